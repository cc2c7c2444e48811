/**
 * Paying for one thing (a booking, a competition entry's fee, a job application's fee): the steps every such
 * payment shares, once (decisions 023, 034 and 065). The thing's own file says only what is its own: how it is
 * paid from the wallet, whether it can still be paid, and how a checkout is named on it. Changes when the way
 * a thing is paid through the gateway, or paid back, changes for all three at once. Completing the payment is
 * `completePurposePurchase` (purchases.ts), the same for all three too.
 */
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/db/transaction.js';
import type { AppError } from '../../../platform/errors.js';
import { hasLapsed } from '../../../platform/payments/expiry.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { cancelPurchase, initiatePurposePurchase } from './purchases.js';
import { settleOriginalRefund } from './refunds.js';

/** What is paid for: the purchase's purpose and reference (decision 034). */
export type PaidThing = { purpose: string; purposeRef: string };

/** The thing about to be paid through the gateway: its price, how checkout names it, its checkout still open. */
export type Unpaid = { credits: number; description: string; openPurchaseId: string | null };

/**
 * What naming a new checkout on the thing found: named; or not, because another checkout was named meanwhile
 * (that one is answered, `refusal` null) or the thing can no longer be paid (`refusal` says why).
 */
export type Naming = { named: true } | { named: false; refusal: AppError | null };

/**
 * Pays for a thing: from the wallet at once (`payWithCredits`), or through a gateway purchase of exactly its
 * credits. A checkout already open for the thing is answered again rather than a second one opened (the
 * idempotency of paying for a thing); a new one is named on the thing, and withdrawn (cancelled, nothing was
 * charged) when the thing changed while it was set up, so no pending purchase is left that the thing does not name.
 */
export async function payForThing(
  db: Database,
  gateway: PaymentGateway,
  input: PaidThing & {
    userId: string;
    method: 'credits' | 'gateway';
    payWithCredits: () => Promise<unknown>;
    /** The thing as it waits for the gateway, refused early by the same rules as the payment itself. */
    unpaid: () => Promise<Unpaid>;
    /** Names the new checkout on the thing, if it is still the thing `unpaid` priced. */
    nameCheckout: (purchaseId: string, unpaid: Unpaid) => Promise<Naming>;
  },
): Promise<void> {
  if (input.method === 'credits') {
    await input.payWithCredits();
    return;
  }
  const unpaid = await input.unpaid();
  if (unpaid.openPurchaseId) return;
  const purchase = await initiatePurposePurchase(db, gateway, {
    userId: input.userId,
    credits: unpaid.credits,
    purpose: input.purpose,
    purposeRef: input.purposeRef,
    description: unpaid.description,
  });
  const naming = await input.nameCheckout(purchase.purchaseId, unpaid);
  if (naming.named) return;
  await cancelPurchase(db, { userId: input.userId, purchaseId: purchase.purchaseId });
  if (naming.refusal) throw naming.refusal;
}

/** The thing's gateway purchase while its checkout is still open (pending and not lapsed), or null. */
export async function openCheckoutOf(executor: Executor, thing: { purchase_id: string | null }) {
  if (!thing.purchase_id) return null;
  const purchase = await executor
    .selectFrom('credit_purchases')
    .select(['id', 'status', 'expires_at'])
    .where('id', '=', thing.purchase_id)
    .executeTakeFirst();
  return purchase && purchase.status === 'pending' && !hasLapsed(purchase) ? purchase.id : null;
}

/**
 * Asks the gateway for a cancelled thing's refund to its original payment (decision 038), after the cancel
 * committed, whatever the gateway answers: a gateway that fails leaves the refund requested (the thing shows it
 * pending) for the refund sweep or the next cancel attempt, instead of answering an error for a cancel that
 * happened.
 */
export async function settleRefundQuietly(db: Database, gateway: PaymentGateway, purchaseId: string) {
  try {
    await settleOriginalRefund(db, gateway, purchaseId);
  } catch {
    // Still `requested`: the refund sweep (platform/payments/refund-retries.ts) or a cancel retry settles it.
  }
}
