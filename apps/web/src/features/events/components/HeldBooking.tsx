import type { TBooking, TPayMethod, TRealm } from '@engagex/contracts';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast';
import { useAcceptOffer } from '../api/accept-offer';
import { useInitiateBookingPayment } from '../api/initiate-booking-payment';
import { useReleaseBooking } from '../api/release-booking';
import { formatCredits, formatLongDay, formatTime, formatTimeRange, plural } from '../format';
import { goToCheckout } from '../pending-payment';
import { isFreeOffer, offerLengthMs } from '../waitlist';
import { DeclineOffer } from './DeclineOffer';
import { ErrorNotice } from './feedback';
import { HoldCountdown } from './HoldCountdown';
import { PayOptions } from './PayOptions';
import { BookingStatusBadge } from './StatusBadges';

/**
 * Seats on hold: the countdown, the total, the ways to pay, and releasing them. Seats offered from the waitlist
 * (decision 042) say so, with their expiry; a free event's offer is accepted instead of paid.
 */
export function HeldBooking({
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
  const accept = useAcceptOffer(realm);
  const offer = booking.waitlistOffer;
  const free = isFreeOffer(booking);
  const [method, setMethod] = useState<TPayMethod | null>(null);
  const [expired, setExpired] = useState(false);

  const onPay = (chosen: TPayMethod) => {
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

  const onAccept = () =>
    accept.mutate(booking.id, {
      onSuccess: (updated) => {
        if (updated.status !== 'confirmed') return;
        toast({ title: 'You are booked', description: 'Your ticket is ready.', variant: 'success' });
        onPaid();
      },
    });

  return (
    <>
      <div>
        {offer && <BookingStatusBadge status={booking.status} waitlistOffer />}
        <h2 tabIndex={-1} className={offer ? 'mt-2 text-lg font-semibold' : 'text-lg font-semibold'}>
          {offer ? 'Seats offered from the waitlist' : title}
        </h2>
        {offer && booking.holdExpiresAt && (
          <p className="mt-1 text-sm text-ink">
            Reserved for you until{' '}
            <strong className="font-semibold">{formatTime(booking.holdExpiresAt)}</strong>; then they go to
            the next in line.
          </p>
        )}
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
        {...(offer
          ? { totalMs: offerLengthMs(booking), verb: free ? ('accept' as const) : ('pay' as const) }
          : {})}
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
      ) : free ? (
        <>
          {accept.isError && <ErrorNotice title="Could not accept the seats" error={accept.error} />}
          <Button size="lg" className="w-full" loading={accept.isPending} onClick={onAccept}>
            Accept {plural(booking.seats, 'seat')}
          </Button>
        </>
      ) : (
        <PayOptions amountCredits={booking.totalCredits} onPay={onPay} pending={method} error={pay.error} />
      )}
      {!expired &&
        (offer ? (
          <DeclineOffer
            realm={realm}
            booking={booking}
            label="Decline offer"
            className="self-center text-ink-muted"
            onDeclined={onDone}
          />
        ) : (
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
                  toast({
                    title: 'Could not release the seats',
                    description: error.message,
                    variant: 'error',
                  }),
              })
            }
          >
            Release seats
          </Button>
        ))}
    </>
  );
}
