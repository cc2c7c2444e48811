/**
 * The contest entry fee and its refund, one rule for the server that charges and refunds them and the web that
 * shows them before anyone pays or cancels.
 */

const DAY_MS = 86_400_000;
/** A cancellation this many days or more before the competition starts gets the whole fee back. */
const FULL_REFUND_DAYS = 7;

export const CONTEST_REFUND_POLICY =
  'Full refund up to 7 days before the event, half within the last 7 days, none once it has started.';

/**
 * What happens to a paid entry fee when the organiser does not select the entry (decision 054): the organiser's
 * choice, stored on the competition and stated before anyone pays. `refund` gives the whole fee back, to the card
 * or account it was paid with (credits when paid in credits); `keep` keeps it as the price of the review.
 */
export const FEE_IF_NOT_SELECTED = ['refund', 'keep'] as const;
export type TFeeIfNotSelected = (typeof FEE_IF_NOT_SELECTED)[number];
/** A competition that says nothing refunds: entrants expect their money back when they are turned down (054). */
export const DEFAULT_FEE_IF_NOT_SELECTED: TFeeIfNotSelected = 'refund';

/** The policy as entrants read it before paying, on the competition page and the registration's review step. */
export const FEE_IF_NOT_SELECTED_TEXT: Record<TFeeIfNotSelected, string> = {
  refund: 'If your entry is not selected, the whole fee is refunded to the way you paid.',
  keep: 'If your entry is not selected, the fee is not refunded: it pays for the review of your entry.',
};

/** A competition's fee terms, as its pricing (`GET …/contestants/pricing/{id}`) states them. */
export type TContestFeeTerms = { baseFeeCredits: number; perAdditionalContestantCredits: number };

/** The entry fee in credits: the base fee, plus a share for each member beyond the registrant. */
export function contestEntryFee(terms: TContestFeeTerms, additionalContestants: number): number {
  return terms.baseFeeCredits + additionalContestants * terms.perAdditionalContestantCredits;
}

/**
 * What cancelling an entry gives back of the `paidCredits` it paid, by CONTEST_REFUND_POLICY: all of it up to 7
 * days before the competition starts, half (rounded down) within the last 7 days, nothing once it has started.
 */
export function contestRefund(paidCredits: number, eventStartsAt: Date, now: Date = new Date()): number {
  const msLeft = eventStartsAt.getTime() - now.getTime();
  if (msLeft <= 0) return 0;
  if (msLeft >= FULL_REFUND_DAYS * DAY_MS) return paidCredits;
  return Math.floor(paidCredits / 2);
}
