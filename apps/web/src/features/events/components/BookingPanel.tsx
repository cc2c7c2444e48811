import type { TBooking, TEvent, TEventSlot, TRealm } from '@engagex/contracts';
import { CircleCheck, Ticket, TimerOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { Button, buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { toast } from '@/ui/toast';
import { useCreateBooking } from '../api/create-booking';
import { useBooking } from '../api/get-booking';
import { useEventSlots } from '../api/get-event-slots';
import { type PayMethod, useInitiateBookingPayment } from '../api/initiate-booking-payment';
import { useMyHolds } from '../api/list-my-holds';
import { useReleaseBooking } from '../api/release-booking';
import { formatCredits, formatInr, formatLongDay, formatTime, formatTimeRange, plural } from '../format';
import { bookingsPath } from '../paths';
import { goToCheckout } from '../pending-payment';
import { ErrorNotice } from './feedback';
import { HoldCountdown } from './HoldCountdown';
import { PayOptions } from './PayOptions';
import { clampSeats, maxSeatsFor, SeatStepper } from './SeatStepper';
import { isBookable, SlotPicker } from './SlotPicker';
import { TicketView } from './TicketView';

/**
 * Booking on the event page: pick a show and seats → the seats are held (15 minutes, counted down) → pay with
 * credits or at the gateway's checkout → the ticket. The booking in progress is in the URL (`?booking=`), so a
 * reload, or "Pay now" from My bookings, lands on the same step. Coming back without it, the user's live holds
 * for the event come first: a second booking is offered only on purpose ("Book more seats").
 */
export function BookingPanel({
  event,
  initialSlots,
  bookingId,
  onBookingChange,
}: {
  event: TEvent;
  initialSlots: TEventSlot[];
  bookingId: string | null;
  onBookingChange: (bookingId: string | null) => void;
}) {
  // When a step replaces the panel's content, focus follows to its new heading (not on a fresh page load).
  const [moves, setMoves] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (moves > 0) panel.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [moves]);
  const moved = () => setMoves((n) => n + 1);
  const change = (id: string | null) => {
    moved();
    onBookingChange(id);
  };
  return (
    <div ref={panel}>
      <Card className="flex flex-col gap-5 p-5 [&_h2]:outline-none">
        {bookingId ? (
          <BookingProgress
            realm={event.realm}
            bookingId={bookingId}
            onDone={() => change(null)}
            onStep={moved}
          />
        ) : (
          <HeldOrNew event={event} initialSlots={initialSlots} onOpen={change} onStep={moved} />
        )}
      </Card>
    </div>
  );
}

/** The user's live holds for this event, each ready to pay or release; else (or on purpose) a new booking. */
function HeldOrNew({
  event,
  initialSlots,
  onOpen,
  onStep,
}: {
  event: TEvent;
  initialSlots: TEventSlot[];
  onOpen: (bookingId: string) => void;
  onStep: () => void;
}) {
  const holds = useMyHolds(event.realm, event.id);
  const [bookingMore, setBookingMore] = useState(false);
  if (holds.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span role="status" className="sr-only">
          Loading your bookings…
        </span>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  const live = holds.data ?? [];
  // A list that failed to load must not stop anyone booking: the panel falls back to a new booking.
  if (live.length === 0) return <ChooseSeats event={event} initialSlots={initialSlots} onBooked={onOpen} />;
  if (bookingMore) {
    return (
      <>
        <ChooseSeats event={event} initialSlots={initialSlots} onBooked={onOpen} />
        <Button
          variant="ghost"
          size="sm"
          className="self-center text-ink-muted"
          onClick={() => {
            setBookingMore(false);
            onStep();
          }}
        >
          Back to your held seats
        </Button>
      </>
    );
  }
  return (
    <>
      {live.map((hold, index) => (
        <section
          key={hold.id}
          aria-label={`Held seats: ${plural(hold.seats, 'seat')}`}
          className={index > 0 ? 'flex flex-col gap-5 border-t border-line pt-5' : 'flex flex-col gap-5'}
        >
          <HeldBooking
            booking={hold}
            realm={event.realm}
            onDone={() => void holds.refetch()}
            onPaid={() => onOpen(hold.id)}
            onExpired={() => void holds.refetch()}
            title={
              live.length > 1 ? `Seats on hold (${index + 1} of ${live.length})` : 'Your seats are on hold'
            }
          />
        </section>
      ))}
      <div className="flex flex-col gap-2 border-t border-line pt-4">
        <p className="text-center text-xs text-ink-muted">
          Need more? A second booking holds seats of its own.
        </p>
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => {
            setBookingMore(true);
            onStep();
          }}
        >
          Book more seats
        </Button>
      </div>
    </>
  );
}

function ChooseSeats({
  event,
  initialSlots,
  onBooked,
}: {
  event: TEvent;
  initialSlots: TEventSlot[];
  onBooked: (bookingId: string) => void;
}) {
  const slots = useEventSlots(event.realm, event.id, initialSlots);
  const list = slots.data ?? initialSlots;
  const [chosen, setChosen] = useState<string | null>(null);
  const slot = list.find((s) => s.id === chosen && isBookable(s)) ?? list.find((s) => isBookable(s)) ?? null;
  const max = slot ? maxSeatsFor(slot.seatsAvailable) : 0;
  const [seats, setSeats] = useState(1);
  const count = clampSeats(seats, max);
  const create = useCreateBooking(event.realm);
  const keyFor = useIdempotencyKey();

  const book = () => {
    if (!slot) return;
    const attempt = { eventId: event.id, slotId: slot.id, seats: count };
    create.mutate(
      { ...attempt, idempotencyKey: keyFor(attempt) },
      {
        onSuccess: (booking) => {
          keyFor.settled();
          if (booking.status === 'confirmed') {
            toast({
              title: 'You are booked',
              description: `${plural(booking.seats, 'seat')} confirmed.`,
              variant: 'success',
            });
          }
          onBooked(booking.id);
        },
        onError: () => void slots.refetch(),
      },
    );
  };

  const total = event.priceCredits * count;
  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <h2 tabIndex={-1} className="text-lg font-semibold">
          Book seats
        </h2>
        <LiveIndicator updatedAt={slots.dataUpdatedAt} failed={slots.isError} />
      </div>
      {list.length === 0 ? (
        <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
          No shows are scheduled for this event yet.
        </p>
      ) : (
        <SlotPicker
          slots={list}
          timeZone={event.timeZone}
          value={slot?.id ?? null}
          onChange={setChosen}
          disabled={create.isPending}
        />
      )}
      <SeatStepper
        value={count}
        available={slot?.seatsAvailable ?? 0}
        onChange={setSeats}
        disabled={!slot || create.isPending}
      />
      <div className="flex items-end justify-between gap-3 border-t border-line pt-4">
        <div>
          <p className="text-xs text-ink-muted">Total</p>
          <p className="text-xl font-bold text-ink">{total === 0 ? 'Free' : formatCredits(total)}</p>
          {total > 0 && <p className="text-xs text-ink-muted">{formatInr(event.priceInr * count)}</p>}
        </div>
        <p className="text-right text-xs text-ink-muted">
          {event.priceCredits === 0 ? 'No payment needed' : `${formatCredits(event.priceCredits)} per seat`}
        </p>
      </div>
      {create.isError && <ErrorNotice title="Could not book" error={create.error} />}
      <Button size="lg" className="w-full" disabled={!slot} loading={create.isPending} onClick={book}>
        {slot ? `Book ${plural(count, 'seat')}` : 'Sold out'}
      </Button>
      {slot && event.priceCredits > 0 && (
        <p className="-mt-2 text-center text-xs text-ink-muted">
          Seats are held for 15 minutes while you pay.
        </p>
      )}
    </>
  );
}

function LiveIndicator({ updatedAt, failed }: { updatedAt: number; failed: boolean }) {
  return (
    <p
      className="flex items-center gap-1.5 text-xs text-ink-muted"
      title={updatedAt ? `Updated ${formatTime(new Date(updatedAt).toISOString())}` : undefined}
    >
      <span aria-hidden className="relative flex size-2">
        {!failed && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
        )}
        <span
          className={`relative inline-flex size-2 rounded-full ${failed ? 'bg-slate-400' : 'bg-emerald-500'}`}
        />
      </span>
      {failed ? 'Availability paused' : 'Live availability'}
    </p>
  );
}

function BookingProgress({
  realm,
  bookingId,
  onDone,
  onStep,
}: {
  realm: TRealm;
  bookingId: string;
  onDone: () => void;
  onStep: () => void;
}) {
  const booking = useBooking(realm, bookingId);
  if (booking.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span role="status" className="sr-only">
          Loading your booking…
        </span>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-16" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (booking.isError) {
    return (
      <ErrorNotice
        title="Could not load your booking"
        error={booking.error}
        onRetry={() => void booking.refetch()}
      >
        <Button variant="ghost" size="sm" onClick={onDone}>
          Start again
        </Button>
      </ErrorNotice>
    );
  }
  const data = booking.data;
  if (data.status === 'held')
    return (
      <HeldBooking
        key={data.id}
        booking={data}
        realm={realm}
        onDone={onDone}
        onPaid={onStep}
        onExpired={() => void booking.refetch()}
      />
    );
  if (data.status === 'confirmed') return <ConfirmedBooking booking={data} realm={realm} />;
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <span
        aria-hidden
        className="inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-ink-muted"
      >
        <TimerOff className="size-6" />
      </span>
      <h2 tabIndex={-1} className="text-lg font-semibold">
        {data.status === 'expired' ? 'Your hold expired' : 'Booking cancelled'}
      </h2>
      <p className="text-sm text-ink-muted">
        {data.status === 'expired'
          ? 'The seats went back on sale because payment did not arrive in 15 minutes.'
          : (data.cancelReason ?? 'This booking was cancelled.')}
      </p>
      <Button onClick={onDone}>Book again</Button>
    </div>
  );
}

function HeldBooking({
  booking,
  realm,
  onDone,
  onPaid,
  onExpired,
  title = 'Complete your booking',
}: {
  booking: TBooking;
  realm: TRealm;
  onDone: () => void;
  onPaid: () => void;
  onExpired: () => void;
  title?: string;
}) {
  const pay = useInitiateBookingPayment(realm);
  const release = useReleaseBooking(realm);
  const [method, setMethod] = useState<PayMethod | null>(null);
  const [expired, setExpired] = useState(false);

  const onPay = (chosen: PayMethod) => {
    setMethod(chosen);
    pay.mutate(
      { bookingId: booking.id, method: chosen },
      {
        onSuccess: ({ payment, booking: updated }) => {
          if (chosen === 'gateway' && payment.paymentUrl) {
            goToCheckout(payment.paymentUrl, { kind: 'booking', realm, id: booking.id });
            return;
          }
          setMethod(null);
          if (updated.status === 'confirmed') {
            toast({ title: 'Payment successful', description: 'Your ticket is ready.', variant: 'success' });
            onPaid();
          }
        },
        onError: () => setMethod(null),
      },
    );
  };

  return (
    <>
      <div>
        <h2 tabIndex={-1} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {plural(booking.seats, 'seat')} for {booking.event.title}
        </p>
        <p className="mt-0.5 text-sm font-medium text-ink">
          <span className="block">{formatLongDay(booking.slot.startsAt, booking.event.timeZone)}</span>
          <span className="block">
            {formatTimeRange(booking.slot.startsAt, booking.slot.endsAt, booking.event.timeZone)}
          </span>
        </p>
      </div>
      <HoldCountdown
        expiresAt={booking.holdExpiresAt ?? booking.createdAt}
        onExpire={() => {
          setExpired(true);
          onExpired();
        }}
      />
      <dl className="divide-y divide-line rounded-2xl border border-line text-sm">
        <div className="flex justify-between gap-3 px-4 py-2.5">
          <dt className="text-ink-muted">
            {plural(booking.seats, 'seat')} × {formatCredits(booking.priceCredits)}
          </dt>
          <dd className="font-semibold text-ink">{formatCredits(booking.totalCredits)}</dd>
        </div>
      </dl>
      {expired ? (
        <Button onClick={onDone}>Book again</Button>
      ) : (
        <PayOptions amountCredits={booking.totalCredits} onPay={onPay} pending={method} error={pay.error} />
      )}
      {!expired && (
        <Button
          variant="ghost"
          size="sm"
          className="self-center text-ink-muted"
          loading={release.isPending}
          onClick={() =>
            release.mutate(booking.id, {
              onSuccess: () => {
                toast({ title: 'Seats released', description: 'Nothing was charged.' });
                onDone();
              },
              onError: (error) =>
                toast({ title: 'Could not release the seats', description: error.message, variant: 'error' }),
            })
          }
        >
          Release seats
        </Button>
      )}
    </>
  );
}

function ConfirmedBooking({ booking, realm }: { booking: TBooking; realm: TRealm }) {
  return (
    <>
      <div role="status" className="flex items-start gap-3">
        <span
          aria-hidden
          data-palette="green"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-tone-soft text-tone-fg"
        >
          <CircleCheck className="size-6" />
        </span>
        <div>
          <h2 tabIndex={-1} className="text-lg font-semibold">
            You are going!
          </h2>
          <p className="text-sm text-ink-muted">Show this QR code at the entrance.</p>
        </div>
      </div>
      <TicketView booking={booking} />
      <Link to={bookingsPath(realm)} className={buttonClasses({ variant: 'ghost', className: 'w-full' })}>
        <Ticket aria-hidden className="size-4" /> All my bookings
      </Link>
    </>
  );
}
