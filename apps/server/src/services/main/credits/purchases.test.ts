import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerPurchasePurposes } from '../../../platform/payments/purposes.js';
import { DATABASE_KINDS } from '../../../test/harness.js';
import { type SandboxEvent, sandboxWebhook } from '../../../test/webhooks.js';
import { CREDITS_ENV, useCreditsSuite } from './credits.fixtures.js';

describe.each(DATABASE_KINDS)('credit purchases on %s', (kind) => {
  const { suite, call, walletOf, sign, initiate } = useCreditsSuite(kind);
  let { db, app, alice, bob } = suite;
  beforeAll(() => {
    ({ db, app, alice, bob } = suite);
  });

  it('walks the sandbox checkout: page, Pay, signed return, complete, balance and history', async () => {
    const purchase = await initiate(bob, 500);
    const page = await app.inject({ method: 'GET', url: `/api/payments/sandbox/${purchase.orderId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay ₹500');
    const pay = await app.inject({ method: 'POST', url: `/api/payments/sandbox/${purchase.orderId}/pay` });
    expect(pay.statusCode).toBe(303);
    const location = new URL(pay.headers.location as string);
    expect(location.pathname).toBe('/credits/return');
    const query = Object.fromEntries(location.searchParams);
    expect(query.purchaseId).toBe(purchase.purchaseId);

    const completed = await call(bob, 'POST', '/cps/credit-purchase/complete', query);
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
    const again = await call(bob, 'POST', '/cps/credit-purchase/complete', query);
    expect(again.statusCode).toBe(200);
    expect((await walletOf(bob)).balance).toBe(50);

    const history = (await call(bob, 'GET', '/cps/credit-purchase/history')).json().data;
    expect(history).toMatchObject({ page: 1, limit: 10, total: 1, totalPages: 1 });
    expect(history.items[0]).toMatchObject({ purchaseId: purchase.purchaseId, status: 'completed' });
    const ledger = (await call(bob, 'GET', `/credit-transaction/history/${bob.user.id}`)).json().data;
    expect(ledger.items[0]).toMatchObject({ kind: 'purchase', amount: 50, balanceAfter: 50 });
    const me = (await call(bob, 'GET', '/users/me')).json().data;
    expect(me.creditBalance).toBe(50);
  });

  it('refuses a tampered signature and changes nothing', async () => {
    const purchase = await initiate(alice, 200);
    const forged = sign(purchase.orderId, 'pay_1').replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const response = await call(alice, 'POST', '/cps/credit-purchase/complete', {
      purchaseId: purchase.purchaseId,
      paymentId: 'pay_1',
      signature: forged,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Payment signature is invalid');
    const other = await call(alice, 'POST', '/cps/credit-purchase/complete', {
      purchaseId: purchase.purchaseId,
      paymentId: 'pay_2',
      signature: sign(purchase.orderId, 'pay_1'),
    });
    expect(other.statusCode).toBe(400);
    expect((await call(alice, 'GET', `/cps/credit-purchase/${purchase.purchaseId}`)).json().data.status).toBe(
      'pending',
    );
  });

  it('cancels a pending purchase once, and refuses to complete it afterwards', async () => {
    const purchase = await initiate(alice, 100);
    const cancel = await call(alice, 'POST', '/cps/credit-purchase/cancel', {
      purchaseId: purchase.purchaseId,
    });
    expect(cancel.json().data.status).toBe('cancelled');
    const complete = await call(alice, 'POST', '/cps/credit-purchase/complete', {
      purchaseId: purchase.purchaseId,
      paymentId: 'after_cancel',
      signature: sign(purchase.orderId, 'after_cancel'),
    });
    expect(complete.statusCode).toBe(422);
    const completed = await initiate(alice, 100);
    await call(alice, 'POST', '/cps/credit-purchase/complete', {
      purchaseId: completed.purchaseId,
      paymentId: 'done',
      signature: sign(completed.orderId, 'done'),
    });
    const late = await call(alice, 'POST', '/cps/credit-purchase/cancel', {
      purchaseId: completed.purchaseId,
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

      const browser = await call(alice, 'POST', '/cps/credit-purchase/complete', {
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
      expect(
        (await call(alice, 'GET', `/cps/credit-purchase/${purchase.purchaseId}`)).json().data.status,
      ).toBe('failed');
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
      const browser = await call(alice, 'POST', '/cps/credit-purchase/complete', {
        purchaseId: purchase.purchaseId,
        paymentId: 'raffle_pay',
        signature: sign(purchase.orderId, 'raffle_pay'),
      });
      expect(browser.statusCode).toBe(503);
      expect(browser.json().message).toContain('do not pay again');
      const pay = await app.inject({ method: 'POST', url: `/api/payments/sandbox/${purchase.orderId}/pay` });
      expect(pay.statusCode).toBe(503);
      expect(pay.headers.location).toBeUndefined();
      expect(pay.headers['content-type']).toContain('text/html');
      expect(pay.body).toContain('do not pay again');
      expect(
        (await call(alice, 'GET', `/cps/credit-purchase/${purchase.purchaseId}`)).json().data.status,
      ).toBe('pending');
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
