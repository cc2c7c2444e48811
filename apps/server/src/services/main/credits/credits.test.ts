import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { expireLapsedPurchases, PURCHASE_SWEEP_EVERY_MS } from '../../../platform/payments/expiry.js';
import { registerPurchasePurposes } from '../../../platform/payments/purposes.js';
import { DATABASE_KINDS, signIn, type TestDatabase, useTestDatabase } from '../../../test/harness.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe.each(DATABASE_KINDS)('credits on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let alice: Session;
  let bob: Session;
  let admin: Session;

  beforeAll(async () => {
    db = await database();
    app = await db.build({ PAYMENT_SIGNING_SECRET: 's'.repeat(40), PUBLIC_URL: 'http://portal.test' });
    alice = await signIn(app, `alice-${kind}@example.com`);
    bob = await signIn(app, `bob-${kind}@example.com`);
    admin = await signIn(app, 'admin@engagex.dev');
  });
  afterEach(async () => expect(await ledgerInvariantViolations(db.db)).toEqual([]));

  const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/main${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
  const balanceOf = async (session: Session) =>
    (await call(session, 'GET', '/cps/credit-transaction/balance')).json().data;
  const sign = (orderId: string, paymentId: string) =>
    createHmac('sha256', 's'.repeat(40)).update(`${orderId}|${paymentId}`).digest('hex');

  async function initiate(session: Session, amount: number | string = 1000, currency = 'INR') {
    const response = await call(session, 'POST', '/cps/credit-purchase/initiate', { amount, currency });
    expect(response.statusCode).toBe(201);
    const purchase = response.json().data;
    const order = await db.db
      .selectFrom('credit_purchases')
      .select('gateway_order_id')
      .where('id', '=', purchase.purchaseId)
      .executeTakeFirstOrThrow();
    return { ...purchase, orderId: order.gateway_order_id as string };
  }

  it('prices a purchase at 10 INR a credit, converting other currencies through USD', async () => {
    const inr = await initiate(alice, 1000, 'INR');
    expect(inr).toMatchObject({
      credits: 100,
      amount: 1000,
      currency: 'INR',
      status: 'pending',
      gateway: 'sandbox',
    });
    expect(inr.paymentUrl).toBe(`http://portal.test/api/payments/sandbox/${inr.orderId}`);
    expect(Date.parse(inr.expiresAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect((await initiate(alice, '10', 'usd')).credits).toBe(83);
    expect((await initiate(alice, 12.5, 'EUR')).credits).toBe(122);
  });

  it.each([
    [{ amount: 10, currency: 'XYZ' }, 'Unsupported currency: XYZ'],
    [{ amount: 0, currency: 'INR' }, 'Amount must be greater than zero'],
    [{ amount: -5, currency: 'INR' }, 'Amount must be greater than zero'],
    [{ amount: 'ten', currency: 'INR' }, 'Amount must be a number'],
    [{ amount: 10.123, currency: 'INR' }, 'Amount can have at most 2 decimals'],
    [{ amount: 10_000_000, currency: 'INR' }, 'Amount is above the maximum of ₹1,00,000 per purchase'],
    [{ amount: 5, currency: 'INR' }, 'Amount is too small to buy a single credit'],
  ])('refuses %o with 400 and creates nothing', async (payload, message) => {
    const before = await db.db.selectFrom('credit_purchases').select('id').execute();
    const response = await call(alice, 'POST', '/cps/credit-purchase/initiate', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.json().message).toContain(message);
    expect(await db.db.selectFrom('credit_purchases').select('id').execute()).toHaveLength(before.length);
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
    expect(await balanceOf(bob)).toMatchObject({
      balance: 50,
      creditBalance: 50,
      pendingCredits: 0,
      totalEarned: 50,
      totalSpent: 0,
      breakdown: { purchased: 50, referral: 0, bonus: 0 },
    });
    const again = await call(bob, 'POST', '/cps/credit-purchase/complete', query);
    expect(again.statusCode).toBe(200);
    expect((await balanceOf(bob)).balance).toBe(50);

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

  it('keeps purchases private: unknown and foreign ids are 404', async () => {
    const purchase = await initiate(alice, 100);
    for (const url of [
      `/cps/credit-purchase/${purchase.purchaseId}`,
      `/cps/credit-purchase/verify/${purchase.purchaseId}`,
    ]) {
      expect((await call(bob, 'GET', url)).statusCode).toBe(404);
    }
    const complete = await call(bob, 'POST', '/cps/credit-purchase/complete', {
      purchaseId: purchase.purchaseId,
      paymentId: 'p1',
      signature: sign(purchase.orderId, 'p1'),
    });
    expect(complete.statusCode).toBe(404);
    const unknown = await call(alice, 'GET', '/cps/credit-purchase/00000000-0000-4000-8000-000000000000');
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Purchase not found' });
    expect((await call(alice, 'GET', '/cps/credit-purchase/not-a-uuid')).statusCode).toBe(400);
  });

  it('cannot complete an expired purchase; the late payment is marked for refund', async () => {
    const purchase = await initiate(alice, 300);
    await db.db
      .updateTable('credit_purchases')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', purchase.purchaseId)
      .execute();
    const before = (await balanceOf(alice)).balance;
    const response = await call(alice, 'POST', '/cps/credit-purchase/complete', {
      purchaseId: purchase.purchaseId,
      paymentId: 'late_pay',
      signature: sign(purchase.orderId, 'late_pay'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Purchase has expired; the payment will be refunded');
    const row = await db.db
      .selectFrom('credit_purchases')
      .select(['status', 'refund_status'])
      .where('id', '=', purchase.purchaseId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', refund_status: 'refunded' });
    expect((await balanceOf(alice)).balance).toBe(before);
    const verify = (await call(alice, 'GET', `/cps/credit-purchase/verify/${purchase.purchaseId}`)).json()
      .data;
    expect(verify).toMatchObject({ status: 'failed', verified: false, secondsLeft: 0 });
  });

  it('shows a lapsed purchase as failed on every read and stores the failure only in a write or the sweep', async () => {
    const [read, cancelled, fresh] = [
      await initiate(bob, 100),
      await initiate(bob, 200),
      await initiate(bob, 300),
    ];
    const lapsedAt = new Date(Date.now() - 1000);
    await db.db
      .updateTable('credit_purchases')
      .set({ expires_at: lapsedAt })
      .where('id', 'in', [read.purchaseId, cancelled.purchaseId])
      .execute();
    const stored = (id: string) =>
      db.db
        .selectFrom('credit_purchases')
        .select(['status', 'failure_reason', 'closed_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    const shown = (await call(bob, 'GET', `/cps/credit-purchase/${read.purchaseId}`)).json().data;
    expect(shown).toMatchObject({
      status: 'failed',
      failureReason: 'Payment window expired',
      paymentUrl: null,
    });
    const verify = (await call(bob, 'GET', `/cps/credit-purchase/verify/${read.purchaseId}`)).json().data;
    expect(verify).toMatchObject({ status: 'failed', verified: false, secondsLeft: 0 });
    const history = (await call(bob, 'GET', '/cps/credit-purchase/history?limit=10')).json().data.items;
    expect(
      history.slice(0, 3).map((item: { credits: number; status: string }) => [item.credits, item.status]),
    ).toEqual([
      [30, 'pending'],
      [20, 'failed'],
      [10, 'failed'],
    ]);
    expect(await stored(read.purchaseId)).toMatchObject({ status: 'pending', closed_at: null });

    // A write path stores what the read showed.
    const cancel = await call(bob, 'POST', '/cps/credit-purchase/cancel', {
      purchaseId: cancelled.purchaseId,
    });
    expect(cancel.json()).toMatchObject({ code: 'CONFLICT', message: 'Purchase is already failed' });
    expect(await stored(cancelled.purchaseId)).toEqual({
      status: 'failed',
      failure_reason: 'Payment window expired',
      closed_at: lapsedAt,
    });

    // The sweep stores the rest, closed when their window closed, and leaves a purchase still in its window.
    expect(await expireLapsedPurchases(db.db)).toBeGreaterThanOrEqual(1);
    expect(await stored(read.purchaseId)).toEqual({
      status: 'failed',
      failure_reason: 'Payment window expired',
      closed_at: lapsedAt,
    });
    expect((await stored(fresh.purchaseId)).status).toBe('pending');
    expect((await call(bob, 'GET', `/cps/credit-purchase/${read.purchaseId}`)).json().data).toEqual(shown);
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
    const deliver = (body: object, signature?: string, to = app) => {
      const raw = JSON.stringify(body);
      const secret = `${'s'.repeat(40)}:webhook`;
      return to.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signature ?? createHmac('sha256', secret).update(raw).digest('hex'),
        },
        payload: raw,
      });
    };

    it('credits on a signed capture, ignores a replay, and refuses a bad signature', async () => {
      const purchase = await initiate(alice, 400);
      const before = (await balanceOf(alice)).balance;
      const event = {
        id: `evt_${purchase.orderId}`,
        event: 'payment.captured',
        orderId: purchase.orderId,
        paymentId: 'wh_pay',
      };
      const forged = await deliver(event, 'ab'.repeat(32));
      expect(forged.statusCode).toBe(401);
      expect((await balanceOf(alice)).balance).toBe(before);

      expect((await deliver(event)).json().data.status).toBe('applied');
      expect((await deliver(event)).json().data.status).toBe('duplicate');
      expect((await balanceOf(alice)).balance).toBe(before + 40);

      const browser = await call(alice, 'POST', '/cps/credit-purchase/complete', {
        purchaseId: purchase.purchaseId,
        paymentId: 'wh_pay',
        signature: sign(purchase.orderId, 'wh_pay'),
      });
      expect(browser.statusCode).toBe(200);
      expect((await balanceOf(alice)).balance).toBe(before + 40);
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
      const before = (await balanceOf(alice)).balance;
      const event = {
        id: `evt_${purchase.orderId}`,
        event: 'payment.captured',
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
      expect((await balanceOf(alice)).balance).toBe(before);

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

  describe('the Idempotency-Key of initiate', () => {
    const open = (session: Session, key: string | null, payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/main/cps/credit-purchase/initiate',
        headers: { ...session.headers, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      });
    const purchasesOf = async (session: Session) =>
      (
        await db.db
          .selectFrom('credit_purchases')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', session.user.id)
          .executeTakeFirstOrThrow()
      ).count;

    it('answers a retry of the same request with the first purchase, and refuses the key for another', async () => {
      const key = `buy-${randomUUID()}`;
      const first = await open(alice, key, { amount: 500, currency: 'INR' });
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const opened = await purchasesOf(alice);
      // A retry after a timeout: the same request, its fields in another order.
      const retry = await open(alice, key, { currency: 'INR', amount: 500 });
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json().data).toEqual(first.json().data);
      const other = await open(alice, key, { amount: 600, currency: 'INR' });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
      expect(other.json().message).toContain('Idempotency-Key');
      const malformed = await open(alice, 'no spaces', { amount: 500, currency: 'INR' });
      expect(malformed.statusCode).toBe(400);
      expect(await purchasesOf(alice)).toBe(opened);
      // A key is its user's own: another user's same key opens their own purchase.
      const bobs = await open(bob, key, { amount: 500, currency: 'INR' });
      expect(bobs.statusCode).toBe(201);
      expect(bobs.json().data.purchaseId).not.toBe(first.json().data.purchaseId);
    });

    it('is declared in the OpenAPI document', async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(document.paths['/api/main/cps/credit-purchase/initiate'].post.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
      );
    });

    it('opens the order on the retry after the gateway failed with a 503, and only once', async () => {
      const key = `buy-${randomUUID()}`;
      const body = { amount: 300, currency: 'INR' };
      const createOrder = vi
        .spyOn(app.paymentGateway, 'createOrder')
        .mockRejectedValueOnce(new Error('gateway down'));
      const failed = await open(alice, key, body);
      createOrder.mockRestore();
      expect(failed.statusCode).toBe(503);
      const retried = await open(alice, key, body);
      expect(retried.statusCode).toBe(201);
      expect(retried.json().data).toMatchObject({ status: 'pending', credits: 30 });
      expect(retried.json().data.paymentUrl).toContain('/api/payments/sandbox/');
      const again = await open(alice, key, body);
      expect(again.json().data.purchaseId).toBe(retried.json().data.purchaseId);
      const withKey = await db.db
        .selectFrom('credit_purchases')
        .select(['id', 'status'])
        .where('user_id', '=', alice.user.id)
        .where('idempotency_key', '=', key)
        .execute();
      expect(withKey).toEqual([{ id: retried.json().data.purchaseId, status: 'pending' }]);
    });
  });

  describe('wallet', () => {
    it('deducts own credits, idempotently, and refuses more than the balance', async () => {
      const grant = await call(admin, 'POST', '/credit-transaction/add-credits', {
        userId: bob.user.id,
        amount: 100,
        reason: 'Launch bonus',
        idempotencyKey: `bonus-${kind}-bob`,
      });
      expect(grant.statusCode).toBe(200);
      const start = (await balanceOf(bob)).balance;
      const deduct = (amount: number, key: string) =>
        call(bob, 'POST', '/credit-transaction/deduct-credits', {
          userId: bob.user.id,
          amount,
          reason: 'AI video render',
          idempotencyKey: key,
        });
      const first = await deduct(30, `render-${kind}-1`);
      expect(first.json().data.balance).toBe(start - 30);
      const replay = await deduct(30, `render-${kind}-1`);
      expect(replay.json().data).toEqual(first.json().data);
      expect((await deduct(31, `render-${kind}-1`)).statusCode).toBe(409);
      const tooMuch = await deduct(start, `render-${kind}-2`);
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().message).toBe('Insufficient credits');
      expect(await balanceOf(bob)).toMatchObject({ balance: start - 30, breakdown: { bonus: 100 } });
    });

    it('guards other users wallets: 404 for users, allowed for admins; grants are admin-only', async () => {
      const urls = [
        `/credit-transaction/balance/${alice.user.id}`,
        `/wallet-management/info/${alice.user.id}`,
        `/credit-transaction/history/${alice.user.id}`,
      ];
      for (const url of urls) {
        expect((await call(bob, 'GET', url)).statusCode).toBe(404);
        expect((await call(admin, 'GET', url)).statusCode).toBe(200);
      }
      const steal = await call(bob, 'POST', '/credit-transaction/deduct-credits', {
        userId: alice.user.id,
        amount: 1,
        reason: 'Not mine',
        idempotencyKey: 'steal-attempt',
      });
      expect(steal.statusCode).toBe(404);
      const selfGrant = await call(bob, 'POST', '/credit-transaction/add-credits', {
        userId: bob.user.id,
        amount: 1000,
        reason: 'Free money',
        idempotencyKey: 'self-grant',
      });
      expect(selfGrant.statusCode).toBe(403);
      const info = (await call(admin, 'GET', `/wallet-management/info/${alice.user.id}`)).json().data;
      expect(info).toMatchObject({ currency: 'CREDITS', creditValueInr: 10, userId: alice.user.id });
    });

    it('filters history by type and date', async () => {
      const all = (await call(bob, 'GET', `/credit-transaction/history/${bob.user.id}?limit=100`)).json()
        .data;
      const grants = (await call(bob, 'GET', `/credit-transaction/history/${bob.user.id}?type=grant`)).json()
        .data;
      expect(grants.items.every((item: { kind: string }) => item.kind === 'grant')).toBe(true);
      expect(grants.total).toBeLessThan(all.total);
      const future = (
        await call(bob, 'GET', `/credit-transaction/history/${bob.user.id}?from=2999-01-01`)
      ).json().data;
      expect(future.total).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      const upToToday = (
        await call(bob, 'GET', `/credit-transaction/history/${bob.user.id}?to=${today}`)
      ).json().data;
      expect(upToToday.total).toBe(all.total);
      expect(
        (await call(bob, 'GET', `/credit-transaction/history/${bob.user.id}?type=nope`)).statusCode,
      ).toBe(400);
    });
  });
});

describe('the purchase sweep', () => {
  const database = useTestDatabase('pglite');
  afterEach(() => vi.useRealTimers());

  it('runs in a process that serves only payments, and fails lapsed purchases on its timer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const db = await database();
    const main = await db.build({ SERVICES: 'main,devIdp' });
    const user = await signIn(main, 'sweep-owner@example.com');
    const opened = await main.inject({
      method: 'POST',
      url: '/api/main/cps/credit-purchase/initiate',
      headers: user.headers,
      payload: { amount: 100, currency: 'INR' },
    });
    const purchaseId = opened.json().data.purchaseId as string;
    await main.close();
    await db.db
      .updateTable('credit_purchases')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', purchaseId)
      .execute();
    await db.build({ SERVICES: 'payments' });
    const status = async () =>
      (
        await db.db
          .selectFrom('credit_purchases')
          .select('status')
          .where('id', '=', purchaseId)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await status()).toBe('pending');
    vi.advanceTimersByTime(PURCHASE_SWEEP_EVERY_MS);
    await vi.waitFor(async () => expect(await status()).toBe('failed'));
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
    const initiated = await a.inject({
      method: 'POST',
      url: '/api/main/cps/credit-purchase/initiate',
      headers: session.headers,
      payload: { amount: 1000, currency: 'INR' },
    });
    const purchaseId = initiated.json().data.purchaseId as string;
    const { gateway_order_id: orderId } = await db.db
      .selectFrom('credit_purchases')
      .select('gateway_order_id')
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    const paymentId = 'pay_rush';
    const signature = createHmac('sha256', 'k'.repeat(40)).update(`${orderId}|${paymentId}`).digest('hex');
    const webhookBody = (index: number) =>
      JSON.stringify({ id: `evt_rush_${index % 5}`, event: 'payment.captured', orderId, paymentId });
    const requests = Array.from({ length: 50 }, (_, index) => {
      const app = index % 2 === 0 ? a : b;
      if (index % 3 === 0) {
        const raw = webhookBody(index);
        return app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox',
          headers: {
            'content-type': 'application/json',
            'x-sandbox-signature': createHmac('sha256', `${'k'.repeat(40)}:webhook`)
              .update(raw)
              .digest('hex'),
          },
          payload: raw,
        });
      }
      return app.inject({
        method: 'POST',
        url: '/api/main/cps/credit-purchase/complete',
        headers: session.headers,
        payload: { purchaseId, paymentId, signature },
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
    const balance = await a.inject({
      method: 'GET',
      url: '/api/main/cps/credit-transaction/balance',
      headers: session.headers,
    });
    expect(balance.json().data.balance).toBe(100);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });
});

describe('one Idempotency-Key sent 40 times at once to two API instances on PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('opens one purchase and answers it or 409, never a 5xx', async () => {
    const db = await database();
    const a = await db.build({}, {}, { ownPool: true });
    const b = await db.build({}, {}, { ownPool: true });
    const session = await signIn(a, 'retry-storm@example.com');
    const key = `storm-${randomUUID()}`;
    const open = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/main/cps/credit-purchase/initiate',
        headers: { ...session.headers, 'idempotency-key': key },
        payload: { amount: 700, currency: 'INR' },
      });
    const responses = await Promise.all(Array.from({ length: 40 }, (_, index) => open(index % 2 ? a : b)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    for (const busy of responses.filter((response) => response.statusCode === 409)) {
      expect(busy.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    }
    const answered = new Set(
      responses.filter((response) => response.statusCode === 201).map((r) => r.json().data.purchaseId),
    );
    const rows = await db.db
      .selectFrom('credit_purchases')
      .select('id')
      .where('user_id', '=', session.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect([...answered].every((id) => id === rows[0]?.id)).toBe(true);
    // Once the first has its order, every retry answers it.
    const after = await open(b);
    expect(after.statusCode).toBe(201);
    expect(after.json().data.purchaseId).toBe(rows[0]?.id);
  });
});
