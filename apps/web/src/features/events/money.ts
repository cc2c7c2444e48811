import type { TBooking, TContestant } from '@engagex/contracts';
import { formatCredits, formatMinorMoney } from '@/lib/format';

/** What the booking cost, as the user paid it: "₹800" by card, "80 credits" from the wallet, or "Free". */
export function paidText(booking: Pick<TBooking, 'totalCredits' | 'paidMoney'>): string {
  if (booking.totalCredits === 0) return 'Free';
  if (booking.paidMoney) return formatMinorMoney(booking.paidMoney.amountMinor, booking.paidMoney.currency);
  return formatCredits(booking.totalCredits);
}

type Refunded = {
  /** The credits given back: the whole price, or the policy's share of an entry fee. */
  credits: number;
  /** The money those credits were paid with through the gateway, or null when they were paid in credits. */
  money: { amountMinor: number; currency: string } | null;
  refund: NonNullable<TBooking['refund']>;
};

/**
 * Where refunded money went (decision 038), as a clause: "₹800 refunded to your original payment (…)", "the refund of
 * ₹800 … is delayed …", "80 credits went back to your wallet." Bookings and contest entries both say it through this.
 */
function whereRefundWent({ credits, money, refund }: Refunded): string {
  if (refund.to === 'credits') return `${formatCredits(credits)} went back to your wallet.`;
  const amount = money ? formatMinorMoney(money.amountMinor, money.currency) : 'your payment';
  // The gateway refused every retry (decision 038): the money is still owed, and the team refunds it by hand.
  if (refund.status === 'failed')
    return `the refund of ${amount} to your original payment is delayed. Our team will complete it; you need not do anything.`;
  return refund.status === 'done'
    ? `${amount} refunded to your original payment (the card or account you paid with).`
    : `${amount} is being refunded to your original payment.`;
}

const sentence = (clause: string) => clause.charAt(0).toUpperCase() + clause.slice(1);

/** Where a cancelled booking's money went (decision 038), in one sentence. */
export function refundText(booking: Pick<TBooking, 'totalCredits' | 'paidMoney' | 'refund'>): string {
  if (!booking.refund) return 'Cancelled; nothing was charged.';
  return `Cancelled; ${whereRefundWent({
    credits: booking.totalCredits,
    money: booking.paidMoney ?? null,
    refund: booking.refund,
  })}`;
}

/**
 * What a cancelled contest entry got back and where: its refunded share of the fee in the currency paid when the fee
 * was paid by card (half of ₹500 is ₹250), in credits when it was paid in credits.
 */
export function entryRefundText(
  entry: Pick<TContestant, 'feeCredits' | 'refundedCredits' | 'paidMoney' | 'refund'>,
): string {
  const refund = entry.refund ?? { to: 'credits', status: 'done' };
  const money =
    refund.to === 'original' && entry.paidMoney && entry.feeCredits > 0
      ? {
          amountMinor: Math.round((entry.paidMoney.amountMinor * entry.refundedCredits) / entry.feeCredits),
          currency: entry.paidMoney.currency,
        }
      : null;
  return sentence(whereRefundWent({ credits: entry.refundedCredits, money, refund }));
}
