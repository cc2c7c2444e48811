import {
  CREDIT_PRICE_INR,
  convertCurrency,
  creditsFor,
  isSupportedCurrency,
  PURCHASE_EXPIRY_MS,
  type TCreditPurchase,
  type TGatewayProof,
  type TPaginated,
  UnsupportedCurrencyError,
} from '@engagex/contracts';
import type { Insertable } from 'kysely';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import { paginated, readPage } from '../../../platform/db/paging.js';
import type { CreditPurchasesTable } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { requestHash } from '../../../platform/idempotency.js';
import { postTransaction, toInt } from '../../../platform/ledger/ledger.js';
import { PAYMENT_WINDOW_EXPIRED, purchaseAsOf } from '../../../platform/payments/expiry.js';
import type { PaymentEvent, PaymentGateway } from '../../../platform/payments/gateway.js';
import {
  PLAIN_CREDITS,
  type PurchaseRow,
  purposeOf,
  type ReturnPage,
} from '../../../platform/payments/purposes.js';
import { requestPaymentRefund, settlePaymentRefund } from '../../../platform/payments/refund-retries.js';
import { creditsText, groupDigits, moneyText } from '../../../platform/wording.js';
import { rewardReferrerForPurchase } from '../referrals/referrals.js';

export function toPurchase(row: PurchaseRow): TCreditPurchase {
  return {
    id: row.id,
    purchaseId: row.id,
    amount: toInt(row.amount_minor) / 100,
    currency: row.currency,
    credits: row.credits,
    status: row.status,
    gateway: row.gateway,
    paymentUrl: row.status === 'pending' ? row.payment_url : null,
    expiresAt: row.expires_at.toISOString(),
    transactionId: row.ledger_transaction_id,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    paymentMethod: row.payment_method,
    failureReason: row.failure_reason,
  };
}

/** Prices a purchase: 1 credit = 10 INR, other currencies through the USD table (docs/product.md §9). */
export function pricePurchase(input: { amount: number; currency: string }, maxPurchaseInr: number) {
  if (!isSupportedCurrency(input.currency)) {
    throw new AppError('VALIDATION_ERROR', new UnsupportedCurrencyError(input.currency).message, [
      { path: 'body.currency', message: `Unsupported currency: ${input.currency}` },
    ]);
  }
  const inr = convertCurrency(input.amount, input.currency, 'INR');
  if (inr > maxPurchaseInr) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Amount is above the maximum of ${moneyText(maxPurchaseInr * 100, 'INR')} per purchase`,
      [{ path: 'body.amount', message: 'Amount is above the maximum per purchase' }],
    );
  }
  const credits = creditsFor(input.amount, input.currency);
  if (credits < 1) {
    throw new AppError('VALIDATION_ERROR', 'Amount is too small to buy a single credit', [
      { path: 'body.amount', message: 'Amount buys less than one credit' },
    ]);
  }
  return { credits, amountMinor: Math.round(input.amount * 100) };
}

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

async function attachGatewayOrder(
  db: Database,
  gateway: PaymentGateway,
  row: PurchaseRow,
  description: string,
) {
  try {
    const order = await gateway.createOrder({
      purchaseId: row.id,
      amountMinor: toInt(row.amount_minor),
      currency: row.currency,
      description,
    });
    const updated = await db
      .updateTable('credit_purchases')
      .set({ gateway_order_id: order.orderId, payment_url: order.paymentUrl })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPurchase(updated);
  } catch (error) {
    await db
      .updateTable('credit_purchases')
      .set({
        status: 'failed',
        failure_reason: 'The payment gateway did not create an order',
        closed_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment gateway is unavailable, please try again',
      undefined,
      {
        cause: error,
      },
    );
  }
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

type KeyedPurchase = Insertable<CreditPurchasesTable> & {
  user_id: string;
  idempotency_key: string;
  request_hash: string;
};

/**
 * One purchase per (user, key), whichever process and however many at once: the unique index decides who opens
 * it. The others answer it once its order exists, 409 while the first is still asking the gateway (as the IETF
 * draft says), and take the key over when the first attempt opened no order (the gateway failed, or its process
 * stopped and the purchase expired), since no order can then be paid twice.
 */
async function openKeyedPurchase(db: Database, values: KeyedPurchase) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db
      .insertInto('credit_purchases')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, opened: true };
    const first = await db
      .selectFrom('credit_purchases')
      .selectAll()
      .where('user_id', '=', values.user_id)
      .where('idempotency_key', '=', values.idempotency_key)
      .executeTakeFirst();
    if (!first) continue;
    if (first.request_hash !== values.request_hash) {
      throw new AppError(
        'BUSINESS_RULE',
        'This Idempotency-Key was already used for a different purchase; send a new key for a new purchase',
        [{ path: 'headers.idempotency-key', message: 'Already used for a different request' }],
      );
    }
    if (first.gateway_order_id) return { row: first, opened: false };
    if (first.status === 'pending' && first.expires_at.getTime() > Date.now()) break;
    await db
      .updateTable('credit_purchases')
      .set({ idempotency_key: null })
      .where('id', '=', first.id)
      .where('gateway_order_id', 'is', null)
      .execute();
  }
  throw new AppError('CONFLICT', 'This purchase is still being opened; try again in a moment');
}

/** A user reaches only their own purchases: anyone else's id is simply not found. */
async function ownPurchase(executor: Executor, userId: string, purchaseId: string, lock = false) {
  let query = executor
    .selectFrom('credit_purchases')
    .selectAll()
    .where('id', '=', purchaseId)
    .where('user_id', '=', userId);
  if (lock) query = query.forNoKeyUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Purchase');
  return row;
}

/**
 * A write path that finds its purchase lapsed stores the failure before acting on it (the sweep does the same for
 * the rest); reads only show it, through purchaseAsOf (decision 013).
 */
async function expireIfStale(executor: Executor, row: PurchaseRow): Promise<PurchaseRow> {
  const now = purchaseAsOf(row);
  if (now === row) return row;
  const expired = await executor
    .updateTable('credit_purchases')
    .set({ status: 'failed', failure_reason: PAYMENT_WINDOW_EXPIRED, closed_at: row.expires_at })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return expired ?? row;
}

export type PaymentConfirmation = { paymentId: string; source: 'browser' | 'webhook' };

type Outcome = {
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
async function confirmLocked(
  trx: Executor,
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
      current = await trx
        .updateTable('credit_purchases')
        .set({ status: 'failed', failure_reason: verdict.reason, closed_at: new Date() })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
  }
  if (current.status !== 'pending') {
    const why = current.failure_reason ?? `Payment arrived for a ${current.status} purchase`;
    // The same payment reported again (the webhook after the browser) is already on its way back.
    if (!(await requestPaymentRefund(trx, refundOf(row, payment, why))))
      return { purchase: current, refund: { paymentId: payment.paymentId } };
    const refunded = await trx
      .updateTable('credit_purchases')
      .set({ refund_status: 'requested' })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
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
  await rewardReferrerForPurchase(trx, { refereeId: row.user_id, purchaseId: row.id, credits: row.credits });
  await recordActivity(trx, {
    userId: row.user_id,
    kind: 'credits_purchased',
    title: `Bought ${creditsText(row.credits)}`,
    reference: `credit_purchase:${row.id}`,
  });
  const completed = await trx
    .updateTable('credit_purchases')
    .set({
      status: 'completed',
      payment_id: payment.paymentId,
      completed_at: new Date(),
      closed_at: new Date(),
      ledger_transaction_id: posted.transactionId,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await purpose?.fulfil(trx, { ...completed, ledger_transaction_id: posted.transactionId });
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
async function settleRefund(db: Database, gateway: PaymentGateway, outcome: Outcome) {
  if (outcome.refund) await settlePaymentRefund(db, gateway, outcome.refund.paymentId);
}

function answer(outcome: Outcome): TCreditPurchase {
  const { purchase } = outcome;
  if (purchase.status === 'completed' && !outcome.refund) return toPurchase(purchase);
  if (purchase.status === 'completed')
    throw new AppError('CONFLICT', 'This purchase was already paid; the second payment is refunded');
  const why =
    purchase.failure_reason === PAYMENT_WINDOW_EXPIRED
      ? 'Purchase has expired'
      : purchase.purpose !== PLAIN_CREDITS && purchase.failure_reason
        ? purchase.failure_reason
        : `Purchase is ${purchase.status}`;
  throw new AppError('BUSINESS_RULE', `${why}; the payment will be refunded`);
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
      await trx
        .updateTable('credit_purchases')
        .set({ status: 'failed', failure_reason: event.reason ?? 'Payment failed', closed_at: new Date() })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();
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

/** Cancels a pending purchase; one found lapsed is stored failed (and kept so) before the refusal. */
export async function cancelPurchase(db: Database, input: { userId: string; purchaseId: string }) {
  const row = await db.transaction().execute(async (trx) => {
    const current = await expireIfStale(trx, await ownPurchase(trx, input.userId, input.purchaseId, true));
    if (current.status !== 'pending') return current;
    return trx
      .updateTable('credit_purchases')
      .set({ status: 'cancelled', failure_reason: 'Cancelled by the user', closed_at: new Date() })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (row.status !== 'cancelled') throw new AppError('CONFLICT', `Purchase is already ${row.status}`);
  return toPurchase(row);
}

/** A read: a lapsed purchase shows as failed, and stays as it is stored until the sweep or a write fails it. */
export async function getPurchase(db: Database, input: { userId: string; purchaseId: string }) {
  return toPurchase(purchaseAsOf(await ownPurchase(db, input.userId, input.purchaseId)));
}

export async function verifyPurchase(db: Database, input: { userId: string; purchaseId: string }) {
  const purchase = await getPurchase(db, input);
  const secondsLeft =
    purchase.status === 'pending'
      ? Math.max(0, Math.floor((Date.parse(purchase.expiresAt) - Date.now()) / 1000))
      : 0;
  return {
    purchaseId: purchase.id,
    status: purchase.status,
    verified: purchase.status === 'completed',
    credits: purchase.credits,
    expiresAt: purchase.expiresAt,
    secondsLeft,
  };
}

export async function purchaseHistory(
  db: Database,
  input: { userId: string; page: number; limit: number },
): Promise<TPaginated<TCreditPurchase>> {
  const { rows, total } = await readPage(
    db
      .selectFrom('credit_purchases')
      .selectAll()
      .where('user_id', '=', input.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id'),
    input,
  );
  const now = new Date();
  return paginated(
    rows.map((row) => toPurchase(purchaseAsOf(row, now))),
    total,
    input,
  );
}
