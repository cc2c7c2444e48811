/**
 * Settling a cancelled purchase's refund to its original payment (decision 038): asked of the gateway once per
 * call, by the cancel itself first and by the sweep after. Changes when how that refund is asked for does.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { Executor } from '../db/transaction.js';
import { SYSTEM_ACCOUNTS, toInt } from '../ledger/ledger.js';
import type { PaymentGateway } from './gateway.js';
import { partRefundsOf, shareOfPayment } from './part-refunds.js';
import { askGateway, originalRefundKey, type RefundOutcome } from './refund-attempts.js';
import { settlePurchaseRefundStatus } from './refund-status.js';

/**
 * Asks the gateway for a requested refund, once. The purchase row stays locked (`FOR NO KEY UPDATE SKIP LOCKED`)
 * while the gateway answers, so a cancel, or a sweep on another process, racing it skips it rather than asking
 * twice; the call carries the refund's idempotency key, so a retry after a crash or a timeout whose refund did go
 * through is not a second refund either. A refusal or a timeout is counted and stored with the time of the next
 * try, in the same transaction; the last allowed refusal leaves the refund `failed` and says so in the log.
 * `dueOnly` (the sweep) leaves alone a refund whose next try is still ahead.
 */
export async function settleRequestedRefund(
  db: Database,
  gateway: PaymentGateway,
  purchaseId: string,
  options: { now?: Date; dueOnly?: boolean; log?: FastifyBaseLogger } = {},
): Promise<RefundOutcome> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('credit_purchases')
      .selectAll()
      .where('id', '=', purchaseId)
      .where('refund_status', '=', 'requested')
      .where('status', '=', 'completed');
    if (options.dueOnly) query = query.where('refund_retry_at', '<=', now);
    const purchase = await query.forNoKeyUpdate().skipLocked().executeTakeFirst();
    if (!purchase?.payment_id) return 'skipped';
    const attempt = await askGateway(gateway, purchase.refund_attempts, now, {
      paymentId: purchase.payment_id,
      amountMinor: await refundedAmountMinor(trx, purchase),
      reason: 'Cancelled: refund to the original payment',
      idempotencyKey: originalRefundKey(purchase.id),
    });
    await settlePurchaseRefundStatus(trx, purchase.id, attempt);
    if (attempt.outcome === 'gave_up')
      options.log?.error(
        { purchaseId: purchase.id, attempts: attempt.attempts, err: attempt.error },
        'refund to the original payment gave up: an admin must refund it by hand',
      );
    return attempt.outcome;
  });
}

/**
 * The money of the credits the refund posting sent back to the gateway, after any partial refunds of the purchase
 * (decision 078): rounded on the running total, so all of them never add up to more than was paid.
 */
async function refundedAmountMinor(
  trx: Executor,
  purchase: { id: string; credits: number; amount_minor: string | number | bigint },
) {
  const entry = await trx
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select('e.amount')
    .where('t.idempotency_key', '=', originalRefundKey(purchase.id))
    .where('a.code', '=', SYSTEM_ACCOUNTS.gatewayClearing)
    .executeTakeFirstOrThrow();
  return shareOfPayment(purchase, await partRefundsOf(trx, purchase.id), toInt(entry.amount));
}
