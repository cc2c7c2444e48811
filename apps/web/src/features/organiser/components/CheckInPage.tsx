import { t } from '../check-in/messages';
import { useRealm } from '../use-realm';
import { CameraScanner } from './CameraScanner';
import { CheckInAnswer } from './CheckInAnswer';
import { DoorChoice, DoorCounts } from './DoorPanel';
import { AdminPageHeader } from './EventsAdminLayout';
import { HowToScan } from './HowToScan';
import { RecentScans } from './RecentScans';
import { TicketCodeForm } from './TicketCodeForm';
import { useCheckInDesk } from './use-check-in-desk';
import { useDoorShow } from './use-door-show';

/**
 * /events/admin/check-in: choose the show being admitted, then type a ticket code, let a scanner type the QR's
 * `ENGAGEX:<realm>:<CODE>` and press Enter, or hold the QR to the device's camera. The answer shows at once
 * (green: in; amber: already in; red: no such ticket; a loud orange stop: another show or day) and the counts move.
 * On a phone the show and its counts come first, then the field, the camera and the answer; on a wide screen the
 * field and the answer on the left, the counts and the camera beside them, all in view while tickets are held up.
 */
export function CheckInPage() {
  const [realm] = useRealm();
  const door = useDoorShow(realm);
  const desk = useCheckInDesk(realm, door.slotId);
  // Back to the field for a hardware scanner, where there is a mouse: on a touch screen it would open the keyboard
  // over the camera.
  const focusFieldWithMouse = () => {
    if (window.matchMedia?.('(pointer: fine)').matches) desk.field.current?.focus();
  };
  return (
    <div className="flex flex-col gap-6">
      <title>{t('checkIn.pageTitle')}</title>
      <AdminPageHeader title={t('checkIn.title')} description={t('checkIn.description')} />
      <div className="flex flex-col gap-6 md:grid md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
        <div className="contents md:flex md:flex-col md:gap-6">
          <div className="order-3 md:order-none">
            <TicketCodeForm
              realm={realm}
              fieldRef={desk.field}
              code={desk.code}
              busy={desk.busy}
              onSubmit={desk.submit}
            />
          </div>
          <div className="order-5 md:order-none">
            <CheckInAnswer
              failure={desk.failure}
              latest={desk.scans[0]}
              busy={desk.busy}
              onAdmitAnyway={(scan, insist) => desk.send(scan.realm, scan.ticketCode, insist)}
            />
          </div>
        </div>
        <div className="contents md:flex md:flex-col md:gap-6">
          <div className="order-2 empty:hidden md:order-none">
            <DoorCounts door={door} />
          </div>
          <div className="order-4 md:order-none">
            <CameraScanner onCode={desk.scanned} afterToggle={focusFieldWithMouse} />
          </div>
          <div className="order-1 md:order-none">
            <DoorChoice door={door} />
          </div>
          <div className="order-6 md:order-none">
            <RecentScans scans={desk.scans} />
          </div>
          <div className="order-7 md:order-none">
            <HowToScan />
          </div>
        </div>
      </div>
    </div>
  );
}
