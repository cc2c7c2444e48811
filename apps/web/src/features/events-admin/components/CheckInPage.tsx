import { useRealm } from '../use-realm';
import { CheckInAnswer } from './CheckInAnswer';
import { AdminPageHeader } from './EventsAdminLayout';
import { HowToScan } from './HowToScan';
import { RecentScans } from './RecentScans';
import { TicketCodeForm } from './TicketCodeForm';
import { useCheckInDesk } from './use-check-in-desk';

/**
 * /events/admin/check-in: type a ticket code, or let a scanner type the QR's `ENGAGEX:<realm>:<CODE>` and press
 * Enter. The answer shows at once (green: in; amber: already in; red: no such ticket) and the field is ready for
 * the next ticket.
 */
export function CheckInPage() {
  const [realm] = useRealm();
  const desk = useCheckInDesk(realm);
  return (
    <div className="flex flex-col gap-6">
      <title>Check-in · Organiser · EngageX</title>
      <AdminPageHeader
        title="Check-in"
        description="Let ticket holders in: each ticket checks in once, and a second scan says when it was used."
      />
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <TicketCodeForm
            realm={realm}
            fieldRef={desk.field}
            text={desk.text}
            onEdit={desk.edit}
            problem={desk.problem}
            busy={desk.busy}
            onSubmit={desk.submit}
          />
          <CheckInAnswer
            failure={desk.failure}
            latest={desk.scans[0]}
            busy={desk.busy}
            onAdmitAnyway={(scan) => desk.send(scan.realm, scan.ticketCode, true)}
          />
        </div>
        <div className="flex flex-col gap-6">
          <RecentScans scans={desk.scans} />
          <HowToScan />
        </div>
      </div>
    </div>
  );
}
