import type { TBooking, TContestant } from '@engagex/contracts';
import { formatMinorMoney } from '@/lib/format';
import { refundToPaymentText } from '@/lib/refunds/refund-text';
import { formatCredits } from './format';
import { t } from './later/messages';

/** What the booking cost, as the user paid it: "₹800" by card, "80 credits" from the wallet, or "Free". */
export function paidText(booking: Pick<TBooking, 'totalCredits' | 'paidMoney'>): string {
  if (booking.totalCredits === 0) return t('price.free');
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
 * Where refunded money went (decision 038): "₹800 refunded to your original payment (…)", "The refund of ₹800 … is
 * delayed …", "80 credits went back to your wallet." Bookings and contest entries both say it through this; a
 * booking's sentence opens with "Cancelled;" (`of`), each language writing the whole sentence its own way.
 */
function whereRefundWent({ credits, money, refund }: Refunded, of: 'booking' | 'entry'): string {
  if (refund.to === 'credits') return t('refund.toWallet', { of, credits: formatCredits(credits) });
  return refundToPaymentText(refund, of, money ? formatMinorMoney(money.amountMinor, money.currency) : null);
}

/** Where a cancelled booking's money went (decision 038), in one sentence. */
export function refundText(booking: Pick<TBooking, 'totalCredits' | 'paidMoney' | 'refund'>): string {
  if (!booking.refund) return t('refund.nothingCharged');
  return whereRefundWent(
    { credits: booking.totalCredits, money: booking.paidMoney ?? null, refund: booking.refund },
    'booking',
  );
}

/**
 * What a cancelled contest entry got back and where: its refunded share of the fee in the currency paid when the fee
 * was paid by card (half of ₹500 is ₹250), in credits when it was paid in credits.
 */
export function entryRefundText(entry: Entry): string {
  const refund = entry.refund ?? { to: 'credits', status: 'done', byHand: null };
  // An entry's sentence may open with the amount's own words ("your payment"); Devanagari has no capitals.
  const text = whereRefundWent(
    { credits: entry.refundedCredits, money: moneyBackToCard(entry), refund },
    'entry',
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Entry = Pick<TContestant, 'feeCredits' | 'refundedCredits' | 'paidMoney' | 'refund'>;
type Money = { amountMinor: number; currency: string };

/** The refunded share of a fee paid by card that went back to the card, in the currency paid; else null. */
function moneyBackToCard(entry: Entry): Money | null {
  if (entry.refund?.to !== 'original' || !entry.paidMoney || entry.feeCredits <= 0) return null;
  return {
    amountMinor: Math.round((entry.paidMoney.amountMinor * entry.refundedCredits) / entry.feeCredits),
    currency: entry.paidMoney.currency,
  };
}

/**
 * What a competition does with the fee of an entry it does not select (decision 054), as the entrant reads it before
 * paying: "If your entry is not selected, the whole fee is refunded to the way you paid."
 */
export const notSelectedPolicyText = (entry: Pick<TContestant, 'event'>): string =>
  t('fee.ifNotSelected', { policy: entry.event.feeIfNotSelected });

/**
 * What became of a rejected entry's money (decision 054): where its refund went, that the competition kept the fee as
 * it said it would, or that nothing was paid.
 */
export function notSelectedMoneyText(entry: Entry & Pick<TContestant, 'paymentStatus' | 'event'>): string {
  if (entry.refund && entry.refundedCredits > 0) return entryRefundText(entry);
  if (entry.paymentStatus !== 'COMPLETED' || entry.feeCredits === 0) return t('fee.noneToRefund');
  return t('fee.kept', { paid: entryPaidText(entry) });
}

/** What an entry's fee cost, as the user paid it: "₹1,000" by card, "100 credits" in credits, or "Free". */
export function entryPaidText(entry: Pick<TContestant, 'feeCredits' | 'paidMoney'>): string {
  return paidText({ totalCredits: entry.feeCredits, paidMoney: entry.paidMoney });
}

/**
 * What a paid entry still costs the user, net of refunds, in what they paid with: a fee paid by card in its currency
 * less the share refunded to the card (a refund taken as credits leaves the money paid), a fee paid in credits less
 * the credits back. The same sums as the events server's /my-stats.
 */
export function entryNetPaid(entry: Entry & Pick<TContestant, 'paymentStatus'>): {
  credits: number;
  money: Money | null;
} {
  if (entry.paymentStatus !== 'COMPLETED' && entry.paymentStatus !== 'REFUNDED')
    return { credits: 0, money: null };
  if (!entry.paidMoney) return { credits: entry.feeCredits - entry.refundedCredits, money: null };
  const back = moneyBackToCard(entry)?.amountMinor ?? 0;
  return {
    credits: 0,
    money: { amountMinor: entry.paidMoney.amountMinor - back, currency: entry.paidMoney.currency },
  };
}

/**
 * Fees paid, one figure per currency paid in, money first: "₹1,000 · 50 credits"; "Nothing" when none is left paid.
 * Credits and rupees are never added up: a user who paid by card reads the rupees their card was charged.
 */
export function feesPaidText(paid: { creditsPaid: number; moneyPaid: Money[] }): string {
  const parts = paid.moneyPaid
    .filter((sum) => sum.amountMinor > 0)
    .map((sum) => formatMinorMoney(sum.amountMinor, sum.currency));
  if (paid.creditsPaid > 0) parts.push(formatCredits(paid.creditsPaid));
  return parts.length > 0 ? parts.join(' · ') : t('fee.nothing');
}
