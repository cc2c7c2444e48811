/**
 * The money columns every export of a paid thing shares (decision 069): how it was paid, the credits spent, the card
 * payment in the currency paid, one rupee figure a spreadsheet can sum, and where a refund went. A card payment is
 * a payment in money, never credits (decision 058). Changes when what an export says about money does.
 */
import { CREDIT_PRICE_INR } from '@engagex/contracts';
import type { CsvColumn } from './csv.js';

/** What one booking, entry or application paid, as its export reads it. */
export type PaymentFacts = {
  /** How it was paid; null while nothing is paid (a hold, a fee not yet paid, a checkout that failed). */
  paidWith: 'card' | 'credits' | 'free' | null;
  /** The price in credits: what the credits paid, or what the card payment bought (decision 023). */
  credits: number;
  /** The card payment as its purchase keeps it: minor units and the currency paid. */
  card: { amountMinor: number; currency: string } | null;
  /**
   * Where the money went back, when it did (decision 038); `byHand`: an admin paid it back outside the portal once
   * the gateway gave up (decisions 098, 111), never with their reference.
   */
  refund: { to: 'original' | 'credits'; status: 'pending' | 'done' | 'failed'; byHand?: boolean } | null;
};

const decimal = (minor: number) => (minor / 100).toFixed(2);

const PAID_WITH = { card: 'Card', credits: 'Credits', free: 'Free' } as const;

const REFUND_WORDS = {
  done: 'Refunded to the card',
  pending: 'Refund to the card under way',
  failed: 'Refund to the card delayed; our team completes it',
} as const;

/** The rupee figure: the card payment when paid in rupees, else what the credits are worth at ₹10 a credit. */
function rupees(paid: PaymentFacts): string | null {
  if (!paid.paidWith) return null;
  if (paid.paidWith === 'free') return decimal(0);
  if (paid.card && paid.card.currency === 'INR') return decimal(paid.card.amountMinor);
  return decimal(paid.credits * CREDIT_PRICE_INR * 100);
}

/**
 * Six columns after the thing's own: "Paid with" (Card, Credits, Free or Not paid), "Credits" (credits spent; blank
 * for a card payment), "Card payment" and "Card currency" (the money as charged; blank unless by card), "Amount (₹)"
 * (see `rupees`) and "Refund" (where the money went back, in words: to the card, or outside the portal).
 */
export function paymentColumns<Row>(facts: (row: Row) => PaymentFacts): CsvColumn<Row>[] {
  return [
    ['Paid with', (row) => (facts(row).paidWith ? PAID_WITH[facts(row).paidWith ?? 'free'] : 'Not paid')],
    ['Credits', (row) => (facts(row).paidWith === 'credits' ? facts(row).credits : null)],
    ['Card payment', (row) => (facts(row).card ? decimal(facts(row).card?.amountMinor ?? 0) : null)],
    ['Card currency', (row) => facts(row).card?.currency ?? null],
    ['Amount (₹)', (row) => rupees(facts(row))],
    [
      'Refund',
      (row) => {
        const refund = facts(row).refund;
        if (!refund) return null;
        if (refund.to === 'credits') return 'Credits back to the wallet';
        return refund.status === 'done' && refund.byHand
          ? 'Paid back outside the portal'
          : REFUND_WORDS[refund.status];
      },
    ],
  ];
}

/**
 * A purchase's `refund_status` as a refund to the original payment, or null when none was asked for; `settledByHand`
 * when a `refunds_settled_by_hand` row names the purchase (decision 111).
 */
export function cardRefund(refundStatus: string | null, settledByHand = false): PaymentFacts['refund'] {
  if (!refundStatus || refundStatus === 'none') return null;
  const status = refundStatus === 'refunded' ? 'done' : refundStatus === 'failed' ? 'failed' : 'pending';
  return { to: 'original', status, byHand: status === 'done' && settledByHand };
}
