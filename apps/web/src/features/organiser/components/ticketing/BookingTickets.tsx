import type { TAnswer, TBooking, TQuestion, TTicketStatus } from '@engagex/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/ui/Badge';
import { cx } from '@/ui/cx';
import { formatNumber, formatPreciseTime } from '../../format';
import { t } from '../../messages';

const STATUS: Record<TTicketStatus, { tone: 'green' | 'blue' | 'gray'; label: () => string }> = {
  valid: { tone: 'green', label: () => t('ticketing.bookings.valid') },
  used: { tone: 'blue', label: () => t('ticketing.bookings.used') },
  cancelled: { tone: 'gray', label: () => t('ticketing.bookings.cancelled') },
};

/** An answer as the organiser reads it: yes/no in words, numbers in the reader's digits, text as given. */
export function answerText(answer: TAnswer): string {
  if (typeof answer === 'boolean') return answer ? t('ticketing.bookings.yes') : t('ticketing.bookings.no');
  if (typeof answer === 'number') return formatNumber(answer);
  return answer;
}

/**
 * What one booking bought (decision 078), folded under its row: its items by type with any code's saving, then
 * each ticket's attendee, status and answers, labelled with the event's questions (an answer to a question since
 * deleted is left out: nobody could say what it answered).
 */
export function BookingTickets({ booking, questions }: { booking: TBooking; questions: TQuestion[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (booking.tickets.length === 0 && booking.items.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1 self-start rounded-lg text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <ChevronDown aria-hidden className={cx('size-3.5 transition-transform', open && 'rotate-180')} />
        {open
          ? t('ticketing.bookings.hide', { count: booking.tickets.length })
          : t('ticketing.bookings.show', { count: booking.tickets.length })}
      </button>
      {open && (
        <div id={panelId} className="flex flex-col gap-2 rounded-xl bg-surface-muted p-3 text-sm">
          <p className="text-ink">
            {booking.items
              .map((item) =>
                t('ticketing.bookings.item', {
                  quantity: item.quantity,
                  name: item.name,
                  credits: item.unitPriceCredits,
                }),
              )
              .join(' · ')}
          </p>
          {booking.promoCode && (
            <p className="text-ink-muted">
              {t('ticketing.bookings.code', { code: booking.promoCode, count: booking.discountCredits })}
            </p>
          )}
          <ol className="flex flex-col divide-y divide-line" aria-label={t('ticketing.bookings.tickets')}>
            {booking.tickets.map((ticket, index) => {
              const answered = questions.filter((question) => ticket.answers[question.id] !== undefined);
              return (
                <li key={ticket.id} className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium text-ink">
                      {t('ticketing.bookings.attendee', {
                        number: index + 1,
                        name: ticket.attendeeName ?? t('ticketing.bookings.unnamed'),
                      })}
                    </span>
                    <span className="text-ink-muted">{ticket.ticketTypeName}</span>
                    <Badge tone={STATUS[ticket.status].tone}>{STATUS[ticket.status].label()}</Badge>
                    {ticket.checkedInAt && (
                      <span className="text-xs text-ink-muted">
                        {t('bookings.inAt', { time: formatPreciseTime(ticket.checkedInAt) })}
                      </span>
                    )}
                  </div>
                  {(ticket.attendeeEmail || ticket.code) && (
                    <p className="text-xs break-all text-ink-muted">
                      {[ticket.attendeeEmail, ticket.code].filter(Boolean).join(' · ')}
                    </p>
                  )}
                  {answered.length > 0 && (
                    <dl className="grid gap-x-4 gap-y-0.5 text-xs sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
                      {answered.map((question) => (
                        <div key={question.id} className="contents">
                          <dt className="text-ink-muted">{question.label}</dt>
                          <dd className="break-words text-ink">
                            {answerText(ticket.answers[question.id] as TAnswer)}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </div>
  );
}
