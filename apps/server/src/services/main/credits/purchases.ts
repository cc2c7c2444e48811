/**
 * A purchase's lifecycle, the entry points the credits routes and other services call: opened for credits or
 * for one thing (a booking, an entry fee, a job fee), completed by the browser's return or the gateway's
 * webhook, cancelled. The steps live beside it: pricing, keyed opening, the gateway order, the confirmation.
 * Changes when a purchase gains a step or a thing to pay for.
 */
import {
  CREDIT_PRICE_INR,
  PURCHASE_EXPIRY_MS,
  type TCreditPurchase,
  type TGatewayProof,
} from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { requestHash } from '../../../platform/idempotency.js';
import type { PaymentEvent, PaymentGateway } from '../../../platform/payments/gateway.js';
import { noticePurchasesFailed } from '../../../platform/payments/purchase-notices.js';
import { cancelPurchaseStatus, failPurchaseStatus } from '../../../platform/payments/purchase-status.js';
import { purposeOf, type ReturnPage } from '../../../platform/payments/purposes.js';
import { groupDigits } from '../../../platform/wording.js';
import { attachGatewayOrder } from './gateway-order.js';
import { openKeyedPurchase } from './keyed-purchase.js';
import { answer, confirmLocked, settleRefund } from './payment-confirmation.js';
import { expireIfStale } from './purchase-expiry.js';
import { pricePurchase } from './purchase-pricing.js';
import { ownPurchase, toPurchase } from './purchase-reads.js';

/**
 * Where checkout sends the browser back: the purpose's own page, or the credits page for plain credits. A purpose
 * this process does not know is an error (UnknownPurposeError), never the credits page.
 */
export function purchaseReturnPage(purchase: { purpose: string; purposeRef: string | null }): ReturnPage {
  const purpose = purposeOf(purchase.purpose);
  if (!purpose) return { path: '/credits/return', params: {} };
  if (!purchase.purposeRef) throw new Error(`a ${purchase.purpose} purchase without a reference`);
  return purpose.returnPage(purchase.purposeRef);
}

/** Buys exactly `credits` credits (10 INR each) for a purpose; the caller has priced it already. */
export async function initiatePurposePurchase(
  db: Database,
  gateway: PaymentGateway,
  input: { userId: string; credits: number; purpose: string; purposeRef: string; description: string },
): Promise<TCreditPurchase> {
  if (!purposeOf(input.purpose)) throw new Error('a purpose purchase needs a purpose');
  const amountMinor = input.credits * CREDIT_PRICE_INR * 100;
  const row = await db
    .insertInto('credit_purchases')
    .values({
      user_id: input.userId,
      amount_minor: amountMinor,
      currency: 'INR',
      credits: input.credits,
      gateway: gateway.name,
      expires_at: new Date(Date.now() + PURCHASE_EXPIRY_MS),
      purpose: input.purpose,
      purpose_ref: input.purposeRef,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return attachGatewayOrder(db, gateway, row, input.description);
}

/**
 * Completes a gateway payment made for one thing (a booking, an entry fee, a job fee). The purchase must be the
 * user's and made for that very thing; otherwise `notForIt` is the refusal and nothing changes.
 */
export async function completePurposePurchase(
  db: Database,
  gateway: PaymentGateway,
  input: { userId: string; purpose: string; purposeRef: string; proof: TGatewayProof; notForIt: string },
): Promise<TCreditPurchase> {
  const purchase = await db
    .selectFrom('credit_purchases')
    .select(['purpose', 'purpose_ref'])
    .where('id', '=', input.proof.purchaseId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (purchase?.purpose !== input.purpose || purchase.purpose_ref !== input.purposeRef) {
    throw new AppError('VALIDATION_ERROR', input.notForIt);
  }
  return completePurchase(db, gateway, { userId: input.userId, ...input.proof });
}

/**
 * Opens a purchase of credits and its gateway order. With an Idempotency-Key, a retry of the same request (after a
 * timeout or a 503, on any process) answers the purchase the first one opened instead of opening a second order.
 */
export async function initiatePurchase(
  db: Database,
  gateway: PaymentGateway,
  input: {
    userId: string;
    amount: number;
    currency: string;
    paymentMethod?: string | undefined;
    maxPurchaseInr: number;
    idempotencyKey?: string | undefined;
  },
): Promise<{ purchase: TCreditPurchase; replayed: boolean }> {
  const { credits, amountMinor } = pricePurchase(input, input.maxPurchaseInr);
  const values = {
    user_id: input.userId,
    amount_minor: amountMinor,
    currency: input.currency,
    credits,
    gateway: gateway.name,
    payment_method: input.paymentMethod ?? null,
    expires_at: new Date(Date.now() + PURCHASE_EXPIRY_MS),
  };
  const description = `${groupDigits(credits)} EngageX credits`;
  if (!input.idempotencyKey) {
    const row = await db
      .insertInto('credit_purchases')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { purchase: await attachGatewayOrder(db, gateway, row, description), replayed: false };
  }
  const { amount, currency, paymentMethod } = input;
  const keyed = await openKeyedPurchase(db, {
    ...values,
    idempotency_key: input.idempotencyKey,
    request_hash: requestHash({ amount, currency, paymentMethod }),
  });
  if (!keyed.opened) return { purchase: toPurchase(await expireIfStale(db, keyed.row)), replayed: true };
  return { purchase: await attachGatewayOrder(db, gateway, keyed.row, description), replayed: false };
}

/** The browser's return from checkout: the signature proves the gateway saw this payment. */
export async function completePurchase(
  db: Database,
  gateway: PaymentGateway,
  input: { userId: string } & TGatewayProof,
): Promise<TCreditPurchase> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await ownPurchase(trx, input.userId, input.purchaseId, true);
    if (!row.gateway_order_id || row.gateway !== gateway.name) {
      throw new AppError('BUSINESS_RULE', 'This purchase cannot be completed here');
    }
    const valid = gateway.verifyPaymentSignature({
      orderId: row.gateway_order_id,
      paymentId: input.paymentId,
      signature: input.signature,
    });
    if (!valid) throw new AppError('VALIDATION_ERROR', 'Payment signature is invalid');
    return confirmLocked(trx, row, { paymentId: input.paymentId, source: 'browser' });
  });
  await settleRefund(db, gateway, outcome);
  return answer(outcome);
}

/**
 * A verified webhook event. Each event id is processed once (a replayed delivery changes nothing);
 * a capture completes the purchase, a failure fails a still-pending one.
 */
export async function applyPaymentEvent(
  db: Database,
  gateway: PaymentGateway,
  event: PaymentEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (event.type === 'ignored' || !event.orderId || !event.paymentId) return 'ignored';
  const { orderId, paymentId } = event;
  const result = await db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('payment_webhook_events')
      .values({ gateway: gateway.name, event_id: event.eventId, event_type: event.type })
      .onConflict((conflict) => conflict.columns(['gateway', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!fresh) return { status: 'duplicate' as const, outcome: null };
    const row = await trx
      .selectFrom('credit_purchases')
      .selectAll()
      .where('gateway', '=', gateway.name)
      .where('gateway_order_id', '=', orderId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!row) return { status: 'ignored' as const, outcome: null };
    if (event.type === 'payment.failed') {
      const failed = await failPurchaseStatus(trx, row.id, event.reason ?? 'Payment failed');
      await noticePurchasesFailed(trx, failed ? [failed] : [], 'failed');
      return { status: 'applied' as const, outcome: null };
    }
    return {
      status: 'applied' as const,
      outcome: await confirmLocked(trx, row, { paymentId, source: 'webhook' }),
    };
  });
  if (result.outcome) await settleRefund(db, gateway, result.outcome);
  return result.status;
}

/**
 * Cancels a pending purchase; one found lapsed is stored failed (and kept so) before the refusal. A cancellation
 * tells the buyer nothing: they did it themselves and this answer says it was done; a lapse found here is told.
 */
export async function cancelPurchase(db: Database, input: { userId: string; purchaseId: string }) {
  const row = await db.transaction().execute(async (trx) => {
    const current = await expireIfStale(trx, await ownPurchase(trx, input.userId, input.purchaseId, true));
    return (await cancelPurchaseStatus(trx, current.id)) ?? current;
  });
  if (row.status !== 'cancelled')
    throw new AppError('CONFLICT', say('Purchase is already {status}', { status: row.status }));
  return toPurchase(row);
}
