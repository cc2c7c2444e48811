/**
 * Partial refunds to a card (decision 078, amending 038): some tickets of a booking paid by card cancelled, their
 * share sent back to the payment, recorded in the cancel's transaction and asked of the gateway after commit, then
 * by the refund sweep. The one writer of `part_refunds`. Changes when how a part of a payment goes back does.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { Executor } from '../db/transaction.js';
import { toInt } from '../ledger/ledger.js';
import type { PaymentGateway } from './gateway.js';
import { askGateway, firstRefundRetryAt, type RefundOutcome } from './refund-attempts.js';

/** What the partial refunds of a purchase sent back so far: credits and money, for the next refund's share. */
export async function partRefundsOf(executor: Executor, purchaseId: string) {
  const row = await executor
    .selectFrom('part_refunds')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('credits'), eb.val('0')).as('credits'),
      eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), eb.val('0')).as('amount_minor'),
    ])
    .where('purchase_id', '=', purchaseId)
    .executeTakeFirst();
  return { credits: toInt(row?.credits ?? 0), amountMinor: toInt(row?.amount_minor ?? 0) };
}

/**
 * The money of `credits` more of a purchase sent back, after `before` already went: rounded on the running total,
 * so the parts and a final whole refund never add up to more than was paid (decision 078).
 */
export function shareOfPayment(
  purchase: { credits: number; amount_minor: string | number | bigint },
  before: { credits: number; amountMinor: number },
  credits: number,
) {
  const paid = toInt(purchase.amount_minor);
  return Math.round((paid * (before.credits + credits)) / purchase.credits) - before.amountMinor;
}

export type PartRefundRequest = {
  purchaseId: string;
  refundKey: string;
  paymentId: string;
  credits: number;
  amountMinor: number;
  currency: string;
  reason: string;
};

/**
 * Records a partial refund in the transaction that cancels the tickets; the caller holds the purchase row locked.
 * Answers the refund's id, or null when its key was already recorded (a retried cancel).
 */
export async function recordPartRefund(trx: Executor, request: PartRefundRequest, now = new Date()) {
  const row = await trx
    .insertInto('part_refunds')
    .values({
      purchase_id: request.purchaseId,
      refund_key: request.refundKey,
      payment_id: request.paymentId,
      credits: request.credits,
      amount_minor: request.amountMinor,
      currency: request.currency,
      reason: request.reason,
      retry_at: firstRefundRetryAt(now),
    })
    .onConflict((conflict) => conflict.column('refund_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Asks the gateway for a requested partial refund, once per call, as `settleRequestedRefund` does for a whole one:
 * the row locked `FOR NO KEY UPDATE SKIP LOCKED` and still requested (and due, for the sweep), its key on the call so
 * a retry after a timeout is never a second refund, a refusal counted with its backoff, `failed` after the last.
 */
export async function settlePartRefund(
  db: Database,
  gateway: PaymentGateway,
  refundId: string,
  options: { now?: Date; dueOnly?: boolean; log?: FastifyBaseLogger } = {},
): Promise<RefundOutcome> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('part_refunds')
      .selectAll()
      .where('id', '=', refundId)
      .where('status', '=', 'requested');
    if (options.dueOnly) query = query.where('retry_at', '<=', now);
    const refund = await query.forNoKeyUpdate().skipLocked().executeTakeFirst();
    if (!refund) return 'skipped';
    const amountMinor = toInt(refund.amount_minor);
    // A share that rounds to nothing is settled without asking the gateway for zero.
    const attempt =
      amountMinor === 0
        ? {
            outcome: 'refunded' as const,
            status: 'refunded' as const,
            attempts: refund.attempts,
            retryAt: null,
            lastError: null,
            error: null,
          }
        : await askGateway(gateway, refund.attempts, now, {
            paymentId: refund.payment_id,
            amountMinor,
            reason: refund.reason,
            idempotencyKey: refund.refund_key,
          });
    await trx
      .updateTable('part_refunds')
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
          refundId: refund.id,
          attempts: attempt.attempts,
          err: attempt.error,
        },
        'partial refund to the original payment gave up: an admin must refund it by hand',
      );
    return attempt.outcome;
  });
}

/** The partial refunds whose next try has come, oldest first, through their partial index (migration 0036). */
export const duePartRefunds = (executor: Executor, now: Date, limit: number) =>
  executor
    .selectFrom('part_refunds')
    .select('id')
    .where('status', '=', 'requested')
    .where('retry_at', '<=', now)
    .orderBy('retry_at')
    .limit(limit);

/**
 * An admin's answer to a partial refund the sweep gave up on (decision 096): asked again (due for the sweep at once,
 * its count of calls afresh) or recorded as refunded by hand. Answers false when it does not exist or is no longer
 * `failed`.
 */
export async function reopenOrCloseFailedPartRefund(
  trx: Executor,
  refundId: string,
  change: 'retry' | 'settle_by_hand',
  now: Date,
) {
  const changed = await trx
    .updateTable('part_refunds')
    .set(
      change === 'retry'
        ? { status: 'requested', attempts: 0, retry_at: now }
        : { status: 'refunded', retry_at: null, refunded_at: now },
    )
    .where('id', '=', refundId)
    .where('status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}
