import type { TBooking, TTicket } from '@engagex/contracts';
import { CircleCheck } from 'lucide-react';
import { contentText, eventTitle } from '@/lib/content-text';
import { t } from '../check-in/messages';
import { formatPreciseTime, formatRange } from '../format';
import { realmName } from '../realm-name';
import { admissionOf, type Outcome } from './check-in-outcome';
import { ResultPanel } from './ResultPanel';

/** "Asha Rao · Adult", or "Ticket 2 · Adult" while nobody is named on it (decision 078). */
export function holderAndType(booking: TBooking, ticket: TTicket): string {
  const position = (booking.tickets ?? []).findIndex((each) => each.id === ticket.id) + 1;
  const item = (booking.items ?? []).find((each) => each.ticketTypeId === ticket.ticketTypeId);
  return t('door.holderType', {
    holder: ticket.attendeeName?.trim() || t('door.ticketNumber', { position }),
    type: contentText(item?.name ?? ticket.ticketTypeName, item?.nameHi),
  });
}

/**
 * A scan that let people in, in green: how many to let through now and who (a ticket's code admits its one
 * person, the booking's code everyone still to come on it), and how many on the booking are still to arrive.
 */
export function AdmittedPanel({ outcome }: { outcome: Extract<Outcome, { kind: 'success' }> }) {
  const { booking } = outcome;
  const admission = admissionOf(booking, outcome.ticketCode);
  const checkedInAt = admission.admitted[0]?.checkedInAt ?? booking.checkedInAt;
  const hasTickets = (booking.tickets ?? []).length > 0;
  return (
    <ResultPanel tone="green" icon={<CircleCheck className="size-7" />} title={t('outcome.checkedIn')}>
      <p className="text-2xl font-bold text-ink">{t('door.letIn', { count: admission.people })}</p>
      {admission.admitted.length > 0 && (
        <ul aria-label={t('door.admittedList')} className="mt-1 flex flex-col gap-0.5">
          {admission.admitted.map((ticket) => (
            <li key={ticket.id} className="text-lg font-semibold text-ink">
              {holderAndType(booking, ticket)}
            </li>
          ))}
        </ul>
      )}
      {hasTickets && (
        <p className="mt-2 text-sm font-medium text-ink">
          {t('door.stillToCome', { count: admission.toCome })}
        </p>
      )}
      <p className="mt-3 font-semibold text-ink">{eventTitle(booking.event)}</p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-ink-muted">{t('outcome.slot')}</dt>
        <dd className="text-ink">
          {formatRange(booking.slot.startsAt, booking.slot.endsAt, booking.event.timeZone)}
        </dd>
        <dt className="text-ink-muted">{t('outcome.where')}</dt>
        <dd className="text-ink">
          {booking.event.venueName ? `${booking.event.venueName}, ` : ''}
          {booking.event.districtName}
        </dd>
        <dt className="text-ink-muted">{t('outcome.ticket')}</dt>
        <dd className="font-mono text-ink">
          {outcome.ticketCode} · {realmName(outcome.realm)}
          {hasTickets && (
            <span className="block font-sans text-xs text-ink-muted">
              {admission.wholeBooking ? t('door.wholeBooking') : t('door.oneTicket')}
            </span>
          )}
        </dd>
        {checkedInAt && (
          <>
            <dt className="text-ink-muted">{t('outcome.inAt')}</dt>
            <dd className="text-ink">{formatPreciseTime(checkedInAt)}</dd>
          </>
        )}
      </dl>
    </ResultPanel>
  );
}
