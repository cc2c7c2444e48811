// Over 300 lines: the encashment journey end to end (request, review, payout, the earned-credits rule) on both databases, one set-up.
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { creditsApi } from '@engagex/contracts/api/credits';
import { employeeApi } from '@engagex/contracts/api/employee';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction } from '../../platform/ledger/ledger.js';
import { ledgerInvariantViolations } from '../../platform/ledger/ledger-invariants.js';
import { addCreditsAsAdmin, inject, walletOf } from '../../test/api.js';
import { createEventWithSlot } from '../../test/events.js';
import {
  DATABASE_KINDS,
  type Session,
  signIn,
  signInResponse,
  type TestDatabase,
  useTestDatabase,
} from '../../test/harness.js';
import { signSandboxPayment } from '../../test/webhooks.js';

const UPI = { method: 'upi', upiId: 'esha@okbank' } as const;
const SECRET = 'e'.repeat(40);

describe.each(DATABASE_KINDS)('employee management on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;
  let employee: Session;
  let outsider: Session;
  let keyCounter = 0;

  beforeAll(async () => {
    db = await database();
    app = await db.build({ PAYMENT_SIGNING_SECRET: SECRET });
    admin = await signIn(app, 'admin@engagex.dev');
    employee = await signIn(app, `staff-${kind}@engagex.dev`);
    outsider = await signIn(app, `outsider-${kind}@gmail.com`);
  });
  afterEach(async () => expect(await ledgerInvariantViolations(db.db)).toEqual([]));

  const requestAs = (session: Session, credits: number) =>
    inject(app, employeeApi.requestEncashment, {
      session,
      body: { credits, payout: UPI, idempotencyKey: `enc-${kind}-${keyCounter++}` },
    });
  const request = (credits: number) => requestAs(employee, credits);
  const decide = {
    approve: (as: Session, id: string) =>
      inject(app, employeeApi.approveEncashment, { session: as, params: { id } }),
    reject: (id: string, reason: string) =>
      inject(app, employeeApi.rejectEncashment, { session: admin, params: { id }, body: { reason } }),
    markPaid: (id: string, payoutReference: string) =>
      inject(app, employeeApi.markEncashmentPaid, {
        session: admin,
        params: { id },
        body: { payoutReference },
      }),
  };
  const cancel = (id: string) =>
    inject(app, employeeApi.cancelEncashment, { session: employee, params: { id } });

  const spendOwn = async (session: Session, amount: number) =>
    expect(
      (
        await inject(app, creditsApi.deduct, {
          session,
          body: {
            userId: session.user.id,
            amount,
            reason: 'Spent on a booking',
            idempotencyKey: `spend-${kind}-${keyCounter++}`,
          },
        })
      ).statusCode,
    ).toBe(200);
  /** Buys credits through the sandbox gateway, as a card holder would. */
  const buyWithCard = async (session: Session, credits: number) => {
    const purchase = (
      await inject(app, creditsApi.initiatePurchase, {
        session,
        body: { amount: credits * 10, currency: 'INR' },
      })
    ).data();
    const { gateway_order_id: orderId } = await db.db
      .selectFrom('credit_purchases')
      .select('gateway_order_id')
      .where('id', '=', purchase.purchaseId)
      .executeTakeFirstOrThrow();
    const paymentId = `pay_${purchase.purchaseId.slice(0, 8)}`;
    const signature = signSandboxPayment(SECRET, orderId as string, paymentId);
    const completed = await inject(app, creditsApi.completePurchase, {
      session,
      body: { purchaseId: purchase.purchaseId, paymentId, signature },
    });
    expect(completed.statusCode).toBe(200);
  };
  const encashableOf = async (session: Session) =>
    (await inject(app, employeeApi.encashmentConfig, { session })).data().encashableCredits;

  it('never encashes bought credits: spend what was earned, buy as much, and the request is refused', async () => {
    const fraud = await signIn(app, `spender-${kind}@engagex.dev`);
    await addCreditsAsAdmin(app, admin, fraud.user.id, 1000);
    await spendOwn(fraud, 1000);
    await buyWithCard(fraud, 1000);
    expect(await walletOf(app, fraud)).toMatchObject({ balance: 1000 });
    expect(await encashableOf(fraud)).toBe(0);
    const refused = await requestAs(fraud, 500);
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
    const created = await requestAs(saver, 500);
    expect(created.statusCode).toBe(201);
    expect(await encashableOf(saver)).toBe(0);
    await decide.reject(created.data().id, 'Wrong UPI');
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
    const held = (
      await inject(app, bookingsApi.create, {
        realm: 'events',
        session: booker,
        body: { eventId, slotId, seats: 2 },
      })
    ).data();
    const paid = await inject(app, bookingsApi.initiatePayment, {
      realm: 'events',
      session: booker,
      body: { bookingId: held.id, method: 'credits' },
    });
    expect(paid.statusCode).toBe(200);
    expect(await encashableOf(booker)).toBe(400);
    await buyWithCard(booker, 600);
    expect(await encashableOf(booker)).toBe(400);
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm: 'events',
      session: booker,
      params: { id: held.id },
      body: { reason: 'Plans changed' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await encashableOf(booker)).toBe(1000);
    expect(await walletOf(app, booker)).toMatchObject({ balance: 1600 });
    const encashed = await requestAs(booker, 1000);
    expect(encashed.statusCode).toBe(201);
    expect(await encashableOf(booker)).toBe(0);
    expect(await walletOf(app, booker)).toMatchObject({ balance: 600, pendingCredits: 1000 });
  });

  it('refuses every employee route to a non-employee with 403', async () => {
    const session = outsider;
    for (const attempt of [
      () => inject(app, employeeApi.encashmentConfig, { session }),
      () => inject(app, employeeApi.validateEncashment, { session, body: { credits: 100 } }),
      () => inject(app, employeeApi.listEncashments, { session }),
      () => inject(app, employeeApi.referralModules, { session }),
      () => inject(app, employeeApi.referralSummary, { session }),
    ]) {
      expect((await attempt()).statusCode).toBe(403);
    }
  });

  it('validates against limits and earned credits, with a message for each', async () => {
    await addCreditsAsAdmin(app, admin, employee.user.id, 1000);
    const config = (await inject(app, employeeApi.encashmentConfig, { session: employee })).data();
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
      const validated = await inject(app, employeeApi.validateEncashment, {
        session: employee,
        body: { credits },
      });
      expect(validated.data()).toEqual({
        isValid,
        message,
      });
    }
  });

  it('holds requested credits, cancels back to the wallet, and lets an admin pay exactly once', async () => {
    const before = await walletOf(app, employee);
    const created = await request(200);
    expect(created.statusCode).toBe(201);
    expect(created.data()).toMatchObject({
      status: 'pending',
      credits: 200,
      amountInr: 2000,
      payoutTo: 'esha@okbank',
    });
    expect(await walletOf(app, employee)).toMatchObject({
      balance: before.balance - 200,
      pendingCredits: 200,
    });
    const cancelled = await cancel(created.data().id);
    expect(cancelled.data().status).toBe('cancelled');
    expect((await cancel(created.data().id)).statusCode).toBe(409);
    expect(await walletOf(app, employee)).toMatchObject({ balance: before.balance, pendingCredits: 0 });

    const paidOut = (await request(150)).data();
    expect((await decide.approve(employee, paidOut.id)).statusCode).toBe(403);
    expect((await decide.approve(admin, paidOut.id)).data().status).toBe('approved');
    expect((await cancel(paidOut.id)).statusCode).toBe(409);
    const paid = await decide.markPaid(paidOut.id, 'UTR123456');
    expect(paid.data()).toMatchObject({ status: 'paid', payoutReference: 'UTR123456' });
    expect((await decide.markPaid(paidOut.id, 'UTR999')).statusCode).toBe(409);
    expect(await walletOf(app, employee)).toMatchObject({ balance: before.balance - 150, pendingCredits: 0 });

    const rejected = (await request(100)).data();
    await decide.reject(rejected.id, 'Bank details mismatch');
    expect(await walletOf(app, employee)).toMatchObject({ balance: before.balance - 150, pendingCredits: 0 });
    const other = await signIn(app, `other-staff-${kind}@engagex.dev`);
    expect(
      (await inject(app, employeeApi.getEncashment, { session: other, params: { id: rejected.id } }))
        .statusCode,
    ).toBe(404);
    const list = (await inject(app, employeeApi.listEncashments, { session: employee })).data();
    expect(list).toMatchObject({ page: 1, limit: 10 });
    expect(list.items.map((item) => item.status)).toEqual(['rejected', 'paid', 'cancelled']);
  });

  it('guides employees to refer modules and summarises their real referral results', async () => {
    const modules = (await inject(app, employeeApi.referralModules, { session: employee })).data();
    expect(modules).toHaveLength(9);
    expect(modules[0]?.commission).toEqual({
      signupCredits: 50,
      purchasePercent: 10,
      monthlyCapCredits: 2000,
    });
    const guidanceOf = (id: string) =>
      inject(app, employeeApi.referralGuidance, { session: employee, params: { id } });
    const guidance = (await guidanceOf('events')).data();
    expect(guidance.steps.length).toBeGreaterThan(2);
    // The rules of decision 015, with the constants that pay them.
    expect(guidance.rules).toEqual([
      expect.stringContaining('A sign-up alone earns nothing'),
      expect.stringContaining('earns you 10% of the credits it buys'),
      expect.stringContaining('capped at 2,000 credits per calendar month'),
      expect.stringContaining('held for review and pays nothing unless an admin approves it'),
    ]);
    expect((await guidanceOf('teleport')).statusCode).toBe(404);
    const referralSummary = async () =>
      (await inject(app, employeeApi.referralSummary, { session: employee })).data();
    const summary = await referralSummary();
    await signInResponse(app, `referred-${kind}@example.com`, { referralCode: summary.referralCode });
    const after = await referralSummary();
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
        inject(app, employeeApi.requestEncashment, {
          session: employee,
          body: { credits: 300, payout: UPI, idempotencyKey: `race-key-${index}` },
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
      const id = response.data().id;
      const [cancel, approve] = await Promise.all([
        inject(app, employeeApi.cancelEncashment, { session: employee, params: { id } }),
        inject(app, employeeApi.approveEncashment, { session: admin, params: { id } }),
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
          inject(index % 2 === 0 ? first : second, employeeApi.requestEncashment, {
            session: employee,
            body: { credits: 200, payout: UPI, idempotencyKey: `one-key-${round}` },
          }),
        ),
      );
      expect(copies.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(copies.map((response) => response.data().id)).size).toBe(1);
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
          ? inject(app, creditsApi.deduct, {
              session: employee,
              body: {
                userId: employee.user.id,
                amount: 300,
                reason: 'A booking',
                idempotencyKey: `both-spend-${index}`,
              },
            })
          : inject(app, employeeApi.requestEncashment, {
              session: employee,
              body: { credits: 300, payout: UPI, idempotencyKey: `both-encash-${index}` },
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
