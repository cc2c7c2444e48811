import type { TBooking, TRealm } from '@engagex/contracts';
import { eventExportsApi } from '@engagex/contracts/api/event-exports';
import { CircleCheck, Ticket } from 'lucide-react';
import { useState } from 'react';
import { rich } from '@/i18n/rich';
import { download } from '@/lib/download';
import { Card, Skeleton } from '@/ui/Card';
import { ExportButton } from '@/ui/ExportButton';
import { Field, selectClasses } from '@/ui/fields';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, LoadError } from '@/ui/states';
import { useAdminEvent } from '../api/get-event';
import { useEventBookings } from '../api/list-bookings';
import { formatDateTime, formatPreciseTime, formatRange } from '../format';
import { t } from '../messages';
import { BookingStatusBadge } from './badges';
import { bookingPaidText, bookingRefundText } from './booking-money';
import { BookingTickets } from './ticketing/BookingTickets';

/** Labels are read when drawn, so they follow the reader's language. */
const STATUS_FILTERS: Array<{ value: TBooking['status'] | ''; label: () => string }> = [
  { value: '', label: () => t('bookings.filterAll') },
  { value: 'confirmed', label: () => t('bookings.filterConfirmed') },
  { value: 'held', label: () => t('bookings.filterHeld') },
  { value: 'cancelled', label: () => t('bookings.filterCancelled') },
  { value: 'expired', label: () => t('bookings.filterExpired') },
];

/**
 * GET /bookings?eventId=: who booked, which slot, what they paid and how, where a refund went (decision 069), and
 * whether they have checked in; folded under each, what it bought and each ticket's attendee and answers
 * (decision 078). Exports the list as CSV with its filter, and one show's attendees (the door list).
 */
export function EventBookings({ realm, eventId }: { realm: TRealm; eventId: string }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TBooking['status'] | ''>('');
  const bookings = useEventBookings(realm, { eventId, page, status: status || undefined });
  // The event page has already read the event: its questions label each ticket's answers.
  const questions = useAdminEvent(realm, eventId).data?.questions ?? [];
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="bookings-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="bookings-heading" className="text-lg font-semibold">
              {t('bookings.heading')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t('bookings.text')}</p>
          </div>
          <div className="flex items-end gap-2">
            <Field label={t('bookings.show')} className="min-w-0 flex-1 sm:w-48 sm:flex-none">
              {(props) => (
                <select
                  {...props}
                  className={`${selectClasses} h-10`}
                  value={status}
                  onChange={(e) => {
                    setStatus(e.target.value as TBooking['status'] | '');
                    setPage(1);
                  }}
                >
                  {STATUS_FILTERS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label()}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <ExportButton
              onExport={() =>
                download(eventExportsApi.bookings, {
                  realm,
                  query: { eventId, status: status || undefined },
                })
              }
            />
          </div>
        </div>
        <AttendeesExport realm={realm} eventId={eventId} />
        {bookings.isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label={t('bookings.loading')}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : bookings.isError ? (
          <LoadError
            inline
            title={t('bookings.failed')}
            error={bookings.error}
            onRetry={() => void bookings.refetch()}
          />
        ) : bookings.data.total === 0 ? (
          <EmptyState
            icon={<Ticket className="size-6" />}
            title={t('bookings.none')}
            text={status ? t('bookings.noneFiltered') : t('bookings.noneYet')}
          />
        ) : (
          <>
            <ul
              className="flex flex-col divide-y divide-line"
              aria-busy={bookings.isPlaceholderData || undefined}
            >
              {bookings.data.items.map((booking) => (
                <li key={booking.id} className="flex flex-col gap-2 py-3 first:pt-0">
                  <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                        {t('bookings.seatsWhen', {
                          count: booking.seats,
                          when: formatRange(
                            booking.slot.startsAt,
                            booking.slot.endsAt,
                            booking.event.timeZone,
                          ),
                        })}
                      </p>
                      <BookingMoney booking={booking} />
                      <p className="text-xs text-ink-muted">
                        {booking.ticketCode
                          ? rich(
                              t('bookings.bookedTicket', {
                                when: formatDateTime(booking.createdAt),
                                code: booking.ticketCode,
                              }),
                              { code: (text) => <span className="font-mono text-ink">{text}</span> },
                            )
                          : t('bookings.booked', { when: formatDateTime(booking.createdAt) })}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      {booking.checkedInAt && (
                        <span className="inline-flex items-center gap-1 text-xs font-medium text-ink-muted">
                          <CircleCheck aria-hidden className="size-3.5" />
                          {t('bookings.inAt', { time: formatPreciseTime(booking.checkedInAt) })}
                        </span>
                      )}
                      <BookingStatusBadge status={booking.status} />
                    </div>
                  </div>
                  <BookingTickets booking={booking} questions={questions} />
                </li>
              ))}
            </ul>
            <Pagination
              label={t('bookings.pages')}
              page={bookings.data.page}
              totalPages={bookings.data.totalPages}
              busy={bookings.isFetching}
              onPageChange={setPage}
            />
          </>
        )}
      </section>
    </Card>
  );
}

/** What the booking paid and how, and where its refund went: "₹3,000 by card · ₹3,000 refunded to the card". */
function BookingMoney({ booking }: { booking: TBooking }) {
  const refund = bookingRefundText(booking);
  return (
    <p className="text-sm text-ink">
      {bookingPaidText(booking)}
      {refund && <span className="text-ink-muted"> · {refund}</span>}
    </p>
  );
}

/** The confirmed bookings of one show as CSV: the list the door checks names against. */
function AttendeesExport({ realm, eventId }: { realm: TRealm; eventId: string }) {
  // The event page has already read the event: this takes its slots from the cache.
  const event = useAdminEvent(realm, eventId);
  const [chosen, setChosen] = useState('');
  if (!event.data || event.data.slots.length === 0) return null;
  const { slots, event: details } = event.data;
  const slotId = slots.some((slot) => slot.id === chosen) ? chosen : (slots[0]?.id ?? '');
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-surface-muted p-3 sm:flex-row sm:items-end">
      <Field label={t('bookings.attendees')} className="min-w-0 flex-1">
        {(props) => (
          <select
            {...props}
            className={`${selectClasses} h-10`}
            value={slotId}
            onChange={(e) => setChosen(e.target.value)}
          >
            {slots.map((slot) => (
              <option key={slot.id} value={slot.id}>
                {formatRange(slot.startsAt, slot.endsAt, details.timeZone)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ExportButton
        label={t('bookings.exportAttendees')}
        onExport={() => download(eventExportsApi.attendees, { realm, params: { id: eventId, slotId } })}
      />
    </div>
  );
}
