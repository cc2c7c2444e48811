/**
 * A payment reported for a purchase, by the browser or the webhook: confirmed exactly once in the purchase's
 * transaction (credits posted, the purpose fulfilled) or recorded for a refund, which is asked after commit, and
 * the answer the payer gets. Changes when a payment can be reported another way or meets a new state.
 */
import type { TCreditPurchase } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { postTransaction, toInt } from '../../../platform/ledger/ledger.js';
import { PAYMENT_WINDOW_EXPIRED } from '../../../platform/payments/expiry.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { requestPaymentRefund, settlePaymentRefund } from '../../../platform/payments/payment-refunds.js';
import { noticePurchaseCompleted } from '../../../platform/payments/purchase-notices.js';
import { completePurchaseStatus, failPurchaseStatus } from '../../../platform/payments/purchase-status.js';
import { PLAIN_CREDITS, type PurchaseRow, purposeOf } from '../../../platform/payments/purposes.js';
import { showLateRefunds } from '../../../platform/payments/refund-status.js';
import { creditsText } from '../../../platform/wording.js';
import { rewardReferrerForPurchase } from '../referrals/rewards.js';
import { expireIfStale } from './purchase-expiry.js';
import { toPurchase } from './purchase-reads.js';

export type PaymentConfirmation = { paymentId: string; source: 'browser' | 'webhook' };

export type Outcome = {
  purchase: PurchaseRow;
  /** A payment the purchase could not take, recorded for a refund (`payment_refunds`) and asked after commit. */
  refund: { paymentId: string } | null;
};

/**
 * Confirms a payment for a purchase exactly once, whether the browser or the webhook arrives first
 * or both at once: the purchase row is locked, only a pending, unexpired purchase completes, and
 * the ledger posting's idempotency key is the purchase id. A payment for a purchase that can no
 * longer complete is refunded, never silently kept.
 */
export async function confirmLocked(
  trx: Transaction<DB>,
  row: PurchaseRow,
  payment: PaymentConfirmation,
): Promise<Outcome> {
  // Before anything is written: a payment for something this process cannot name is retried, never credited.
  const purpose = purposeOf(row.purpose);
  if (row.status === 'completed') {
    if (row.payment_id === payment.paymentId) return { purchase: row, refund: null };
    await requestPaymentRefund(trx, refundOf(row, payment, 'Duplicate payment'));
    return { purchase: row, refund: { paymentId: payment.paymentId } };
  }
  let current = await expireIfStale(trx, row);
  if (current.status === 'pending' && purpose) {
    const verdict = await purpose.accept(trx, current);
    if (!verdict.ok) {
      // The row is locked and was pending, so the table allows the change; a refusal here is a bug, not a race.
      const failed = await failPurchaseStatus(trx, row.id, verdict.reason);
      if (!failed) throw new AppError('CONFLICT', 'This purchase is no longer pending');
      current = failed;
    }
  }
  if (current.status !== 'pending') {
    const why = current.failure_reason ?? `Payment arrived for a ${current.status} purchase`;
    // The same payment reported again (the webhook after the browser) is already on its way back.
    if (!(await requestPaymentRefund(trx, refundOf(row, payment, why))))
      return { purchase: current, refund: { paymentId: payment.paymentId } };
    // A refund just asked for is requested, whatever the purchase's earlier late payments' refunds are.
    const refunded = await showLateRefunds(trx, row.id, ['requested']);
    if (!refunded) throw new AppError('CONFLICT', 'This purchase is no longer pending');
    return { purchase: refunded, refund: { paymentId: payment.paymentId } };
  }
  const posted = await postTransaction(trx, {
    idempotencyKey: `purchase:${row.id}`,
    kind: 'purchase',
    description: `Bought ${creditsText(row.credits)}`,
    reference: { type: 'credit_purchase', id: row.id },
    postings: [
      { account: { system: 'gatewayClearing' }, amount: -row.credits },
      { account: { wallet: row.user_id }, amount: row.credits },
    ],
  });
  await recordActivity(trx, {
    userId: row.user_id,
    kind: 'credits_purchased',
    title: say('Bought {credits, plural, one {# credit} other {# credits}}', { credits: row.credits }),
    reference: `credit_purchase:${row.id}`,
  });
  const completed = await completePurchaseStatus(trx, row.id, {
    paymentId: payment.paymentId,
    ledgerTransactionId: posted.transactionId,
  });
  await purpose?.fulfil(trx, { ...completed, ledger_transaction_id: posted.transactionId });
  // After the fulfilment: how long the reward is held depends on what the payment now pays for (decision 051).
  await rewardReferrerForPurchase(trx, { refereeId: row.user_id, purchaseId: row.id, credits: row.credits });
  // Plain credits get their receipt here; a purpose's own notice (its fulfil) carries the receipt for it.
  await noticePurchaseCompleted(trx, completed);
  return { purchase: completed, refund: null };
}

/** The whole payment goes back, in the currency paid. */
const refundOf = (row: PurchaseRow, payment: PaymentConfirmation, reason: string) => ({
  purchaseId: row.id,
  gateway: row.gateway,
  paymentId: payment.paymentId,
  amountMinor: toInt(row.amount_minor),
  currency: row.currency,
  reason,
});

/**
 * Asks the gateway once, after commit; a refusal or a timeout is counted and left to the refund sweep, so the payer's
 * answer (the purchase's refusal) does not wait on the gateway's.
 */
export async function settleRefund(db: Database, gateway: PaymentGateway, outcome: Outcome) {
  if (outcome.refund) await settlePaymentRefund(db, gateway, outcome.refund.paymentId);
}

/** The payer's answer: the completed purchase, or why this payment was refused (and is refunded). */
export function answer(outcome: Outcome): TCreditPurchase {
  const { purchase } = outcome;
  if (purchase.status === 'completed' && !outcome.refund) return toPurchase(purchase);
  if (purchase.status === 'completed')
    throw new AppError('CONFLICT', 'This purchase was already paid; the second payment is refunded');
  const why =
    purchase.failure_reason === PAYMENT_WINDOW_EXPIRED
      ? say('Purchase has expired')
      : purchase.purpose !== PLAIN_CREDITS && purchase.failure_reason
        ? purchase.failure_reason
        : say('Purchase is {status}', { status: purchase.status });
  throw new AppError('BUSINESS_RULE', say('{why}; the payment will be refunded', { why }));
}
