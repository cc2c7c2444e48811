/**
 * Sending back a late or duplicate payment the purchase could not take (decision 038): recorded in the
 * transaction that refused it, then asked of the gateway once per call, and shown on a purchase that never
 * completed. Changes when how such a payment goes back does.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { Executor } from '../db/transaction.js';
import { toInt } from '../ledger/ledger.js';
import type { PaymentGateway } from './gateway.js';
import { askGateway, firstRefundRetryAt, paymentRefundKey, type RefundOutcome } from './refund-attempts.js';
import { showLateRefunds } from './refund-status.js';

/** A payment to send back, as the purchase flow decided in the transaction that refused it. */
export type PaymentRefundRequest = {
  purchaseId: string;
  gateway: 'sandbox' | 'razorpay';
  paymentId: string;
  amountMinor: number;
  currency: string;
  reason: string;
};

/**
 * Records a late or duplicate payment for a refund, in the transaction that found the purchase could not take it,
 * so the refund survives the gateway refusing it, a timeout, or the process stopping before it asks. A payment
 * reported twice (the browser's return and the webhook) is recorded once; the answer says whether this call
 * recorded it. Due for the sweep a minute on: the request that recorded it asks the gateway first.
 */
export async function requestPaymentRefund(trx: Executor, request: PaymentRefundRequest, now = new Date()) {
  const recorded = await trx
    .insertInto('payment_refunds')
    .values({
      purchase_id: request.purchaseId,
      gateway: request.gateway,
      payment_id: request.paymentId,
      amount_minor: request.amountMinor,
      currency: request.currency,
      reason: request.reason,
      retry_at: firstRefundRetryAt(now),
    })
    .onConflict((conflict) => conflict.columns(['gateway', 'payment_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return recorded !== undefined;
}

/**
 * Asks the gateway to send back a late or duplicate payment, once, exactly as `settleRequestedRefund` does for a
 * purchase: the refund's row locked `FOR NO KEY UPDATE SKIP LOCKED` and still requested (and due, for the sweep),
 * the key `payment:<paymentId>:refund` on the call, a refusal counted with its backoff, `failed` after the last
 * call. A purchase that never completed shows its late payment's refund in its own `refund_status`, as it did
 * before these refunds were retried; a completed purchase's `refund_status` is its own refund's and is left alone.
 */
export async function settlePaymentRefund(
  db: Database,
  gateway: PaymentGateway,
  paymentId: string,
  options: { now?: Date; dueOnly?: boolean; log?: FastifyBaseLogger } = {},
): Promise<RefundOutcome> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('payment_refunds')
      .selectAll()
      .where('gateway', '=', gateway.name)
      .where('payment_id', '=', paymentId)
      .where('status', '=', 'requested');
    if (options.dueOnly) query = query.where('retry_at', '<=', now);
    const refund = await query.forNoKeyUpdate().skipLocked().executeTakeFirst();
    if (!refund) return 'skipped';
    const attempt = await askGateway(gateway, refund.attempts, now, {
      paymentId: refund.payment_id,
      amountMinor: toInt(refund.amount_minor),
      reason: refund.reason,
      idempotencyKey: paymentRefundKey(refund.payment_id),
    });
    // The purchase first: a payment reported again meanwhile holds the purchase and then looks for this row by its
    // payment; rewriting the row's index entries before waiting for the purchase would make it wait on us.
    await showOnUnpaidPurchase(trx, refund, attempt.status);
    await trx
      .updateTable('payment_refunds')
      .set({
        status: attempt.status,
        attempts: attempt.attempts,
        retry_at: attempt.retryAt,
        last_error: attempt.lastError,
        refunded_at: attempt.status === 'refunded' ? now : null,
      })
      .where('id', '=', refund.id)
      .execute();
    if (attempt.outcome === 'gave_up')
      options.log?.error(
        {
          purchaseId: refund.purchase_id,
          paymentId: refund.payment_id,
          attempts: attempt.attempts,
          err: attempt.error,
        },
        'refund of a late or duplicate payment gave up: an admin must refund it by hand',
      );
    return attempt.outcome;
  });
}

/**
 * A purchase that never completed says where its late payments' refunds stand: requested while any is, failed if
 * any gave up, refunded once all went back. A completed purchase is not touched.
 *
 * The purchase row is locked before its refunds are read: two of its payments settled at once on two processes
 * would otherwise each read the other's refund as still requested, and the later commit would leave the purchase
 * `requested` for ever. Every write of a payment refund's status holds the purchase first (decision 049).
 */
async function showOnUnpaidPurchase(
  trx: Executor,
  refund: { id: string; purchase_id: string },
  status: 'requested' | 'refunded' | 'failed',
) {
  const unpaid = await trx
    .selectFrom('credit_purchases')
    .select('id')
    .where('id', '=', refund.purchase_id)
    .where('status', '<>', 'completed')
    .forNoKeyUpdate()
    .executeTakeFirst();
  // A completed purchase (a duplicate payment's) keeps its own refund state, and its row is not waited for.
  if (!unpaid) return;
  const others = await trx
    .selectFrom('payment_refunds')
    .select('status')
    .where('purchase_id', '=', refund.purchase_id)
    .where('id', '<>', refund.id)
    .execute();
  await showLateRefunds(trx, refund.purchase_id, [status, ...others.map((row) => row.status)]);
}

/**
 * An admin's answer to a late or duplicate payment's given-up refund (decision 096): asked again (due for the sweep
 * at once, its count of calls afresh) or recorded as refunded by hand. The purchase is held first, as every write of
 * a payment refund's status does (decision 049), and a never-completed purchase shows the new state. Answers false
 * when the refund does not exist or is no longer `failed`.
 */
export async function reopenOrCloseFailedPaymentRefund(
  trx: Executor,
  refundId: string,
  change: 'retry' | 'settle_by_hand',
  now: Date,
) {
  const refund = await trx
    .selectFrom('payment_refunds')
    .select(['id', 'purchase_id'])
    .where('id', '=', refundId)
    .executeTakeFirst();
  if (!refund) return false;
  const status = change === 'retry' ? ('requested' as const) : ('refunded' as const);
  await trx
    .selectFrom('credit_purchases')
    .select('id')
    .where('id', '=', refund.purchase_id)
    .forNoKeyUpdate()
    .executeTakeFirst();
  const changed = await trx
    .updateTable('payment_refunds')
    .set(
      change === 'retry'
        ? { status, attempts: 0, retry_at: now }
        : { status, retry_at: null, refunded_at: now },
    )
    .where('id', '=', refund.id)
    .where('status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
  if (!changed) return false;
  await showOnUnpaidPurchase(trx, refund, status);
  return true;
}
