import type { TBooking, TRealm } from '@engagex/contracts';
import { CircleCheck, Ticket } from 'lucide-react';
import { useState } from 'react';
import { Card, Skeleton } from '@/ui/Card';
import { Field, selectClasses } from '@/ui/fields';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, LoadError } from '@/ui/states';
import { useEventBookings } from '../api/list-bookings';
import { formatDateTime, formatPreciseTime, formatRange, plural } from '../format';
import { BookingStatusBadge } from './badges';

const STATUS_FILTERS: Array<{ value: TBooking['status'] | ''; label: string }> = [
  { value: '', label: 'All bookings' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'held', label: 'Held, unpaid' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired' },
];

/** GET /bookings?eventId=: who booked, which slot, and whether they have checked in. */
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
          <Field label="Show" className="sm:w-48">
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
        </div>
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
