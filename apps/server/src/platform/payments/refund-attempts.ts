/**
 * One try at a refund and the rule for the next (decision 038): the refunds' idempotency keys, how many gateway
 * calls a refund gets, the backoff between them, and what a row records of one call. Changes when that rule does.
 */
import type { PaymentGateway } from './gateway.js';

/** The ledger key of a purchase's refund to its payment, and the gateway's idempotency key for it (decision 038). */
export const originalRefundKey = (purchaseId: string) => `purchase:${purchaseId}:refund`;
/**
 * The gateway's idempotency key for sending back a payment the purchase could not take (a late or duplicate one).
 * Named by the payment, not the purchase: a second payment for a paid purchase and that purchase's own refund, if
 * it is later cancelled, are two refunds and must never answer for each other.
 */
export const paymentRefundKey = (paymentId: string) => `payment:${paymentId}:refund`;

/** Gateway calls for one refund before the sweep gives up and leaves it `failed` for an admin (decision 038). */
export const REFUND_ATTEMPTS = 8;

/**
 * The wait after the `attempts`-th refusal: a minute, doubling, at most six hours. Eight attempts span about two
 * hours, long enough for a gateway outage to pass, short enough that an admin hears of a refund the same day.
 */
export const refundRetryDelayMs = (attempts: number) =>
  Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 3_600_000);

/** When a freshly requested refund is due for the sweep: its cancel settles it first, the sweep only after. */
export const firstRefundRetryAt = (now = new Date()) => new Date(now.getTime() + refundRetryDelayMs(1));

export type RefundOutcome = 'refunded' | 'retrying' | 'gave_up' | 'skipped';

/** What one gateway call for a refund leaves to record. */
export type RefundAttempt = Awaited<ReturnType<typeof askGateway>>;

/**
 * One gateway call for a refund, and what the refund's row records of it: `refunded`, or the refusal counted with
 * the time of the next try (1, 2, 4 … minutes on), or `failed` after the last allowed call.
 */
export async function askGateway(
  gateway: PaymentGateway,
  attemptsBefore: number,
  now: Date,
  request: Parameters<PaymentGateway['refund']>[0],
) {
  const attempts = attemptsBefore + 1;
  try {
    await gateway.refund(request);
    return {
      outcome: 'refunded' as const,
      status: 'refunded' as const,
      attempts,
      retryAt: null,
      lastError: null,
      error: null,
    };
  } catch (error) {
    const gaveUp = attempts >= REFUND_ATTEMPTS;
    const why = error instanceof Error ? error.message : String(error);
    return {
      outcome: gaveUp ? ('gave_up' as const) : ('retrying' as const),
      status: gaveUp ? ('failed' as const) : ('requested' as const),
      attempts,
      retryAt: gaveUp ? null : new Date(now.getTime() + refundRetryDelayMs(attempts)),
      lastError: why.slice(0, 500),
      error,
    };
  }
}
