import type { TRealm } from '@engagex/contracts';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { REALM_NAME } from '@/lib/realm';
import { formatPreciseTime, formatRange, formatWarningTime, plural } from '../format';
import type { Outcome } from './check-in-outcome';
import { ResultPanel } from './ResultPanel';
import type { Insist } from './use-check-in-desk';
import { WrongShowAlert } from './WrongShowAlert';

/** One scan's answer in words: who to let in, and what to say when not. */
export function OutcomePanel({
  outcome,
  busy,
  onAdmitAnyway,
}: {
  outcome: Outcome;
  busy: boolean;
  onAdmitAnyway: (scan: { realm: TRealm; ticketCode: string }, insist: Insist) => void;
}) {
  switch (outcome.kind) {
    case 'other-show':
    case 'other-day':
      return <WrongShowAlert outcome={outcome} busy={busy} onAdmitAnyway={onAdmitAnyway} />;
    case 'success': {
      const { booking } = outcome;
      return (
        <ResultPanel tone="green" icon={<CircleCheck className="size-7" />} title="Checked in">
          <p className="text-lg font-semibold text-ink">{booking.event.title}</p>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-ink-muted">Seats</dt>
            <dd className="text-base font-bold text-ink">{plural(booking.seats, 'seat')}</dd>
            <dt className="text-ink-muted">Slot</dt>
            <dd className="text-ink">
              {formatRange(booking.slot.startsAt, booking.slot.endsAt, booking.event.timeZone)}
            </dd>
            <dt className="text-ink-muted">Where</dt>
            <dd className="text-ink">
              {booking.event.venueName ? `${booking.event.venueName}, ` : ''}
              {booking.event.districtName}
            </dd>
            <dt className="text-ink-muted">Ticket</dt>
            <dd className="font-mono text-ink">
              {outcome.ticketCode} · {REALM_NAME[outcome.realm]}
            </dd>
            {booking.checkedInAt && (
              <>
                <dt className="text-ink-muted">In at</dt>
                <dd className="text-ink">{formatPreciseTime(booking.checkedInAt)}</dd>
              </>
            )}
          </dl>
        </ResultPanel>
      );
    }
    case 'already':
      return (
        <ResultPanel tone="yellow" icon={<TriangleAlert className="size-7" />} title="Already checked in">
          <p className="text-ink">
            {outcome.at ? (
              <>
                This ticket was used at{' '}
                <strong className="font-semibold">
                  {formatWarningTime(outcome.at, undefined, 'precise')}
                </strong>
                .
              </>
            ) : (
              outcome.message
            )}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            Ticket <span className="font-mono text-ink">{outcome.ticketCode}</span> ·{' '}
            {REALM_NAME[outcome.realm]}. Do not let a second person in on it.
          </p>
        </ResultPanel>
      );
    case 'not-found':
      return (
        <ResultPanel tone="red" icon={<CircleX className="size-7" />} title="No such ticket">
          <p className="text-ink">
            There is no ticket <span className="font-mono font-semibold">{outcome.ticketCode}</span> in{' '}
            {REALM_NAME[outcome.realm]}.
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            Check the code, or whether the ticket is for the other service.
          </p>
        </ResultPanel>
      );
    case 'refused':
      return (
        <ResultPanel tone="red" icon={<CircleX className="size-7" />} title="Not valid for entry">
          <p className="text-ink">{outcome.message}.</p>
          <p className="mt-1 text-sm text-ink-muted">
            Ticket <span className="font-mono text-ink">{outcome.ticketCode}</span> ·{' '}
            {REALM_NAME[outcome.realm]}
          </p>
        </ResultPanel>
      );
  }
}
