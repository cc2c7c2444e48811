/**
 * A credit purchase's status and its one writer (decision 065): the table of allowed changes and the statements
 * that make them. Every other file asks these functions; `purchase-status-one-writer.test.ts` keeps it so.
 * Changes when a purchase gains a status or a way to leave one (decisions 013, 023 and 034 say which exist).
 */
import type { Selectable } from 'kysely';
import type { CreditPurchasesTable } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { AppError } from '../errors.js';
import { say } from '../i18n/say.js';

export type PurchaseStatus = Selectable<CreditPurchasesTable>['status'];

/** What a write path asks of a purchase's status. */
export type PurchaseChange = 'complete' | 'fail' | 'expire' | 'cancel';

/**
 * The one table of allowed changes, from where a purchase stands. Only a pending purchase moves: a completed one
 * is paid (a second payment for it is refunded, its status stays), and a failed or cancelled one is closed (a
 * late payment for it is refunded, decision 013). What is not in the table is refused.
 */
export const PURCHASE_TRANSITIONS: Record<PurchaseStatus, Partial<Record<PurchaseChange, PurchaseStatus>>> = {
  pending: { complete: 'completed', fail: 'failed', expire: 'failed', cancel: 'cancelled' },
  completed: {},
  cancelled: {},
  failed: {},
};

/**
 * The statuses a change may start from. Every statement below updates a row only while it is still in one of
 * them, so a change the table refuses writes nothing, whoever raced it.
 */
export function statusesAllowing(change: PurchaseChange): PurchaseStatus[] {
  return (Object.keys(PURCHASE_TRANSITIONS) as PurchaseStatus[]).filter(
    (status) => change in PURCHASE_TRANSITIONS[status],
  );
}

/** The status `change` leads to from `status`, or null when the table does not allow it. */
export function nextStatus(status: PurchaseStatus, change: PurchaseChange): PurchaseStatus | null {
  return PURCHASE_TRANSITIONS[status][change] ?? null;
}

export const PAYMENT_WINDOW_EXPIRED = 'Payment window expired';

/** Refuses a change the table does not allow, in the words of the purchase flow. */
export function assertPurchaseChange(purchase: { status: PurchaseStatus }, change: PurchaseChange) {
  if (!nextStatus(purchase.status, change))
    throw new AppError('CONFLICT', say('Purchase is already {status}', { status: purchase.status }));
}

/**
 * Completes a paid purchase with its payment and its ledger posting. The caller holds the row locked and found it
 * pending; a row that is not any more is refused, never completed twice.
 */
export async function completePurchaseStatus(
  executor: Executor,
  purchaseId: string,
  paid: { paymentId: string; ledgerTransactionId: string; at?: Date },
) {
  const at = paid.at ?? new Date();
  const row = await executor
    .updateTable('credit_purchases')
    .set({
      status: 'completed',
      payment_id: paid.paymentId,
      completed_at: at,
      closed_at: at,
      ledger_transaction_id: paid.ledgerTransactionId,
    })
    .where('id', '=', purchaseId)
    .where('status', 'in', statusesAllowing('complete'))
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('CONFLICT', 'This purchase is no longer pending');
  return row;
}

/**
 * Fails a purchase for `reason` (the gateway refused the order or the payment, or the thing paid for refused it).
 * Answers the failed row, or undefined when it was no longer pending (a webhook after the browser, a race).
 */
export function failPurchaseStatus(executor: Executor, purchaseId: string, reason: string) {
  return executor
    .updateTable('credit_purchases')
    .set({ status: 'failed', failure_reason: reason, closed_at: new Date() })
    .where('id', '=', purchaseId)
    .where('status', 'in', statusesAllowing('fail'))
    .returningAll()
    .executeTakeFirst();
}

/** Cancels a pending purchase at its buyer's request; undefined when it was no longer pending. */
export function cancelPurchaseStatus(executor: Executor, purchaseId: string) {
  return executor
    .updateTable('credit_purchases')
    .set({ status: 'cancelled', failure_reason: 'Cancelled by the user', closed_at: new Date() })
    .where('id', '=', purchaseId)
    .where('status', 'in', statusesAllowing('cancel'))
    .returningAll()
    .executeTakeFirst();
}

/** Stores one lapsed purchase as failed, closed when its window closed; undefined when it was no longer pending. */
export function expirePurchaseStatus(executor: Executor, purchase: { id: string; expires_at: Date }) {
  return executor
    .updateTable('credit_purchases')
    .set({ status: 'failed', failure_reason: PAYMENT_WINDOW_EXPIRED, closed_at: purchase.expires_at })
    .where('id', '=', purchase.id)
    .where('status', 'in', statusesAllowing('expire'))
    .returningAll()
    .executeTakeFirst();
}

/**
 * The sweep's statement: every purchase whose window closed by `now`. It finds pending rows by `expires_at`
 * through a partial index on exactly those rows (migration 0017), so it stays short however many have closed.
 */
export const expireLapsedPurchaseStatuses = (executor: Executor, now: Date) =>
  executor
    .updateTable('credit_purchases')
    .set((eb) => ({
      status: 'failed',
      failure_reason: PAYMENT_WINDOW_EXPIRED,
      closed_at: eb.ref('expires_at'),
    }))
    .where('status', 'in', statusesAllowing('expire'))
    .where('expires_at', '<=', now);
