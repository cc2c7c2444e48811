import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { Executor } from '../db/transaction.js';
import { SYSTEM_ACCOUNTS, toInt } from '../ledger/ledger.js';
import type { PaymentGateway } from './gateway.js';

/** The ledger key of a purchase's refund to its payment, and the gateway's idempotency key for it (decision 038). */
export const originalRefundKey = (purchaseId: string) => `purchase:${purchaseId}:refund`;

/** Gateway calls for one refund before the sweep gives up and leaves it `failed` for an admin (decision 038). */
export const REFUND_ATTEMPTS = 8;
/** How often each process looks for refunds due a retry. */
export const REFUND_SWEEP_EVERY_MS = 30_000;
/** How many due refunds one sweep takes, so a sweep never holds a process for long; the rest wait a turn. */
const REFUND_SWEEP_BATCH = 25;

/**
 * The wait after the `attempts`-th refusal: a minute, doubling, at most six hours. Eight attempts span about two
 * hours, long enough for a gateway outage to pass, short enough that an admin hears of a refund the same day.
 */
export const refundRetryDelayMs = (attempts: number) =>
  Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 3_600_000);

/** When a freshly requested refund is due for the sweep: its cancel settles it first, the sweep only after. */
export const firstRefundRetryAt = (now = new Date()) => new Date(now.getTime() + refundRetryDelayMs(1));

export type RefundOutcome = 'refunded' | 'retrying' | 'gave_up' | 'skipped';

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
    try {
      await gateway.refund({
        paymentId: purchase.payment_id,
        amountMinor: await refundedAmountMinor(trx, purchase),
        reason: 'Cancelled: refund to the original payment',
        idempotencyKey: originalRefundKey(purchase.id),
      });
    } catch (error) {
      const attempts = purchase.refund_attempts + 1;
      const gaveUp = attempts >= REFUND_ATTEMPTS;
      const why = error instanceof Error ? error.message : String(error);
      await trx
        .updateTable('credit_purchases')
        .set({
          refund_status: gaveUp ? 'failed' : 'requested',
          refund_attempts: attempts,
          refund_retry_at: gaveUp ? null : new Date(now.getTime() + refundRetryDelayMs(attempts)),
          refund_last_error: why.slice(0, 500),
        })
        .where('id', '=', purchase.id)
        .execute();
      if (gaveUp)
        options.log?.error(
          { purchaseId: purchase.id, attempts, err: error },
          'refund to the original payment gave up: an admin must refund it by hand',
        );
      return gaveUp ? 'gave_up' : 'retrying';
    }
    await trx
      .updateTable('credit_purchases')
      .set({
        refund_status: 'refunded',
        refund_attempts: purchase.refund_attempts + 1,
        refund_retry_at: null,
        refund_last_error: null,
      })
      .where('id', '=', purchase.id)
      .execute();
    return 'refunded';
  });
}

/** The money of the credits the refund posting sent back to the gateway. */
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
  return Math.round((toInt(purchase.amount_minor) * toInt(entry.amount)) / purchase.credits);
}

/**
 * The refunds whose next try has come, oldest first. It reads them through the partial index on requested refunds
 * by `refund_retry_at` (migration 0019), so it stays short however many purchases there are.
 */
export const dueRefunds = (executor: Executor, now: Date) =>
  executor
    .selectFrom('credit_purchases')
    .select('id')
    .where('refund_status', '=', 'requested')
    .where('refund_retry_at', '<=', now)
    .orderBy('refund_retry_at')
    .limit(REFUND_SWEEP_BATCH);

/**
 * The sweep: every refund whose next try has come is asked again. Two processes sweeping at once each take a
 * refund only if nobody holds it and it is still requested and due, so each refund is asked for once per turn.
 */
export async function retryDueRefunds(
  db: Database,
  gateway: PaymentGateway,
  options: { now?: Date; log?: FastifyBaseLogger } = {},
) {
  const now = options.now ?? new Date();
  const due = await dueRefunds(db, now).execute();
  const outcomes: RefundOutcome[] = [];
  for (const { id } of due)
    outcomes.push(await settleRequestedRefund(db, gateway, id, { ...options, now, dueOnly: true }));
  return outcomes;
}

/**
 * Every process sweeps, as it does lapsed purchases (`startPurchaseSweep`); a turn still running when the next is
 * due is not doubled in the same process.
 */
export function startRefundSweep(app: FastifyInstance, everyMs = REFUND_SWEEP_EVERY_MS) {
  let running = false;
  const sweep = setInterval(() => {
    if (running) return;
    running = true;
    retryDueRefunds(app.db, app.paymentGateway, { log: app.log })
      .catch((error: unknown) => app.log.error({ err: error }, 'refund sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
