/**
 * Refunds to the original payment of a gateway purchase (decision 038). Changes when where a refund goes does.
 */
import type { TRefundState } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors.js';
import { postTransaction } from '../../../platform/ledger/ledger.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import {
  partRefundsOf,
  recordPartRefund,
  settlePartRefund,
  shareOfPayment,
} from '../../../platform/payments/part-refunds.js';
import { settleRequestedRefund } from '../../../platform/payments/purchase-refunds.js';
import { firstRefundRetryAt, originalRefundKey } from '../../../platform/payments/refund-attempts.js';
import { requestPurchaseRefund } from '../../../platform/payments/refund-status.js';
import { moneyText } from '../../../platform/wording.js';
import { reverseReferralReward } from '../referrals/reward-settlement.js';

/** Money in minor units and its currency, as the purchase row keeps it. */
export type Money = { amountMinor: number; currency: string };

/**
 * A gateway purchase locked for a refund to where it came from, refused unless it completed and nothing asked for
 * its whole refund yet: what partial refunds already sent back, and how many of `credits` are left to send.
 */
async function refundablePurchase(trx: Executor, input: { purchaseId: string; credits: number }) {
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
  const before = await partRefundsOf(trx, purchase.id);
  const credits = Math.min(input.credits, purchase.credits - before.credits);
  const { payment_id: paymentId, ledger_transaction_id: ledgerTransactionId } = purchase;
  return {
    purchase: { ...purchase, payment_id: paymentId, ledger_transaction_id: ledgerTransactionId },
    before,
    credits,
  };
}

/**
 * Sends `credits` of a gateway purchase back to the payment they were bought with (decision 038). Runs in the
 * transaction that cancels the thing paid for, after its credits were refunded to the wallet: those bought credits
 * leave the wallet to the gateway clearing account (a reversal of the purchase, drawing on the bought lot, never on
 * earned credits), and the purchase is marked `refund_status = 'requested'`. The gateway is asked after commit, by
 * `settleOriginalRefund`, and, if it refused, again by the refund sweep. A purchase refunds once: a second request
 * for it is refused. After partial refunds (some tickets cancelled, decision 078) it sends back only the rest.
 */
export async function requestOriginalRefund(
  trx: Executor,
  input: { purchaseId: string; credits: number; actorId: string; reason: string },
): Promise<Money> {
  const { purchase, before, credits } = await refundablePurchase(trx, input);
  const money = { amountMinor: shareOfPayment(purchase, before, credits), currency: purchase.currency };
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
    refunded: before.credits + credits,
  });
  // Due for the sweep only after its cancel had the chance to settle it.
  if (!(await requestPurchaseRefund(trx, purchase.id, firstRefundRetryAt())))
    throw new AppError('CONFLICT', 'This payment has already been refunded');
  return money;
}

/**
 * Sends the share of some cancelled tickets back to the gateway purchase that paid for them (decision 078): runs in
 * the transaction that cancels them, after their credits went back to the wallet. Those bought credits leave the
 * wallet to the gateway clearing account, and a partial refund is recorded under `refundKey` (the cancel's, so a
 * retry records nothing twice) for `settlePartialRefund` after commit and the sweep after that. The money is the
 * share on the running total of what went back, so the parts never add up to more than was paid; refused once the
 * purchase's own (whole) refund was asked for. Answers the refund's id and money, or null when nothing was left.
 */
export async function requestPartialOriginalRefund(
  trx: Executor,
  input: { purchaseId: string; credits: number; refundKey: string; actorId: string; reason: string },
): Promise<{ refundId: string; money: Money } | null> {
  const { purchase, before, credits } = await refundablePurchase(trx, input);
  if (credits <= 0) return null;
  const money = { amountMinor: shareOfPayment(purchase, before, credits), currency: purchase.currency };
  const refundId = await recordPartRefund(trx, {
    purchaseId: purchase.id,
    refundKey: input.refundKey,
    paymentId: purchase.payment_id,
    credits,
    amountMinor: money.amountMinor,
    currency: money.currency,
    reason: 'Tickets cancelled: refund to the original payment',
  });
  if (!refundId) throw new AppError('CONFLICT', 'This payment has already been refunded');
  await postTransaction(trx, {
    // The ledger's key is the refund's own: the purchase's one reversal (`originalRefundKey`) stays for the rest.
    idempotencyKey: `${input.refundKey}:original`,
    kind: 'reversal',
    description: `Refunded ${moneyText(money.amountMinor, money.currency)} to the original payment`,
    reference: { type: 'credit_purchase', id: purchase.id },
    createdBy: input.actorId,
    postings: [
      { account: { wallet: purchase.user_id }, amount: -credits },
      { account: { system: 'gatewayClearing' }, amount: credits },
    ],
  });
  await reverseReferralReward(trx, {
    purchaseId: purchase.id,
    purchased: purchase.credits,
    refunded: before.credits + credits,
  });
  return { refundId, money };
}

/** Asks the gateway for a partial refund now (the cancel that requested it); a refusal is left for the sweep. */
export const settlePartialRefund = (db: Database, gateway: PaymentGateway, refundId: string) =>
  settlePartRefund(db, gateway, refundId);

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

/**
 * A done refund an admin paid back outside the portal (decisions 098, 103): the reference from its
 * `refunds_settled_by_hand` row, which the reads join; null for one the gateway took, or one not done.
 */
export const settledByHand = (status: 'pending' | 'done' | 'failed', reference: string | null) =>
  status === 'done' && reference !== null ? { reference } : null;

/**
 * A refund as someone other than the person whose money it was reads it (an event's organiser): settled outside the
 * portal or not, never the admin's reference (decision 111).
 */
export const withoutReference = <Refund extends TRefundState>(refund: Refund): Refund =>
  refund.byHand ? { ...refund, byHand: { reference: null } } : refund;
