/**
 * The contest entry fee and its refund, one rule for the server that charges and refunds them and the web that
 * shows them before anyone pays or cancels.
 */

const DAY_MS = 86_400_000;
/** A cancellation this many days or more before the competition starts gets the whole fee back. */
const FULL_REFUND_DAYS = 7;

export const CONTEST_REFUND_POLICY =
  'Full refund up to 7 days before the event, half within the last 7 days, none once it has started.';

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
