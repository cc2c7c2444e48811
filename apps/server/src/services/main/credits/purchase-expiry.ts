/**
 * A purchase found lapsed by a write path, stored as failed before the write acts on it (decision 013).
 * Changes when a write path meets a lapsed purchase differently.
 */
import { type Executor, inTransaction } from '../../../platform/db/transaction.js';
import { purchaseAsOf } from '../../../platform/payments/expiry.js';
import { noticePurchasesFailed } from '../../../platform/payments/purchase-notices.js';
import { expirePurchaseStatus } from '../../../platform/payments/purchase-status.js';
import type { PurchaseRow } from '../../../platform/payments/purposes.js';

/**
 * A write path that finds its purchase lapsed stores the failure before acting on it (the sweep does the same for
 * the rest); reads only show it, through purchaseAsOf (decision 013).
 */
export async function expireIfStale(executor: Executor, row: PurchaseRow): Promise<PurchaseRow> {
  const now = purchaseAsOf(row);
  if (now === row) return row;
  // The buyer is told in the same transaction as the failure is stored, whichever path stores it first.
  return inTransaction(executor, async (trx) => {
    const expired = await expirePurchaseStatus(trx, row);
    if (!expired) return row;
    await noticePurchasesFailed(trx, [expired], 'expired');
    return expired;
  });
}
