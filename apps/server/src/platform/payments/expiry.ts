/**
 * A pending purchase's payment window (decision 013): reading a lapsed one as failed, and the sweep that stores it.
 * Changes when the window's rules do.
 */
import type { FastifyInstance } from 'fastify';
import { type Executor, inTransaction } from '../db/transaction.js';
import { noticePurchasesFailed } from './purchase-notices.js';
import { expireLapsedPurchaseStatuses, PAYMENT_WINDOW_EXPIRED } from './purchase-status.js';
import type { PurchaseRow } from './purposes.js';

export { PAYMENT_WINDOW_EXPIRED };

/** How often each process fails lapsed purchases; reads show them failed before that (decision 013). */
export const PURCHASE_SWEEP_EVERY_MS = 60_000;

/** A purchase still pending after its payment window: nothing can complete it any more. */
export const hasLapsed = (purchase: Pick<PurchaseRow, 'status' | 'expires_at'>, now = new Date()) =>
  purchase.status === 'pending' && purchase.expires_at.getTime() <= now.getTime();

/**
 * The purchase as it stands at `now`: a lapsed one reads as failed, closed when its window closed, exactly as
 * the sweep or the next write will store it. A read shows this and writes nothing (decision 013).
 */
export function purchaseAsOf<Row extends Pick<PurchaseRow, 'status' | 'expires_at'>>(
  purchase: Row,
  now = new Date(),
): Row {
  if (!hasLapsed(purchase, now)) return purchase;
  return {
    ...purchase,
    status: 'failed',
    failure_reason: PAYMENT_WINDOW_EXPIRED,
    closed_at: purchase.expires_at,
  };
}

/**
 * Stores the failure of every lapsed purchase (the sweep) and tells each buyer of plain credits, in one
 * transaction; answers how many it failed.
 */
export async function expireLapsedPurchases(executor: Executor, now = new Date()): Promise<number> {
  return inTransaction(executor, async (trx) => {
    const expired = await expireLapsedPurchaseStatuses(trx, now)
      .returning(['id', 'user_id', 'purpose', 'credits', 'amount_minor', 'currency', 'failure_reason'])
      .execute();
    await noticePurchasesFailed(trx, expired, 'expired');
    return expired.length;
  });
}

/**
 * Every process sweeps, since any process can complete a payment (decision 034); sweeps racing each other fail
 * each purchase once, because only a still-pending row is updated.
 */
export function startPurchaseSweep(app: FastifyInstance, everyMs = PURCHASE_SWEEP_EVERY_MS) {
  const sweep = setInterval(() => {
    expireLapsedPurchases(app.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'purchase sweep failed'),
    );
  }, everyMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
