import type { TBooking } from '@engagex/contracts';
import { formatCredits, formatMinorMoney } from '@/lib/format';

/** What the booking cost, as the user paid it: "₹800" by card, "80 credits" from the wallet, or "Free". */
export function paidText(booking: Pick<TBooking, 'totalCredits' | 'paidMoney'>): string {
  if (booking.totalCredits === 0) return 'Free';
  if (booking.paidMoney) return formatMinorMoney(booking.paidMoney.amountMinor, booking.paidMoney.currency);
  return formatCredits(booking.totalCredits);
}

/** Where a cancelled booking's money went (decision 038), in one sentence. */
export function refundText(booking: Pick<TBooking, 'totalCredits' | 'paidMoney' | 'refund'>): string {
  if (!booking.refund) return 'Cancelled; nothing was charged.';
  if (booking.refund.to === 'credits')
    return `Cancelled; ${formatCredits(booking.totalCredits)} went back to your wallet.`;
  const money = booking.paidMoney ? paidText(booking) : 'Your payment';
  // The gateway refused every retry (decision 038): the money is still owed, and the team refunds it by hand.
  if (booking.refund.status === 'failed')
    return `Cancelled; the refund of ${money} to your original payment is delayed. Our team will complete it; you need not do anything.`;
  return booking.refund.status === 'done'
    ? `Cancelled; ${money} refunded to your original payment (the card or account you paid with).`
    : `Cancelled; ${money} is being refunded to your original payment.`;
}
