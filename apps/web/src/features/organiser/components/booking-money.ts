/*
 * What a booking paid, as the organiser's booking list says it (decision 069): in what the booker paid, "₹3,000 by
 * card" or "30 credits", never a card payment as credits (decision 058); and where a refund went. The same facts
 * as the bookings CSV's money columns; a refund an admin settled by hand reads "paid back outside the portal"
 * (decision 111). Changes when the list's money words do.
 */
import type { TBooking } from '@engagex/contracts';
import { formatMinorMoney } from '@/lib/format';
import { t } from '../messages';

type Paid = Pick<
  TBooking,
  'status' | 'paymentMethod' | 'paymentStatus' | 'totalCredits' | 'paidMoney' | 'refund'
>;

const byCard = (booking: Paid) =>
  booking.paidMoney ? formatMinorMoney(booking.paidMoney.amountMinor, booking.paidMoney.currency) : null;

/** "₹3,000 by card", "30 credits", "Free", or "Not paid" for a hold, a lapsed hold or a failed checkout. */
export function bookingPaidText(booking: Paid): string {
  const paid = booking.paymentStatus === 'COMPLETED' || booking.paymentStatus === 'REFUNDED';
  if (!paid) return t('money.notPaid');
  if (booking.paymentMethod === 'free') return t('money.free');
  if (booking.paymentMethod === 'gateway') {
    const money = byCard(booking);
    return money ? t('money.byCard', { money }) : t('money.paidByCard');
  }
  return t('money.credits', { count: booking.totalCredits });
}

/** Where a cancelled paid booking's money went, or null when nothing went back. */
export function bookingRefundText(booking: Paid): string | null {
  const { refund } = booking;
  if (!refund) return null;
  if (refund.to === 'credits') return t('money.toWallet', { count: booking.totalCredits });
  const money = byCard(booking) ?? t('money.thePayment');
  // An admin paid it back by bank transfer once the gateway gave up: never "to the card", never their reference
  // (the booker's; decision 111).
  if (refund.status === 'done' && refund.byHand) return t('money.paidBackOutside', { money });
  if (refund.status === 'done') return t('money.refunded', { money });
  if (refund.status === 'failed') return t('money.refundDelayed', { money });
  return t('money.refundUnderway', { money });
}
