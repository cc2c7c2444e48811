import type { TBooking, TPayMethod, TRealm } from '@engagex/contracts';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast';
import { useInitiateBookingPayment } from '../api/initiate-booking-payment';
import { useReleaseBooking } from '../api/release-booking';
import { formatCredits, formatLongDay, formatTimeRange, plural } from '../format';
import { goToCheckout } from '../pending-payment';
import { HoldCountdown } from './HoldCountdown';
import { PayOptions } from './PayOptions';

/** Seats on hold: the countdown, the total, the ways to pay, and releasing them. */
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
