import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { Executor } from '../db/transaction.js';
import { SYSTEM_ACCOUNTS, toInt } from '../ledger/ledger.js';
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
    const attempt = await askGateway(gateway, purchase.refund_attempts, now, {
      paymentId: purchase.payment_id,
      amountMinor: await refundedAmountMinor(trx, purchase),
      reason: 'Cancelled: refund to the original payment',
      idempotencyKey: originalRefundKey(purchase.id),
    });
    await trx
      .updateTable('credit_purchases')
      .set({
        refund_status: attempt.status,
        refund_attempts: attempt.attempts,
        refund_retry_at: attempt.retryAt,
        refund_last_error: attempt.lastError,
      })
      .where('id', '=', purchase.id)
      .execute();
    if (attempt.outcome === 'gave_up')
      options.log?.error(
        { purchaseId: purchase.id, attempts: attempt.attempts, err: attempt.error },
        'refund to the original payment gave up: an admin must refund it by hand',
      );
    return attempt.outcome;
  });
}

/**
 * One gateway call for a refund, and what the refund's row records of it: `refunded`, or the refusal counted with
 * the time of the next try (1, 2, 4 … minutes on), or `failed` after the last allowed call.
 */
async function askGateway(
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
 */
async function showOnUnpaidPurchase(
  trx: Executor,
  refund: { id: string; purchase_id: string },
  status: 'requested' | 'refunded' | 'failed',
) {
  const others = await trx
    .selectFrom('payment_refunds')
    .select('status')
    .where('purchase_id', '=', refund.purchase_id)
    .where('id', '<>', refund.id)
    .execute();
  const states = [status, ...others.map((row) => row.status)];
  await trx
    .updateTable('credit_purchases')
    .set({
      refund_status: states.includes('requested')
        ? 'requested'
        : states.includes('failed')
          ? 'failed'
          : 'refunded',
    })
    .where('id', '=', refund.purchase_id)
    .where('status', '<>', 'completed')
    .execute();
}

/** The late or duplicate payments whose next refund try has come, through their partial index (migration 0020). */
export const duePaymentRefunds = (executor: Executor, now: Date) =>
  executor
    .selectFrom('payment_refunds')
    .select('payment_id')
    .where('status', '=', 'requested')
    .where('retry_at', '<=', now)
    .orderBy('retry_at')
    .limit(REFUND_SWEEP_BATCH);

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
 * The sweep: every refund whose next try has come is asked again, a cancelled purchase's and a late or duplicate
 * payment's alike. Two processes sweeping at once each take a
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
  const payments = await duePaymentRefunds(db, now).where('gateway', '=', gateway.name).execute();
  for (const { payment_id } of payments)
    outcomes.push(await settlePaymentRefund(db, gateway, payment_id, { ...options, now, dueOnly: true }));
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
