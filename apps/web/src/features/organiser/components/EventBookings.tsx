import type { TBooking, TRealm } from '@engagex/contracts';
import { eventExportsApi } from '@engagex/contracts/api/event-exports';
import { CircleCheck, Ticket } from 'lucide-react';
import { useState } from 'react';
import { download } from '@/lib/download';
import { Card, Skeleton } from '@/ui/Card';
import { ExportButton } from '@/ui/ExportButton';
import { Field, selectClasses } from '@/ui/fields';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, LoadError } from '@/ui/states';
import { useAdminEvent } from '../api/get-event';
import { useEventBookings } from '../api/list-bookings';
import { formatDateTime, formatPreciseTime, formatRange, plural } from '../format';
import { BookingStatusBadge } from './badges';
import { bookingPaidText, bookingRefundText } from './booking-money';

const STATUS_FILTERS: Array<{ value: TBooking['status'] | ''; label: string }> = [
  { value: '', label: 'All bookings' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'held', label: 'Held, unpaid' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired' },
];

/**
 * GET /bookings?eventId=: who booked, which slot, what they paid and how, where a refund went (decision 069), and
 * whether they have checked in. Exports the list as CSV with its filter, and one show's attendees (the door list).
 */
export function EventBookings({ realm, eventId }: { realm: TRealm; eventId: string }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TBooking['status'] | ''>('');
  const bookings = useEventBookings(realm, { eventId, page, status: status || undefined });
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="bookings-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="bookings-heading" className="text-lg font-semibold">
              Bookings
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              Newest first. Tickets are checked in on the Check-in page.
            </p>
          </div>
          <div className="flex items-end gap-2">
            <Field label="Show" className="min-w-0 flex-1 sm:w-48 sm:flex-none">
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
                      {option.label}
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
          <div className="flex flex-col gap-2" role="status" aria-label="Loading bookings">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : bookings.isError ? (
          <LoadError
            inline
            title="Failed to fetch bookings"
            error={bookings.error}
            onRetry={() => void bookings.refetch()}
          />
        ) : bookings.data.total === 0 ? (
          <EmptyState
            icon={<Ticket className="size-6" />}
            title="No bookings"
            text={
              status
                ? 'No booking of this event has that status.'
                : 'Bookings show up here as people book seats.'
            }
          />
        ) : (
          <>
            <ul
              className="flex flex-col divide-y divide-line"
              aria-busy={bookings.isPlaceholderData || undefined}
            >
              {bookings.data.items.map((booking) => (
                <li
                  key={booking.id}
                  className="flex flex-col gap-1.5 py-3 first:pt-0 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                      {plural(booking.seats, 'seat')} ·{' '}
                      {formatRange(booking.slot.startsAt, booking.slot.endsAt, booking.event.timeZone)}
                    </p>
                    <BookingMoney booking={booking} />
                    <p className="text-xs text-ink-muted">
                      Booked {formatDateTime(booking.createdAt)}
                      {booking.ticketCode && (
                        <>
                          {' · Ticket '}
                          <span className="font-mono text-ink">{booking.ticketCode}</span>
                        </>
                      )}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {booking.checkedInAt && (
                      <span className="inline-flex items-center gap-1 text-xs font-medium text-ink-muted">
                        <CircleCheck aria-hidden className="size-3.5" />
                        In at {formatPreciseTime(booking.checkedInAt)}
                      </span>
                    )}
                    <BookingStatusBadge status={booking.status} />
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              label="Booking pages"
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
      <Field label="Attendees of a show" className="min-w-0 flex-1">
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
        label="Export attendees"
        onExport={() => download(eventExportsApi.attendees, { realm, params: { id: eventId, slotId } })}
      />
    </div>
  );
}
