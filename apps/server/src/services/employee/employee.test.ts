// Over 300 lines: the encashment journey end to end (request, review, payout, the earned-credits rule) on both databases, one set-up.
import { createHmac } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction } from '../../platform/ledger/ledger.js';
import { ledgerInvariantViolations } from '../../platform/ledger/ledger-invariants.js';
import { type ApiCall, addCreditsAsAdmin, apiClient, walletOf } from '../../test/api.js';
import { createEventWithSlot } from '../../test/events.js';
import {
  DATABASE_KINDS,
  type Session,
  signIn,
  signInResponse,
  type TestDatabase,
  useTestDatabase,
} from '../../test/harness.js';

const UPI = { method: 'upi', upiId: 'esha@okbank' };
const SECRET = 'e'.repeat(40);

describe.each(DATABASE_KINDS)('employee management on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;
  let employee: Session;
  let outsider: Session;
  let call: ApiCall;
  let keyCounter = 0;

  beforeAll(async () => {
    db = await database();
    app = await db.build({ PAYMENT_SIGNING_SECRET: SECRET });
    admin = await signIn(app, 'admin@engagex.dev');
    employee = await signIn(app, `staff-${kind}@engagex.dev`);
    outsider = await signIn(app, `outsider-${kind}@gmail.com`);
    call = apiClient(app, SERVICE_PREFIXES.employee);
  });
  afterEach(async () => expect(await ledgerInvariantViolations(db.db)).toEqual([]));

  const request = (credits: number) =>
    call(employee, 'POST', '/encashment/requests', {
      credits,
      payout: UPI,
      idempotencyKey: `enc-${kind}-${keyCounter++}`,
    });

  const main = (session: Session, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/main${url}`, headers: session.headers, payload });
  const spendOwn = async (session: Session, amount: number) =>
    expect(
      (
        await main(session, '/credit-transaction/deduct-credits', {
          userId: session.user.id,
          amount,
          reason: 'Spent on a booking',
          idempotencyKey: `spend-${kind}-${keyCounter++}`,
        })
      ).statusCode,
    ).toBe(200);
  /** Buys credits through the sandbox gateway, as a card holder would. */
  const buyWithCard = async (session: Session, credits: number) => {
    const purchase = (
      await main(session, '/cps/credit-purchase/initiate', { amount: credits * 10, currency: 'INR' })
    ).json().data;
    const { gateway_order_id: orderId } = await db.db
      .selectFrom('credit_purchases')
      .select('gateway_order_id')
      .where('id', '=', purchase.purchaseId)
      .executeTakeFirstOrThrow();
    const paymentId = `pay_${purchase.purchaseId.slice(0, 8)}`;
    const signature = createHmac('sha256', SECRET).update(`${orderId}|${paymentId}`).digest('hex');
    const completed = await main(session, '/cps/credit-purchase/complete', {
      purchaseId: purchase.purchaseId,
      paymentId,
      signature,
    });
    expect(completed.statusCode).toBe(200);
  };
  const encashableOf = async (session: Session) =>
    (await call(session, 'GET', '/encashment/config')).json().data.encashableCredits;

  it('never encashes bought credits: spend what was earned, buy as much, and the request is refused', async () => {
    const fraud = await signIn(app, `spender-${kind}@engagex.dev`);
    await addCreditsAsAdmin(app, admin, fraud.user.id, 1000);
    await spendOwn(fraud, 1000);
    await buyWithCard(fraud, 1000);
    expect(await walletOf(app, fraud)).toMatchObject({ balance: 1000 });
    expect(await encashableOf(fraud)).toBe(0);
    const refused = await call(fraud, 'POST', '/encashment/requests', {
      credits: 500,
      payout: UPI,
      idempotencyKey: `enc-${kind}-${keyCounter++}`,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('You can encash up to 0 earned credits');
    expect(await walletOf(app, fraud)).toMatchObject({ balance: 1000, pendingCredits: 0 });
  });

  it('spends bought credits first, and a rejected request returns its credits to the earned lot', async () => {
    const saver = await signIn(app, `saver-${kind}@engagex.dev`);
    await addCreditsAsAdmin(app, admin, saver.user.id, 600);
    await buyWithCard(saver, 400);
    await spendOwn(saver, 500);
    expect(await encashableOf(saver)).toBe(500);
    const created = await call(saver, 'POST', '/encashment/requests', {
      credits: 500,
      payout: UPI,
      idempotencyKey: `enc-${kind}-${keyCounter++}`,
    });
    expect(created.statusCode).toBe(201);
    expect(await encashableOf(saver)).toBe(0);
    await call(admin, 'POST', `/encashment/requests/${created.json().data.id}/reject`, {
      reason: 'Wrong UPI',
    });
    expect(await encashableOf(saver)).toBe(500);
    expect(await walletOf(app, saver)).toMatchObject({ balance: 500, pendingCredits: 0 });
  });

  it('a cancelled booking paid with earned credits gives them back to the earned lot', async () => {
    const booker = await signIn(app, `booker-${kind}@engagex.dev`);
    await addCreditsAsAdmin(app, admin, booker.user.id, 1000);
    const { eventId, slotId } = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 10,
      priceCredits: 300,
    });
    const callEvents = apiClient(app, SERVICE_PREFIXES.events);
    const held = (await callEvents(booker, 'POST', '/bookings', { eventId, slotId, seats: 2 })).json().data;
    const paid = await callEvents(booker, 'POST', '/bookings/initiate-payment', {
      bookingId: held.id,
      method: 'credits',
    });
    expect(paid.statusCode).toBe(200);
    expect(await encashableOf(booker)).toBe(400);
    await buyWithCard(booker, 600);
    expect(await encashableOf(booker)).toBe(400);
    const cancelled = await callEvents(booker, 'POST', `/bookings/${held.id}/cancel`, {
      reason: 'Plans changed',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await encashableOf(booker)).toBe(1000);
    expect(await walletOf(app, booker)).toMatchObject({ balance: 1600 });
    const encashed = await call(booker, 'POST', '/encashment/requests', {
      credits: 1000,
      payout: UPI,
      idempotencyKey: `enc-${kind}-${keyCounter++}`,
    });
    expect(encashed.statusCode).toBe(201);
    expect(await encashableOf(booker)).toBe(0);
    expect(await walletOf(app, booker)).toMatchObject({ balance: 600, pendingCredits: 1000 });
  });

  it('refuses every employee route to a non-employee with 403', async () => {
    for (const [method, url] of [
      ['GET', '/encashment/config'],
      ['POST', '/encashment/validate'],
      ['GET', '/encashment/requests'],
      ['GET', '/referral/modules'],
      ['GET', '/referral/summary'],
    ] as const) {
      expect(
        (await call(outsider, method, url, method === 'POST' ? { credits: 100 } : undefined)).statusCode,
      ).toBe(403);
    }
  });

  it('validates against limits and earned credits, with a message for each', async () => {
    await addCreditsAsAdmin(app, admin, employee.user.id, 1000);
    const config = (await call(employee, 'GET', '/encashment/config')).json().data;
    expect(config).toMatchObject({
      minCredits: 100,
      maxCredits: 5000,
      encashableCredits: 1000,
      creditValueInr: 10,
    });
    const cases: [number, boolean, string][] = [
      [50, false, 'Encash at least 100 credits'],
      [6000, false, 'Encash at most 5,000 credits per request'],
      [1200, false, 'You can encash up to 1,000 earned credits'],
      [-5, false, 'Credits must be a positive whole number'],
      [300, true, '300 credits = ₹3,000'],
    ];
    for (const [credits, isValid, message] of cases) {
      expect((await call(employee, 'POST', '/encashment/validate', { credits })).json().data).toEqual({
        isValid,
        message,
      });
    }
  });

  it('holds requested credits, cancels back to the wallet, and lets an admin pay exactly once', async () => {
    const before = await walletOf(app, employee);
    const created = await request(200);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      status: 'pending',
      credits: 200,
      amountInr: 2000,
      payoutTo: 'esha@okbank',
    });
    expect(await walletOf(app, employee)).toMatchObject({
      balance: before.balance - 200,
      pendingCredits: 200,
    });
    const cancelled = await call(employee, 'DELETE', `/encashment/requests/${created.json().data.id}`);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(
      (await call(employee, 'DELETE', `/encashment/requests/${created.json().data.id}`)).statusCode,
    ).toBe(409);
    expect(await walletOf(app, employee)).toMatchObject({ balance: before.balance, pendingCredits: 0 });

    const paidOut = (await request(150)).json().data;
    expect((await call(employee, 'POST', `/encashment/requests/${paidOut.id}/approve`)).statusCode).toBe(403);
    expect((await call(admin, 'POST', `/encashment/requests/${paidOut.id}/approve`)).json().data.status).toBe(
      'approved',
    );
    expect((await call(employee, 'DELETE', `/encashment/requests/${paidOut.id}`)).statusCode).toBe(409);
    const paid = await call(admin, 'POST', `/encashment/requests/${paidOut.id}/mark-paid`, {
      payoutReference: 'UTR123456',
    });
    expect(paid.json().data).toMatchObject({ status: 'paid', payoutReference: 'UTR123456' });
    expect(
      (
        await call(admin, 'POST', `/encashment/requests/${paidOut.id}/mark-paid`, {
          payoutReference: 'UTR999',
        })
      ).statusCode,
    ).toBe(409);
    expect(await walletOf(app, employee)).toMatchObject({ balance: before.balance - 150, pendingCredits: 0 });

    const rejected = (await request(100)).json().data;
    await call(admin, 'POST', `/encashment/requests/${rejected.id}/reject`, {
      reason: 'Bank details mismatch',
    });
    expect(await walletOf(app, employee)).toMatchObject({ balance: before.balance - 150, pendingCredits: 0 });
    const other = await signIn(app, `other-staff-${kind}@engagex.dev`);
    expect((await call(other, 'GET', `/encashment/requests/${rejected.id}`)).statusCode).toBe(404);
    const list = (await call(employee, 'GET', '/encashment/requests')).json().data;
    expect(list).toMatchObject({ page: 1, limit: 10 });
    expect(list.items.map((item: { status: string }) => item.status)).toEqual([
      'rejected',
      'paid',
      'cancelled',
    ]);
  });

  it('guides employees to refer modules and summarises their real referral results', async () => {
    const modules = (await call(employee, 'GET', '/referral/modules')).json().data;
    expect(modules).toHaveLength(9);
    expect(modules[0].commission).toEqual({
      signupCredits: 50,
      purchasePercent: 10,
      monthlyCapCredits: 2000,
    });
    const guidance = (await call(employee, 'GET', '/referral/modules/events/guidance')).json().data;
    expect(guidance.steps.length).toBeGreaterThan(2);
    // The rules of decision 015, with the constants that pay them.
    expect(guidance.rules).toEqual([
      expect.stringContaining('A sign-up alone earns nothing'),
      expect.stringContaining('earns you 10% of the credits it buys'),
      expect.stringContaining('capped at 2,000 credits per calendar month'),
      expect.stringContaining('held for review and pays nothing unless an admin approves it'),
    ]);
    expect((await call(employee, 'GET', '/referral/modules/teleport/guidance')).statusCode).toBe(404);
    const summary = (await call(employee, 'GET', '/referral/summary')).json().data;
    await signInResponse(app, `referred-${kind}@example.com`, { referralCode: summary.referralCode });
    const after = (await call(employee, 'GET', '/referral/summary')).json().data;
    expect(after.totalReferrals).toBe(summary.totalReferrals + 1);
    // The referral pays when the referee completes a payment, not at sign-up (decision 015).
    expect(after.creditsEarned).toBe(summary.creditsEarned);
  });
});

describe('encashment under concurrency on PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('concurrent requests never hold more than the wallet; cancel and approve racing have one winner', async () => {
    const db = await database();
    const app = await db.build();
    const admin = await signIn(app, 'admin@engagex.dev');
    const employee = await signIn(app, 'racer@engagex.dev');
    await addCreditsAsAdmin(app, admin, employee.user.id, 1000, 'race-bonus');
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/employee/encashment/requests',
          headers: employee.headers,
          payload: { credits: 300, payout: UPI, idempotencyKey: `race-key-${index}` },
        }),
      ),
    );
    expect(attempts.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(attempts.every((response) => response.statusCode === 201 || response.statusCode === 422)).toBe(
      true,
    );
    const wallet = await walletOf(app, employee);
    expect(wallet).toMatchObject({ balance: 100, pendingCredits: 900 });

    for (const response of attempts.filter((r) => r.statusCode === 201)) {
      const id = response.json().data.id;
      const [cancel, approve] = await Promise.all([
        app.inject({
          method: 'DELETE',
          url: `/api/employee/encashment/requests/${id}`,
          headers: employee.headers,
        }),
        app.inject({
          method: 'POST',
          url: `/api/employee/encashment/requests/${id}/approve`,
          headers: admin.headers,
        }),
      ]);
      expect([cancel.statusCode, approve.statusCode].sort()).toEqual([200, 409]);
    }
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });
});

describe('one idempotency key, many parallel encashment requests, on PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('answers every copy with the one request, on two instances, and never a 5xx', async () => {
    const db = await database();
    const first = await db.build();
    const second = await db.build({}, {}, { ownPool: true });
    const admin = await signIn(first, 'admin@engagex.dev');
    const employee = await signIn(first, 'retrier@engagex.dev');
    await addCreditsAsAdmin(first, admin, employee.user.id, 2000, 'retry-bonus');
    for (const round of [1, 2, 3]) {
      const copies = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          (index % 2 === 0 ? first : second).inject({
            method: 'POST',
            url: '/api/employee/encashment/requests',
            headers: employee.headers,
            payload: { credits: 200, payout: UPI, idempotencyKey: `one-key-${round}` },
          }),
        ),
      );
      expect(copies.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(copies.map((response) => response.json().data.id)).size).toBe(1);
    }
    const rows = await db.db
      .selectFrom('encashment_requests')
      .select('credits')
      .where('user_id', '=', employee.user.id)
      .execute();
    expect(rows).toHaveLength(3);
    const wallet = await walletOf(first, employee);
    expect(wallet).toMatchObject({ balance: 1400, pendingCredits: 600 });
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
    // Two API instances and three rounds of ten copies take a while on a busy machine; nothing here is timed.
  }, 120_000);
});

describe('spending and encashing at once, on PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('never encashes more than the earned credits the spends left, on two instances', async () => {
    const db = await database();
    const first = await db.build();
    const second = await db.build({}, {}, { ownPool: true });
    const admin = await signIn(first, 'admin@engagex.dev');
    const employee = await signIn(first, 'spend-and-encash@engagex.dev');
    await addCreditsAsAdmin(first, admin, employee.user.id, 1000, 'both-bonus');
    // 500 bought credits, as a completed card payment leaves them.
    await postTransaction(db.db, {
      idempotencyKey: 'both-purchase',
      kind: 'purchase',
      description: 'Bought 500 credits',
      postings: [
        { account: { system: 'gatewayClearing' }, amount: -500 },
        { account: { wallet: employee.user.id }, amount: 500 },
      ],
    });
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, index) => {
        const app = index % 4 < 2 ? first : second;
        return index % 2 === 0
          ? app.inject({
              method: 'POST',
              url: '/api/main/credit-transaction/deduct-credits',
              headers: employee.headers,
              payload: {
                userId: employee.user.id,
                amount: 300,
                reason: 'A booking',
                idempotencyKey: `both-spend-${index}`,
              },
            })
          : app.inject({
              method: 'POST',
              url: '/api/employee/encashment/requests',
              headers: employee.headers,
              payload: { credits: 300, payout: UPI, idempotencyKey: `both-encash-${index}` },
            });
      }),
    );
    expect(attempts.every((response) => [200, 201, 422].includes(response.statusCode))).toBe(true);
    const spent = attempts.filter((response) => response.statusCode === 200).length * 300;
    const encashed = attempts.filter((response) => response.statusCode === 201).length * 300;
    // Spends take the 500 bought credits first; only the rest comes out of the 1,000 earned.
    expect(encashed + Math.max(0, spent - 500)).toBeLessThanOrEqual(1000);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  }, 120_000);
});
