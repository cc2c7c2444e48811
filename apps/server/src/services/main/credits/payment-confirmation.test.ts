import { creditsApi } from '@engagex/contracts/api/credits';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, signIn, useTestDatabase } from '../../../test/harness.js';
import { captured, sandboxWebhook, signSandboxPayment } from '../../../test/webhooks.js';
import { useCreditsSuite } from './credits.fixtures.js';

describe.each(DATABASE_KINDS)('payment confirmation on %s', (kind) => {
  const { suite, walletOf, sign, initiate } = useCreditsSuite(kind);
  let { db, app, alice } = suite;
  beforeAll(() => {
    ({ db, app, alice } = suite);
  });

  it('cannot complete an expired purchase; the late payment is marked for refund', async () => {
    const purchase = await initiate(alice, 300);
    await db.db
      .updateTable('credit_purchases')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', purchase.purchaseId)
      .execute();
    const before = (await walletOf(alice)).balance;
    const response = await inject(app, creditsApi.completePurchase, {
      session: alice,
      body: {
        purchaseId: purchase.purchaseId,
        paymentId: 'late_pay',
        signature: sign(purchase.orderId, 'late_pay'),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Purchase has expired; the payment will be refunded');
    const row = await db.db
      .selectFrom('credit_purchases')
      .select(['status', 'refund_status'])
      .where('id', '=', purchase.purchaseId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', refund_status: 'refunded' });
    expect((await walletOf(alice)).balance).toBe(before);
    const verify = (
      await inject(app, creditsApi.verifyPurchase, {
        session: alice,
        params: { purchaseId: purchase.purchaseId },
      })
    ).json().data;
    expect(verify).toMatchObject({ status: 'failed', verified: false, secondsLeft: 0 });
  });
});

describe('one purchase completed by 50 browsers and webhooks at once on PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('credits exactly once', async () => {
    const db = await database();
    const apps = [
      await db.build({ PAYMENT_SIGNING_SECRET: 'k'.repeat(40) }),
      await db.build({ PAYMENT_SIGNING_SECRET: 'k'.repeat(40) }),
    ];
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const session = await signIn(a, 'rush@example.com');
    const initiated = await inject(a, creditsApi.initiatePurchase, {
      session,
      body: { amount: 1000, currency: 'INR' },
    });
    const purchaseId = initiated.data().purchaseId;
    const { gateway_order_id: orderId } = await db.db
      .selectFrom('credit_purchases')
      .select('gateway_order_id')
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    const paymentId = 'pay_rush';
    const signature = signSandboxPayment('k'.repeat(40), orderId as string, paymentId);
    const requests = Array.from({ length: 50 }, (_, index) => {
      const app = index % 2 === 0 ? a : b;
      if (index % 3 === 0) {
        const event = { ...captured(orderId as string, paymentId), id: `evt_rush_${index % 5}` };
        return sandboxWebhook(app, 'k'.repeat(40), event);
      }
      return inject(app, creditsApi.completePurchase, {
        session,
        body: { purchaseId, paymentId, signature },
      });
    });
    const responses = await Promise.all(requests);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const entries = await db.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reference_id', '=', purchaseId)
      .execute();
    expect(entries).toHaveLength(1);
    const balance = await inject(a, creditsApi.myBalance, { session });
    expect(balance.json().data.balance).toBe(100);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });
});
