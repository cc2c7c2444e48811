/**
 * A credit purchase's refund state and its one writer (decision 072): the table of allowed changes and the
 * statements that make them. `refund-status-one-writer.test.ts` fails if another file writes the column. Changes when
 * a refund gains a state or a way to reach one (decisions 013, 038 and 049 say which exist).
 *
 * The column means two things, by the purchase's status. On a completed purchase it is that purchase's own refund
 * to its original payment: asked for once, then settled by the gateway, retried, or given up. On a purchase that
 * never completed it summarises the refunds of the late payments that reached it (the rows of `payment_refunds`),
 * written with the purchase row locked so that two refunds settled at once cannot leave it stale (decision 049).
 */
import type { Selectable } from 'kysely';
import type { CreditPurchasesTable } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import type { RefundAttempt } from './refund-attempts.js';

export type RefundStatus = Selectable<CreditPurchasesTable>['refund_status'];

/**
 * What a write path asks of a completed purchase's own refund: the cancel asks (`request`), the gateway's answer
 * settles (`settle`), and an admin asks again (`retry`) or records one made by hand (`settle_by_hand`) once the sweep
 * gave up (decision 096).
 */
export type RefundChange = 'request' | 'settle' | 'retry' | 'settle_by_hand';

/**
 * A completed purchase's own refund: asked for once (`none` → `requested`), then each call to the gateway settles it
 * as refunded, failed after the last refusal, or still requested with its next try. Nothing leaves `refunded`; a
 * `failed` refund only by an admin, who asks again or settles it by hand (decisions 038 and 096).
 */
export const REFUND_TRANSITIONS: Record<RefundStatus, Partial<Record<RefundChange, RefundStatus[]>>> = {
  none: { request: ['requested'] },
  requested: { settle: ['requested', 'refunded', 'failed'] },
  refunded: {},
  failed: { retry: ['requested'], settle_by_hand: ['refunded'] },
};

/** The refund states `change` may start from. */
export function refundStatusesAllowing(change: RefundChange): RefundStatus[] {
  return (Object.keys(REFUND_TRANSITIONS) as RefundStatus[]).filter(
    (status) => change in REFUND_TRANSITIONS[status],
  );
}

/**
 * Marks a completed purchase's refund as asked for, due for the sweep at `retryAt`. The caller holds the row locked
 * and found no refund yet; answers false when the table refused (a refund already asked for).
 */
export async function requestPurchaseRefund(executor: Executor, purchaseId: string, retryAt: Date) {
  const row = await executor
    .updateTable('credit_purchases')
    .set({ refund_status: 'requested', refund_attempts: 0, refund_retry_at: retryAt })
    .where('id', '=', purchaseId)
    .where('status', '=', 'completed')
    .where('refund_status', 'in', refundStatusesAllowing('request'))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An admin's answer to a completed purchase's given-up refund (decision 096): asked again, due for the sweep at
 * once with its count of calls started afresh, or recorded as refunded by hand. The caller holds the row locked;
 * answers false when the refund was no longer `failed`.
 */
export async function reopenOrCloseFailedPurchaseRefund(
  executor: Executor,
  purchaseId: string,
  change: 'retry' | 'settle_by_hand',
  now: Date,
) {
  const row = await executor
    .updateTable('credit_purchases')
    .set(
      change === 'retry'
        ? { refund_status: 'requested', refund_attempts: 0, refund_retry_at: now }
        : { refund_status: 'refunded', refund_retry_at: null },
    )
    .where('id', '=', purchaseId)
    .where('status', '=', 'completed')
    .where('refund_status', 'in', refundStatusesAllowing(change))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records one call to the gateway for a completed purchase's requested refund: its outcome, count and next try. */
export async function settlePurchaseRefundStatus(
  executor: Executor,
  purchaseId: string,
  attempt: RefundAttempt,
) {
  await executor
    .updateTable('credit_purchases')
    .set({
      refund_status: attempt.status,
      refund_attempts: attempt.attempts,
      refund_retry_at: attempt.retryAt,
      refund_last_error: attempt.lastError,
    })
    .where('id', '=', purchaseId)
    .where('status', '=', 'completed')
    .where('refund_status', 'in', refundStatusesAllowing('settle'))
    .execute();
}

/** Where the late payments' refunds of a purchase that never completed stand, from each refund's own state. */
export function summaryOfLateRefunds(
  states: Array<'requested' | 'refunded' | 'failed'>,
): 'requested' | 'refunded' | 'failed' {
  if (states.includes('requested')) return 'requested';
  return states.includes('failed') ? 'failed' : 'refunded';
}

/**
 * Writes the summary of a never-completed purchase's late-payment refunds. The caller holds the purchase row locked
 * (decision 049) and read every refund's state under that lock; a completed purchase is never touched here.
 */
export async function showLateRefunds(
  executor: Executor,
  purchaseId: string,
  states: Array<'requested' | 'refunded' | 'failed'>,
) {
  return executor
    .updateTable('credit_purchases')
    .set({ refund_status: summaryOfLateRefunds(states) })
    .where('id', '=', purchaseId)
    .where('status', '<>', 'completed')
    .returningAll()
    .executeTakeFirst();
}
