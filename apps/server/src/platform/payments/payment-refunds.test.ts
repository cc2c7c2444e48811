import { randomUUID } from 'node:crypto';
import { creditsApi } from '@engagex/contracts/api/credits';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from '../../test/api.js';
import {
  DATABASE_KINDS,
  type DatabaseKind,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../test/harness.js';
import { captured, sandboxWebhook, signSandboxPayment } from '../../test/webhooks.js';
import { ledgerInvariantViolations } from '../ledger/ledger-invariants.js';
import { settlePaymentRefund } from './payment-refunds.js';
import { paymentRefundKey, REFUND_ATTEMPTS } from './refund-attempts.js';
import { retryDueRefunds } from './refund-retries.js';
import type { SandboxGateway } from './sandbox.js';

const SECRET = 'r'.repeat(40);

/*
 * Decision 038, late and duplicate payments: a payment the purchase can no longer take goes back to the payer
 * through the same retry sweep as a cancelled booking's refund, under its own key, once.
 */
describe.each(DATABASE_KINDS)('late and duplicate payments refunded on %s', (kind) =>
  paymentRefundSuite(kind),
);

/** Two API processes, each with its own pool and its own gateway client, as production runs them. */
describe('late payment refunds under racing sweeps', () => paymentRefundSuite('postgres', true));

function paymentRefundSuite(kind: DatabaseKind, racing = false) {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let alice: Session;
  const sandbox = () => app.paymentGateway as SandboxGateway;
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  beforeAll(async () => {
    db = await database();
    app = await db.build({ PAYMENT_SIGNING_SECRET: SECRET });
    alice = await signIn(app, `alice-late-${kind}${racing ? '-racing' : ''}@example.com`);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });

  const initiate = (amount: number) =>
    inject(app, creditsApi.initiatePurchase, { session: alice, body: { amount, currency: 'INR' } });

  /** A ₹300 purchase of credits whose checkout window has lapsed: any payment for it now comes too late. */
  async function lapsedPurchase() {
    const opened = (await initiate(300)).data();
    const { gateway_order_id } = await db.db
      .updateTable('credit_purchases')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', opened.purchaseId)
      .returning('gateway_order_id')
      .executeTakeFirstOrThrow();
    return { purchaseId: opened.purchaseId, orderId: gateway_order_id as string };
  }
  const payWith = (purchase: { purchaseId: string; orderId: string }, paymentId: string, on = app) =>
    inject(on, creditsApi.completePurchase, {
      session: alice,
      body: {
        purchaseId: purchase.purchaseId,
        paymentId,
        signature: signSandboxPayment(SECRET, purchase.orderId, paymentId),
      },
    });
  /** The gateway refunds made to one payment, on any of the given processes. */
  const refundsOf = (paymentId: string, instances = [app]) =>
    instances.flatMap((instance) =>
      (instance.paymentGateway as SandboxGateway).refunds.filter((refund) => refund.paymentId === paymentId),
    );
  const refundStatusOf = async (purchaseId: string) =>
    (
      await db.db
        .selectFrom('credit_purchases')
        .select('refund_status')
        .where('id', '=', purchaseId)
        .executeTakeFirstOrThrow()
    ).refund_status;

  if (racing) {
    it('two processes sweeping at once send a refused late payment back once', async () => {
      const one = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const two = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const purchase = await lapsedPurchase();
      const paymentId = `late_${randomUUID()}`;
      vi.spyOn(one.paymentGateway, 'refund').mockRejectedValueOnce(new Error('gateway timeout'));
      expect((await payWith(purchase, paymentId, one)).statusCode).toBe(422);
      expect(refundsOf(paymentId, [one, two])).toHaveLength(0);
      vi.restoreAllMocks();

      // Each gateway client keeps only its own refunds, as two processes' would: a slow gateway keeps the row
      // locked while the other sweep comes by.
      for (const instance of [one, two]) {
        const real = instance.paymentGateway.refund.bind(instance.paymentGateway);
        vi.spyOn(instance.paymentGateway, 'refund').mockImplementation(async (request) => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          return real(request);
        });
      }
      const later = inMinutes(90);
      await Promise.all([
        retryDueRefunds(one.db, one.paymentGateway, { now: later }),
        retryDueRefunds(two.db, two.paymentGateway, { now: later }),
        retryDueRefunds(one.db, one.paymentGateway, { now: later }),
        retryDueRefunds(two.db, two.paymentGateway, { now: later }),
      ]);
      expect(refundsOf(paymentId, [one, two]).map((made) => made.amountMinor)).toEqual([30_000]);
      expect(await refundStatusOf(purchase.purchaseId)).toBe('refunded');
      await one.close();
      await two.close();
    });

    it('two late payments of one purchase refunded at once on two processes leave it refunded', async () => {
      const one = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const two = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const purchase = await lapsedPurchase();
      const first = `late_${randomUUID()}`;
      const second = `late_${randomUUID()}`;
      vi.spyOn(one.paymentGateway, 'refund').mockRejectedValue(new Error('gateway timeout'));
      expect((await payWith(purchase, first, one)).statusCode).toBe(422);
      expect((await payWith(purchase, second, one)).statusCode).toBe(422);
      expect(await refundStatusOf(purchase.purchaseId)).toBe('requested');
      vi.restoreAllMocks();

      // A slow gateway keeps both settlements open at once: each reads the other's refund while it is still
      // requested, and the one that commits last must not write that stale view over the purchase.
      for (const instance of [one, two]) {
        const real = instance.paymentGateway.refund.bind(instance.paymentGateway);
        vi.spyOn(instance.paymentGateway, 'refund').mockImplementation(async (request) => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          return real(request);
        });
      }
      expect(
        await Promise.all([
          settlePaymentRefund(one.db, one.paymentGateway, first),
          settlePaymentRefund(two.db, two.paymentGateway, second),
        ]),
      ).toEqual(['refunded', 'refunded']);
      expect(refundsOf(first, [one, two])).toHaveLength(1);
      expect(refundsOf(second, [one, two])).toHaveLength(1);
      expect(await refundStatusOf(purchase.purchaseId)).toBe('refunded');
      await one.close();
      await two.close();
    });
    return;
  }

  it('a late payment the gateway refused is sent back by the sweep once the gateway recovers, once', async () => {
    const purchase = await lapsedPurchase();
    const paymentId = `late_${randomUUID()}`;
    const refund = vi.spyOn(sandbox(), 'refund').mockRejectedValueOnce(new Error('gateway timeout'));
    const answered = await payWith(purchase, paymentId);
    expect(answered.statusCode).toBe(422);
    expect(answered.json().message).toBe('Purchase has expired; the payment will be refunded');
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refundsOf(paymentId)).toHaveLength(0);
    expect(await refundStatusOf(purchase.purchaseId)).toBe('requested');

    // Not yet due: the sweep leaves it alone.
    await retryDueRefunds(app.db, sandbox(), { now: new Date() });
    expect(refund).toHaveBeenCalledTimes(1);

    for (const minutes of [90, 24 * 60, 48 * 60])
      await retryDueRefunds(app.db, sandbox(), { now: inMinutes(minutes) });
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refundsOf(paymentId)).toMatchObject([
      { amountMinor: 30_000, idempotencyKey: paymentRefundKey(paymentId) },
    ]);
    expect(await refundStatusOf(purchase.purchaseId)).toBe('refunded');
  });

  it('the same late payment reported by the browser and by the webhook goes back once', async () => {
    const purchase = await lapsedPurchase();
    const paymentId = `late_${randomUUID()}`;
    expect((await payWith(purchase, paymentId)).statusCode).toBe(422);
    const hook = await sandboxWebhook(app, SECRET, captured(purchase.orderId, paymentId));
    expect(hook.statusCode).toBe(200);
    await retryDueRefunds(app.db, sandbox(), { now: inMinutes(24 * 60) });
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(await refundStatusOf(purchase.purchaseId)).toBe('refunded');
  });

  it('a second payment for a paid purchase goes back under its own key, leaving the purchase its own refund', async () => {
    const opened = (await initiate(200)).data();
    const { gateway_order_id } = await db.db
      .selectFrom('credit_purchases')
      .select('gateway_order_id')
      .where('id', '=', opened.purchaseId)
      .executeTakeFirstOrThrow();
    const purchase = { purchaseId: opened.purchaseId, orderId: gateway_order_id as string };
    const first = `first_${randomUUID()}`;
    const second = `second_${randomUUID()}`;
    expect((await payWith(purchase, first)).statusCode).toBe(200);

    vi.spyOn(sandbox(), 'refund').mockRejectedValueOnce(new Error('gateway timeout'));
    const again = await payWith(purchase, second);
    expect(again.statusCode).toBe(409);
    expect(refundsOf(second)).toHaveLength(0);

    await retryDueRefunds(app.db, sandbox(), { now: inMinutes(90) });
    await retryDueRefunds(app.db, sandbox(), { now: inMinutes(24 * 60) });
    expect(refundsOf(second)).toMatchObject([
      { amountMinor: 20_000, idempotencyKey: paymentRefundKey(second) },
    ]);
    expect(refundsOf(first)).toHaveLength(0);
    // The purchase completed with the first payment: its own refund (if it is ever cancelled) is still to come.
    expect(await refundStatusOf(purchase.purchaseId)).toBe('none');
  });

  it('a late payment the gateway keeps refusing gives up after its attempts, for an admin to see', async () => {
    const purchase = await lapsedPurchase();
    const paymentId = `late_${randomUUID()}`;
    const refund = vi.spyOn(sandbox(), 'refund').mockRejectedValue(new Error('payment too old to refund'));
    await payWith(purchase, paymentId);
    for (let day = 1; day <= REFUND_ATTEMPTS + 2; day += 1)
      await retryDueRefunds(app.db, sandbox(), { now: inMinutes(day * 24 * 60) });
    expect(refund).toHaveBeenCalledTimes(REFUND_ATTEMPTS);
    expect(await refundStatusOf(purchase.purchaseId)).toBe('failed');
  });
}
