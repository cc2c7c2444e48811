import type { TBooking, TPayMethod, TRealm } from '@engagex/contracts';
import { useState } from 'react';
import { rich } from '@/i18n/rich';
import { contentText, eventTitle } from '@/lib/content-text';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast';
import { useAcceptOffer } from '../api/accept-offer';
import { useInitiateBookingPayment } from '../api/initiate-booking-payment';
import { usePayByCardElsewhere } from '../checkout-elsewhere';
import { formatCredits, formatLongDay, formatTime, formatTimeRange } from '../format';
import { t } from '../later/messages';
import { goToCheckout } from '../pending-payment';
import { useSendToWaitingRoom } from '../waiting-room/refusal';
import { isFreeOffer, offerLengthMs } from '../waitlist';
import { DeclineOffer } from './DeclineOffer';
import { ErrorNotice } from './feedback';
import { HoldCountdown } from './HoldCountdown';
import { PayOptions } from './PayOptions';
import { ReleaseSeats } from './ReleaseSeats';
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
  title = t('held.complete'),
}: {
  booking: TBooking;
  realm: TRealm;
  onDone: () => void;
  onPaid: () => void;
  onExpired: () => void;
  title?: string;
}) {
  const pay = useInitiateBookingPayment(realm);
  const accept = useAcceptOffer(realm);
  const offer = booking.waitlistOffer;
  const free = isFreeOffer(booking);
  const [method, setMethod] = useState<TPayMethod | null>(null);
  const [expired, setExpired] = useState(false);
  // Seats of an event behind a waiting room go to those it admitted (decision 080): others are sent to the room.
  const sendToRoom = useSendToWaitingRoom(realm);
  // The widget's frame pays by card in a window of its own (decision 105): it takes the payment over from here.
  const payByCardElsewhere = usePayByCardElsewhere();

  const onPay = (chosen: TPayMethod) => {
    if (chosen === 'gateway' && payByCardElsewhere) {
      payByCardElsewhere(booking);
      return;
    }
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
            toast({ title: () => t('paid.title'), description: () => t('ticket.ready'), variant: 'success' });
            onPaid();
          }
        },
        onError: (error) => {
          setMethod(null);
          sendToRoom(error, booking.eventId);
        },
      },
    );
  };

  const onAccept = () =>
    accept.mutate(booking.id, {
      onSuccess: (updated) => {
        if (updated.status !== 'confirmed') return;
        toast({ title: () => t('booked.title'), description: () => t('ticket.ready'), variant: 'success' });
        onPaid();
      },
      onError: (error) => sendToRoom(error, booking.eventId),
    });

  return (
    <>
      <div>
        {offer && <BookingStatusBadge status={booking.status} waitlistOffer />}
        <h2 tabIndex={-1} className={offer ? 'mt-2 text-lg font-semibold' : 'text-lg font-semibold'}>
          {offer ? t('offer.title') : title}
        </h2>
        {offer && booking.holdExpiresAt && (
          <p className="mt-1 text-sm text-ink">
            {rich(t('offer.reservedUntil', { time: formatTime(booking.holdExpiresAt) }), {
              strong: (text) => <strong className="font-semibold">{text}</strong>,
            })}
          </p>
        )}
        <p className="mt-1 text-sm text-ink-muted">
          {t('held.seatsFor', { count: booking.seats, title: eventTitle(booking.event) })}
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
      <BookingLines booking={booking} />
      {expired ? (
        <Button onClick={onDone}>{t('book.again')}</Button>
      ) : free ? (
        <>
          {accept.isError && <ErrorNotice title={t('offer.acceptFailed')} error={accept.error} />}
          <Button size="lg" className="w-full" loading={accept.isPending} onClick={onAccept}>
            {t('offer.accept', { count: booking.seats })}
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
            label={t('offer.decline')}
            className="self-center text-ink-muted"
            onDeclined={onDone}
          />
        ) : (
          <ReleaseSeats
            realm={realm}
            bookingId={booking.id}
            className="self-center text-ink-muted"
            words={{
              label: t('release.seats'),
              released: () => t('release.done'),
              releasedText: () => t('release.nothingCharged'),
              failed: () => t('release.failed'),
            }}
            onReleased={onDone}
          />
        ))}
    </>
  );
}

/**
 * What the booking holds (decision 078): a line per ticket type (quantity × unit price), the code's saving, and the
 * total to pay; a booking without items (an older server) reads "3 seats × 40 credits".
 */
function BookingLines({ booking }: { booking: TBooking }) {
  const row = 'flex justify-between gap-3 px-4 py-2.5';
  if (booking.items.length === 0) {
    return (
      <dl className="divide-y divide-line rounded-2xl border border-line text-sm">
        <div className={row}>
          <dt className="text-ink-muted">
            {t('held.seatsTimesPrice', { count: booking.seats, price: formatCredits(booking.priceCredits) })}
          </dt>
          <dd className="font-semibold text-ink">{formatCredits(booking.totalCredits)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line text-sm">
      {booking.items.map((item) => (
        <div key={item.ticketTypeId} className={row}>
          <dt className="text-ink-muted">
            {t('buy.held.item', {
              count: item.quantity,
              name: contentText(item.name, item.nameHi),
              price: formatCredits(item.unitPriceCredits),
            })}
          </dt>
          <dd className="text-ink">{formatCredits(item.unitPriceCredits * item.quantity)}</dd>
        </div>
      ))}
      {booking.discountCredits > 0 && (
        <div className={row}>
          <dt className="text-ink-muted">
            {booking.promoCode
              ? t('buy.held.discountCode', { code: booking.promoCode })
              : t('buy.held.discount')}
          </dt>
          <dd className="font-medium text-emerald-700 dark:text-emerald-300">
            {t('buy.held.minus', { credits: formatCredits(booking.discountCredits) })}
          </dd>
        </div>
      )}
      <div className={row}>
        <dt className="font-semibold text-ink">{t('buy.held.total')}</dt>
        <dd className="font-semibold text-ink">
          {booking.totalCredits === 0 ? t('price.free') : formatCredits(booking.totalCredits)}
        </dd>
      </div>
    </dl>
  );
}
