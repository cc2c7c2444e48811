import type { TGatewayProof } from '@engagex/contracts';
import { creditsApi } from '@engagex/contracts/api/credits';
import { identityApi } from '@engagex/contracts/api/identity';
import { sandboxPaymentsApi } from '@engagex/contracts/api/payments';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerPurchasePurposes } from '../../../platform/payments/purposes.js';
import { inject } from '../../../test/api.js';
import type { Session } from '../../../test/harness.js';
import { DATABASE_KINDS } from '../../../test/harness.js';
import { type SandboxEvent, sandboxWebhook } from '../../../test/webhooks.js';
import { CREDITS_ENV, useCreditsSuite } from './credits.fixtures.js';

describe.each(DATABASE_KINDS)('credit purchases on %s', (kind) => {
  const { suite, walletOf, sign, initiate } = useCreditsSuite(kind);
  let { db, app, alice, bob } = suite;
  beforeAll(() => {
    ({ db, app, alice, bob } = suite);
  });

  const complete = (session: Session, body: TGatewayProof) =>
    inject(app, creditsApi.completePurchase, { session, body });
  const statusOf = async (session: Session, purchaseId: string) =>
    (await inject(app, creditsApi.getPurchase, { session, params: { purchaseId } })).json().data.status;
  const pay = (orderId: string) => inject(app, sandboxPaymentsApi.pay, { params: { orderId } });

  it('walks the sandbox checkout: page, Pay, signed return, complete, balance and history', async () => {
    const purchase = await initiate(bob, 500);
    // The checkout page is HTML, no endpoint of the table: the browser opens the address the purchase gave.
    const page = await app.inject({ method: 'GET', url: new URL(purchase.paymentUrl as string).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay ₹500');
    const paid = await pay(purchase.orderId);
    expect(paid.statusCode).toBe(303);
    const location = new URL(paid.headers.location as string);
    expect(location.pathname).toBe('/credits/return');
    const query = Object.fromEntries(location.searchParams);
    expect(query.purchaseId).toBe(purchase.purchaseId);

    const completed = await complete(bob, query as TGatewayProof);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({ status: 'completed', credits: 50, paymentUrl: null });
    expect(await walletOf(bob)).toMatchObject({
      balance: 50,
      creditBalance: 50,
      pendingCredits: 0,
      totalEarned: 50,
      totalSpent: 0,
      breakdown: { purchased: 50, referral: 0, bonus: 0 },
    });
    const again = await complete(bob, query as TGatewayProof);
    expect(again.statusCode).toBe(200);
    expect((await walletOf(bob)).balance).toBe(50);

    const history = (await inject(app, creditsApi.purchaseHistory, { session: bob })).json().data;
    expect(history).toMatchObject({ page: 1, limit: 10, total: 1, totalPages: 1 });
    expect(history.items[0]).toMatchObject({ purchaseId: purchase.purchaseId, status: 'completed' });
    const ledger = (
      await inject(app, creditsApi.history, { session: bob, params: { userId: bob.user.id } })
    ).json().data;
    expect(ledger.items[0]).toMatchObject({ kind: 'purchase', amount: 50, balanceAfter: 50 });
    const me = (await inject(app, identityApi.me, { session: bob })).json().data;
    expect(me.creditBalance).toBe(50);
  });

  it('refuses a tampered signature and changes nothing', async () => {
    const purchase = await initiate(alice, 200);
    const forged = sign(purchase.orderId, 'pay_1').replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const response = await complete(alice, {
      purchaseId: purchase.purchaseId,
      paymentId: 'pay_1',
      signature: forged,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Payment signature is invalid');
    const other = await complete(alice, {
      purchaseId: purchase.purchaseId,
      paymentId: 'pay_2',
      signature: sign(purchase.orderId, 'pay_1'),
    });
    expect(other.statusCode).toBe(400);
    expect(await statusOf(alice, purchase.purchaseId)).toBe('pending');
  });

  it('cancels a pending purchase once, and refuses to complete it afterwards', async () => {
    const purchase = await initiate(alice, 100);
    const cancel = await inject(app, creditsApi.cancelPurchase, {
      session: alice,
      body: { purchaseId: purchase.purchaseId },
    });
    expect(cancel.json().data.status).toBe('cancelled');
    const afterCancel = await complete(alice, {
      purchaseId: purchase.purchaseId,
      paymentId: 'after_cancel',
      signature: sign(purchase.orderId, 'after_cancel'),
    });
    expect(afterCancel.statusCode).toBe(422);
    const completed = await initiate(alice, 100);
    await complete(alice, {
      purchaseId: completed.purchaseId,
      paymentId: 'done',
      signature: sign(completed.orderId, 'done'),
    });
    const late = await inject(app, creditsApi.cancelPurchase, {
      session: alice,
      body: { purchaseId: completed.purchaseId },
    });
    expect(late.statusCode).toBe(409);
  });

  describe('webhooks', () => {
    const deliver = (event: SandboxEvent, signature?: string, to = app) =>
      sandboxWebhook(to, CREDITS_ENV.PAYMENT_SIGNING_SECRET, event, signature ? { signature } : {});

    it('credits on a signed capture, ignores a replay, and refuses a bad signature', async () => {
      const purchase = await initiate(alice, 400);
      const before = (await walletOf(alice)).balance;
      const event = {
        id: `evt_${purchase.orderId}`,
        event: 'payment.captured' as const,
        orderId: purchase.orderId,
        paymentId: 'wh_pay',
      };
      const forged = await deliver(event, 'ab'.repeat(32));
      expect(forged.statusCode).toBe(401);
      expect((await walletOf(alice)).balance).toBe(before);

      expect((await deliver(event)).json().data.status).toBe('applied');
      expect((await deliver(event)).json().data.status).toBe('duplicate');
      // The webhook has no signed-in user, so this process's cached balance waits for the wallet's change notice.
      await expect.poll(async () => (await walletOf(alice)).balance, { timeout: 5_000 }).toBe(before + 40);

      const browser = await complete(alice, {
        purchaseId: purchase.purchaseId,
        paymentId: 'wh_pay',
        signature: sign(purchase.orderId, 'wh_pay'),
      });
      expect(browser.statusCode).toBe(200);
      expect((await walletOf(alice)).balance).toBe(before + 40);
    });

    it('fails a pending purchase on a signed failure event', async () => {
      const purchase = await initiate(alice, 100);
      await deliver({
        id: `evt_fail_${purchase.orderId}`,
        event: 'payment.failed',
        orderId: purchase.orderId,
        paymentId: 'x',
      });
      expect(await statusOf(alice, purchase.purchaseId)).toBe('failed');
    });

    it('answers 503 and changes nothing for a purpose this process does not know, and logs it', async () => {
      // A purchase written by a newer release (a rolling deploy) for something this build cannot name.
      const purpose = `raffle-${kind}`;
      const purchase = await initiate(alice, 100);
      await sql`update credit_purchases set purpose = ${purpose}, purpose_ref = 'ticket-1'
        where id = ${purchase.purchaseId}`.execute(db.db);
      const logged: { msg: string; purpose?: string }[] = [];
      const logging = await db.build(
        { PAYMENT_SIGNING_SECRET: 's'.repeat(40), PUBLIC_URL: 'http://portal.test', LOG_LEVEL: 'error' },
        {
          logger: {
            level: 'error',
            stream: { write: (line: string) => logged.push(JSON.parse(line)) },
          },
        },
      );
      const before = (await walletOf(alice)).balance;
      const event = {
        id: `evt_${purchase.orderId}`,
        event: 'payment.captured' as const,
        orderId: purchase.orderId,
        paymentId: 'raffle_pay',
      };
      const webhook = await deliver(event, undefined, logging);
      expect(webhook.statusCode).toBe(503);
      expect(webhook.json().code).toBe('SERVICE_UNAVAILABLE');
      expect(logged.filter((line) => line.purpose === purpose)).toHaveLength(1);
      const browser = await complete(alice, {
        purchaseId: purchase.purchaseId,
        paymentId: 'raffle_pay',
        signature: sign(purchase.orderId, 'raffle_pay'),
      });
      expect(browser.statusCode).toBe(503);
      expect(browser.json().message).toContain('do not pay again');
      const paid = await pay(purchase.orderId);
      expect(paid.statusCode).toBe(503);
      expect(paid.headers.location).toBeUndefined();
      expect(paid.headers['content-type']).toContain('text/html');
      expect(paid.body).toContain('do not pay again');
      expect(await statusOf(alice, purchase.purchaseId)).toBe('pending');
      expect((await walletOf(alice)).balance).toBe(before);

      // Once a release that knows the purpose runs, the gateway's retry of the same event is taken.
      const fulfilled: string[] = [];
      registerPurchasePurposes([
        [
          purpose,
          {
            accept: async () => ({ ok: true }),
            fulfil: async (_trx, paid) => {
              fulfilled.push(paid.id);
            },
            returnPage: (ref) => ({ path: '/raffle/return', params: { id: ref } }),
          },
        ],
      ]);
      expect((await deliver(event)).json().data.status).toBe('applied');
      expect(fulfilled).toEqual([purchase.purchaseId]);
    });
  });
});
