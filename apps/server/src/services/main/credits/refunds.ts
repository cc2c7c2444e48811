/**
 * Refunds to the original payment of a gateway purchase (decision 038). Changes when where a refund goes does.
 */
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors.js';
import { postTransaction, toInt } from '../../../platform/ledger/ledger.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { settleRequestedRefund } from '../../../platform/payments/purchase-refunds.js';
import { firstRefundRetryAt, originalRefundKey } from '../../../platform/payments/refund-attempts.js';
import { requestPurchaseRefund } from '../../../platform/payments/refund-status.js';
import { moneyText } from '../../../platform/wording.js';
import { reverseReferralReward } from '../referrals/reward-settlement.js';

/** Money in minor units and its currency, as the purchase row keeps it. */
export type Money = { amountMinor: number; currency: string };

/**
 * Sends `credits` of a gateway purchase back to the payment they were bought with (decision 038). Runs in the
 * transaction that cancels the thing paid for, after its credits were refunded to the wallet: those bought credits
 * leave the wallet to the gateway clearing account (a reversal of the purchase, drawing on the bought lot, never on
 * earned credits), and the purchase is marked `refund_status = 'requested'`. The gateway is asked after commit, by
 * `settleOriginalRefund`, and, if it refused, again by the refund sweep. A purchase refunds once: a second request
 * for it is refused.
 */
export async function requestOriginalRefund(
  trx: Executor,
  input: { purchaseId: string; credits: number; actorId: string; reason: string },
): Promise<Money> {
  const purchase = await trx
    .selectFrom('credit_purchases')
    .selectAll()
    .where('id', '=', input.purchaseId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  if (purchase.status !== 'completed' || !purchase.payment_id || !purchase.ledger_transaction_id)
    throw new AppError(
      'BUSINESS_RULE',
      'This payment cannot be refunded to where it came from; choose credits',
    );
  if (purchase.refund_status !== 'none')
    throw new AppError('CONFLICT', 'This payment has already been refunded');
  const credits = Math.min(input.credits, purchase.credits);
  const money = {
    amountMinor: Math.round((toInt(purchase.amount_minor) * credits) / purchase.credits),
    currency: purchase.currency,
  };
  await postTransaction(trx, {
    // One key per purchase, so one gateway refund per thing paid.
    idempotencyKey: originalRefundKey(purchase.id),
    kind: 'reversal',
    description: `Refunded ${moneyText(money.amountMinor, money.currency)} to the original payment`,
    reference: { type: 'credit_purchase', id: purchase.id },
    reversesId: purchase.ledger_transaction_id,
    createdBy: input.actorId,
    postings: [
      { account: { wallet: purchase.user_id }, amount: -credits },
      { account: { system: 'gatewayClearing' }, amount: credits },
    ],
  });
  // A referral reward follows the money: the refunded part of it is reversed (decision 051).
  await reverseReferralReward(trx, {
    purchaseId: purchase.id,
    purchased: purchase.credits,
    refunded: credits,
  });
  // Due for the sweep only after its cancel had the chance to settle it.
  if (!(await requestPurchaseRefund(trx, purchase.id, firstRefundRetryAt())))
    throw new AppError('CONFLICT', 'This payment has already been refunded');
  return money;
}

/**
 * Asks the gateway for a requested refund now, whether or not the sweep would (the cancel that requested it, or
 * a retry of that cancel). A refusal is counted and left for the sweep; see `settleRequestedRefund`.
 */
export const settleOriginalRefund = (db: Database, gateway: PaymentGateway, purchaseId: string) =>
  settleRequestedRefund(db, gateway, purchaseId);

/** Where a paid thing's refund stands, for the views that say where the money went. */
export function refundStateOf(purchase: { status: string; refund_status: string } | null) {
  if (purchase?.status !== 'completed' || purchase.refund_status === 'none') return null;
  if (purchase.refund_status === 'refunded') return 'done' as const;
  // The sweep gave up: the money is still owed, and an admin settles it by hand (decision 038).
  return purchase.refund_status === 'failed' ? ('failed' as const) : ('pending' as const);
}
