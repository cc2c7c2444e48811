/*
 * What a booking paid, as the organiser's booking list says it (decision 069): in what the booker paid, "₹3,000 by
 * card" or "30 credits", never a card payment as credits (decision 058); and where a refund went. The same facts
 * as the bookings CSV's money columns. Changes when the list's money words do.
 */
import type { TBooking } from '@engagex/contracts';
import { formatCredits, formatMinorMoney } from '@/lib/format';

type Paid = Pick<
  TBooking,
  'status' | 'paymentMethod' | 'paymentStatus' | 'totalCredits' | 'paidMoney' | 'refund'
>;

const byCard = (booking: Paid) =>
  booking.paidMoney ? formatMinorMoney(booking.paidMoney.amountMinor, booking.paidMoney.currency) : null;

/** "₹3,000 by card", "30 credits", "Free", or "Not paid" for a hold, a lapsed hold or a failed checkout. */
export function bookingPaidText(booking: Paid): string {
  const paid = booking.paymentStatus === 'COMPLETED' || booking.paymentStatus === 'REFUNDED';
  if (!paid) return 'Not paid';
  if (booking.paymentMethod === 'free') return 'Free';
  if (booking.paymentMethod === 'gateway') {
    const money = byCard(booking);
    return money ? `${money} by card` : 'Paid by card';
  }
  return formatCredits(booking.totalCredits);
}

/** Where a cancelled paid booking's money went, or null when nothing went back. */
export function bookingRefundText(booking: Paid): string | null {
  const { refund } = booking;
  if (!refund) return null;
  if (refund.to === 'credits') return `${formatCredits(booking.totalCredits)} returned to the wallet`;
  const money = byCard(booking) ?? 'The payment';
  if (refund.status === 'done') return `${money} refunded to the card`;
  if (refund.status === 'failed') return `Refund of ${money} to the card delayed; our team completes it`;
  return `Refund of ${money} to the card under way`;
}
