/**
 * The refund sweep: every process asks again, on a timer, for the refunds whose next try has come (decision 038).
 * Changes when how often, how many at a time, or which refunds are swept does.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { Executor } from '../db/transaction.js';
import type { PaymentGateway } from './gateway.js';
import { duePartRefunds, settlePartRefund } from './part-refunds.js';
import { settlePaymentRefund } from './payment-refunds.js';
import { settleRequestedRefund } from './purchase-refunds.js';
import type { RefundOutcome } from './refund-attempts.js';

/** How often each process looks for refunds due a retry. */
export const REFUND_SWEEP_EVERY_MS = 30_000;
/** How many due refunds one sweep takes, so a sweep never holds a process for long; the rest wait a turn. */
const REFUND_SWEEP_BATCH = 25;

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
 * The sweep: every refund whose next try has come is asked again, a cancelled purchase's, a late or duplicate
 * payment's and some cancelled tickets' share alike. Two processes sweeping at once each take a
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
  // Some tickets of a booking paid by card cancelled: their share (decision 078).
  const parts = await duePartRefunds(db, now, REFUND_SWEEP_BATCH).execute();
  for (const { id } of parts)
    outcomes.push(await settlePartRefund(db, gateway, id, { ...options, now, dueOnly: true }));
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
