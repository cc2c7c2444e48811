// Over 300 lines: decision 038's cases on both databases and on racing processes, sharing one set-up per run.

import { SERVICE_PREFIXES, type TBooking } from '@engagex/contracts';
import { adminFailuresApi } from '@engagex/contracts/api/admin-failures';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantRegistrationApi, contestantsApi } from '@engagex/contracts/api/contestants';
import { eventsApi } from '@engagex/contracts/api/events';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { REFUND_ATTEMPTS } from '../../../platform/payments/refund-attempts.js';
import { retryDueRefunds } from '../../../platform/payments/refund-retries.js';
import type { SandboxGateway } from '../../../platform/payments/sandbox.js';
import { addCreditsAsAdmin, balanceOf, inject } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import {
  DATABASE_KINDS,
  type DatabaseKind,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { entryPaidByCard, paidAtSandbox } from '../notices.fixtures.js';

const SECRET = 'q'.repeat(40);
const prefix = SERVICE_PREFIXES.events;
const realm = 'events';

/** Decision 038: a cancelled booking paid by the gateway goes back to the original payment, once. */
describe.each(DATABASE_KINDS)('refunds to the original payment on %s', (kind) => refundSuite(kind));

/** Two API processes, each with its own pool, as production runs them: only PostgreSQL has that. */
describe('refunds to the original payment under racing processes', () => refundSuite('postgres', true));

function refundSuite(kind: DatabaseKind, racing = false) {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;
  let alice: Session;
  const sandbox = () => app.paymentGateway as SandboxGateway;

  beforeAll(async () => {
    db = await database();
    app = await db.build({ PAYMENT_SIGNING_SECRET: SECRET });
    admin = await signIn(app, 'admin@engagex.dev');
    alice = await signIn(app, `alice-refunds-${kind}@example.com`);
    // Earned credits (a grant) sit in alice's wallet: a refund to the card must never take them.
    await addCreditsAsAdmin(app, admin, alice.user.id, 30, `alice-refunds-${kind}`);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });

  /** The purchase behind a paid thing, as the sweep and an admin see it. */
  const purchaseRow = (purchaseId: string) =>
    db.db
      .selectFrom('credit_purchases')
      .select(['payment_id', 'refund_status', 'refund_attempts', 'refund_last_error'])
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
  /** The gateway refunds made to one payment, on any of the given processes. */
  const refundsOf = async (purchaseId: string, instances = [app]) => {
    const { payment_id } = await purchaseRow(purchaseId);
    return instances.flatMap((instance) =>
      (instance.paymentGateway as SandboxGateway).refunds.filter((refund) => refund.paymentId === payment_id),
    );
  };
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  const wallet = async (userId: string) => {
    const row = await db.db
      .selectFrom('ledger_accounts')
      .select(['balance', 'earned'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { balance: Number(row.balance), earned: Number(row.earned) };
  };

  /** A booking of 2 seats at 40 credits (₹800) paid through the sandbox checkout, as the browser does it. */
  async function gatewayBooking(
    on = app,
    show?: { eventId: string; slotId: string },
    booker: Session = alice,
  ) {
    const { eventId, slotId } =
      show ?? (await createEventWithSlot(on, prefix, admin, { capacity: 5, priceCredits: 40 }));
    const hold = (
      await inject(on, bookingsApi.create, { realm, session: booker, body: { eventId, slotId, seats: 2 } })
    ).json().data;
    const started = await inject(on, bookingsApi.initiatePayment, {
      realm,
      session: booker,
      body: {
        bookingId: hold.id,
        method: 'gateway',
      },
    });
    const { paymentUrl, purchaseId } = started.json().data.payment;
    const proof = await paidAtSandbox(on, paymentUrl);
    const done = await inject(on, bookingsApi.completePayment, {
      realm,
      session: booker,
      body: { bookingId: hold.id, ...proof },
    });
    expect(done.statusCode).toBe(200);
    return {
      bookingId: hold.id as string,
      purchaseId: purchaseId as string,
      booking: done.json().data.booking,
    };
  }

  /**
   * An entry of fee 100 credits (₹1,000) paid through the sandbox, in a competition starting in `days` days (made
   * here, unless `eventId` names one).
   */
  async function gatewayEntry(
    on: FastifyInstance,
    input: { days?: number; eventId?: string; booker?: Session },
  ) {
    const booker = input.booker ?? alice;
    const eventId =
      input.eventId ??
      (
        await createEventWithSlot(on, prefix, admin, {
          capacity: 50,
          priceCredits: 0,
          startsInHours: 24 * (input.days ?? 30),
          competition: { fee: 100, perExtra: 50, maxGroup: 4 },
        })
      ).eventId;
    const { contestantId, purchaseId } = await entryPaidByCard(on, realm, booker, eventId);
    return { eventId, contestantId, purchaseId };
  }

  if (racing) {
    it('two cancels racing on two processes refund the card once', async () => {
      const one = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const two = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const { bookingId } = await gatewayBooking(one);
      const before = await wallet(alice.user.id);
      const counts = () =>
        [one, two].reduce(
          (sum, instance) => sum + (instance.paymentGateway as SandboxGateway).refunds.length,
          0,
        );
      const start = counts();
      const answers = await Promise.all(
        [one, two, one, two].map((instance) =>
          inject(instance, bookingsApi.cancel, {
            realm,
            session: alice,
            params: { id: bookingId },
            body: {
              reason: 'Racing cancels',
            },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
      expect(counts() - start).toBe(1);
      expect((await wallet(alice.user.id)).earned).toBe(before.earned);
      expect((await wallet(alice.user.id)).balance).toBe(before.balance);
      await one.close();
      await two.close();
    });

    it('two organisers cancelling the event while the booker cancels: each card is paid back once', async () => {
      const one = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const two = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const bob = await signIn(one, 'bob-refunds-racing@example.com');
      const show = await createEventWithSlot(one, prefix, admin, { capacity: 6, priceCredits: 40 });
      const before = await wallet(alice.user.id);
      const mine = await gatewayBooking(one, show, alice);
      const bobs = await gatewayBooking(one, show, bob);
      const answers = await Promise.all([
        inject(one, eventsApi.cancel, {
          realm,
          session: admin,
          params: { id: show.eventId },
          body: { reason: 'Venue closed' },
        }),
        inject(two, eventsApi.cancel, {
          realm,
          session: admin,
          params: { id: show.eventId },
          body: { reason: 'Venue closed' },
        }),
        inject(two, bookingsApi.cancel, {
          realm,
          session: alice,
          params: { id: mine.bookingId },
          body: {
            reason: 'Racing the organiser',
          },
        }),
      ]);
      expect(answers.slice(0, 2).map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect([200, 409]).toContain(answers[2]?.statusCode);
      for (const { purchaseId } of [mine, bobs]) {
        expect((await refundsOf(purchaseId, [one, two])).map((refund) => refund.amountMinor)).toEqual([
          80_000,
        ]);
        expect((await purchaseRow(purchaseId)).refund_status).toBe('refunded');
      }
      expect(await wallet(alice.user.id)).toEqual(before);
      expect((await wallet(bob.user.id)).balance).toBe(0);
      await one.close();
      await two.close();
    });

    it('an entrant cancelling while the organiser withdraws the competition is paid back once, no deadlock', async () => {
      const one = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const two = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const bob = await signIn(one, 'bob-entries-racing@example.com');
      // A competition with paid seats too: the withdrawal refunds a booking and entries in one transaction.
      const show = await createEventWithSlot(one, prefix, admin, {
        capacity: 6,
        priceCredits: 40,
        startsInHours: 24 * 30,
        competition: { fee: 100, perExtra: 50, maxGroup: 4 },
      });
      // Alice has seats and an entry: the withdrawal refunds her seats (her wallet) and then needs her entry.
      const seats = await gatewayBooking(one, show, alice);
      const mine = await gatewayEntry(one, { eventId: show.eventId });
      const bobs = await gatewayEntry(one, { eventId: show.eventId, booker: bob });
      const answers = await Promise.all([
        inject(two, contestantsApi.cancel, {
          realm,
          session: alice,
          params: { id: mine.contestantId },
          body: {
            reason: 'Racing the organiser',
          },
        }),
        inject(one, eventsApi.cancel, {
          realm,
          session: admin,
          params: { id: show.eventId },
          body: { reason: 'Venue closed' },
        }),
        inject(one, bookingsApi.cancel, {
          realm,
          session: alice,
          params: { id: seats.bookingId },
          body: {
            reason: 'Racing the organiser',
          },
        }),
      ]);
      expect([200, 409]).toContain(answers[0]?.statusCode);
      expect(answers[1]?.statusCode).toBe(200);
      expect([200, 409]).toContain(answers[2]?.statusCode);
      for (const { purchaseId } of [mine, bobs, seats]) {
        expect(await refundsOf(purchaseId, [one, two])).toHaveLength(1);
        expect((await purchaseRow(purchaseId)).refund_status).toBe('refunded');
      }
      await one.close();
      await two.close();
    });

    it('two sweeps on two processes retry a refund the gateway failed, and pay it once', async () => {
      const one = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const two = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const { bookingId, purchaseId } = await gatewayBooking(one);
      vi.spyOn(one.paymentGateway, 'refund').mockRejectedValueOnce(new Error('gateway timeout'));
      const cancelled = await inject(one, bookingsApi.cancel, {
        realm,
        session: alice,
        params: { id: bookingId },
        body: {
          reason: 'Cannot come',
        },
      });
      expect(cancelled.json().data.refund).toEqual({ to: 'original', status: 'pending', byHand: null });
      expect(await refundsOf(purchaseId, [one, two])).toHaveLength(0);

      const later = { now: inMinutes(90) };
      await Promise.all([
        retryDueRefunds(one.db, one.paymentGateway, later),
        retryDueRefunds(two.db, two.paymentGateway, later),
        retryDueRefunds(one.db, one.paymentGateway, later),
        retryDueRefunds(two.db, two.paymentGateway, later),
      ]);
      expect(await refundsOf(purchaseId, [one, two])).toHaveLength(1);
      expect((await purchaseRow(purchaseId)).refund_status).toBe('refunded');
      await one.close();
      await two.close();
    });
    return;
  }

  it('an organiser cancelling the event refunds a card booking to the card and a credits booking in credits', async () => {
    await addCreditsAsAdmin(app, admin, alice.user.id, 40, `alice-event-cancel-${kind}`);
    const show = await createEventWithSlot(app, prefix, admin, { capacity: 6, priceCredits: 40 });
    const before = await wallet(alice.user.id);
    const card = await gatewayBooking(app, show);
    const hold = (
      await inject(app, bookingsApi.create, { realm, session: alice, body: { ...show, seats: 1 } })
    ).json().data;
    await inject(app, bookingsApi.initiatePayment, {
      realm,
      session: alice,
      body: { bookingId: hold.id, method: 'credits' },
    });
    expect((await wallet(alice.user.id)).balance).toBe(before.balance - 40);

    const cancelled = await inject(app, eventsApi.cancel, {
      realm,
      session: admin,
      params: { id: show.eventId },
      body: { reason: 'Venue closed' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await refundsOf(card.purchaseId)).map((refund) => refund.amountMinor)).toEqual([80_000]);
    const cardBooking = (
      await inject(app, bookingsApi.get, { realm, session: alice, params: { id: card.bookingId } })
    ).json().data;
    expect(cardBooking.refund).toEqual({ to: 'original', status: 'done', byHand: null });
    const creditsBooking = (
      await inject(app, bookingsApi.get, { realm, session: alice, params: { id: hold.id } })
    ).json().data;
    expect(creditsBooking.refund).toEqual({ to: 'credits', status: 'done', byHand: null });
    // The card's ₹800 went back to the card, the 40 credits to the wallet: the wallet is as before both.
    expect(await wallet(alice.user.id)).toEqual(before);

    // The organiser's retry changes nothing, and pays nobody twice.
    const again = await inject(app, eventsApi.cancel, {
      realm,
      session: admin,
      params: { id: show.eventId },
      body: { reason: 'Venue closed' },
    });
    expect(again.statusCode).toBe(200);
    expect(await refundsOf(card.purchaseId)).toHaveLength(1);
    expect(await wallet(alice.user.id)).toEqual(before);
  });

  it('an organiser cancelling one card booking refunds it to the card, even when asking for credits', async () => {
    const { bookingId, purchaseId } = await gatewayBooking();
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: admin,
      params: { id: bookingId },
      body: {
        reason: 'Seat no longer exists',
        refundTo: 'credits',
      },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.refund).toEqual({ to: 'original', status: 'done', byHand: null });
    expect(await refundsOf(purchaseId)).toHaveLength(1);
  });

  it('the sweep retries a refund the gateway failed once it is due and the gateway is back, and pays once', async () => {
    const { bookingId, purchaseId } = await gatewayBooking();
    const refund = vi.spyOn(sandbox(), 'refund').mockRejectedValueOnce(new Error('gateway timeout'));
    await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: bookingId },
      body: { reason: 'Cannot come' },
    });
    expect(await purchaseRow(purchaseId)).toMatchObject({ refund_status: 'requested', refund_attempts: 1 });
    expect(refund).toHaveBeenCalledTimes(1);

    // Not yet due: the sweep leaves it alone.
    await retryDueRefunds(app.db, sandbox(), { now: new Date() });
    expect(refund).toHaveBeenCalledTimes(1);

    await retryDueRefunds(app.db, sandbox(), { now: inMinutes(90) });
    await retryDueRefunds(app.db, sandbox(), { now: inMinutes(24 * 60) });
    expect((await refundsOf(purchaseId)).map((made) => made.amountMinor)).toEqual([80_000]);
    expect((await purchaseRow(purchaseId)).refund_status).toBe('refunded');
    const seen = await inject(app, bookingsApi.get, { realm, session: alice, params: { id: bookingId } });
    expect(seen.json().data.refund).toEqual({ to: 'original', status: 'done', byHand: null });
  });

  it('a refund the gateway keeps refusing gives up after its attempts, for an admin to see', async () => {
    const organiser = await signInOrganiser(app, 'refunds-by-hand-organiser@example.com');
    const { bookingId, purchaseId } = await gatewayBooking(
      app,
      await createEventWithSlot(app, prefix, organiser, { capacity: 5, priceCredits: 40 }),
    );
    const refund = vi.spyOn(sandbox(), 'refund').mockRejectedValue(new Error('payment too old to refund'));
    await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: bookingId },
      body: { reason: 'Cannot come' },
    });
    for (let day = 1; day <= REFUND_ATTEMPTS + 2; day += 1)
      await retryDueRefunds(app.db, sandbox(), { now: inMinutes(day * 24 * 60) });
    expect(refund).toHaveBeenCalledTimes(REFUND_ATTEMPTS);
    expect(await purchaseRow(purchaseId)).toMatchObject({
      refund_status: 'failed',
      refund_attempts: REFUND_ATTEMPTS,
      refund_last_error: 'payment too old to refund',
    });
    const seen = await inject(app, bookingsApi.get, { realm, session: admin, params: { id: bookingId } });
    expect(seen.json().data.refund).toEqual({ to: 'original', status: 'failed', byHand: null });

    // Settled by hand in the console (decision 098): the booker sees the reference, not "to your card".
    const settled = await inject(app, adminFailuresApi.settleRefundByHand, {
      session: admin,
      params: { kind: 'purchase', id: purchaseId },
      body: { reference: 'NEFT N42', note: 'The card was closed; sent by bank transfer' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const told = await inject(app, bookingsApi.get, { realm, session: alice, params: { id: bookingId } });
    expect(told.json().data.refund).toEqual({
      to: 'original',
      status: 'done',
      byHand: { reference: 'NEFT N42' },
    });
    // The event's organiser sees it paid back outside the portal, not the booker's bank reference (decision 111).
    const organiserSees = await inject(app, bookingsApi.get, {
      realm,
      session: organiser,
      params: { id: bookingId },
    });
    expect(organiserSees.statusCode, organiserSees.body).toBe(200);
    expect(organiserSees.json().data.refund).toEqual({
      to: 'original',
      status: 'done',
      byHand: { reference: null },
    });
    const listed = await inject(app, bookingsApi.list, {
      realm,
      session: organiser,
      query: { eventId: organiserSees.json().data.eventId },
    });
    expect(listed.json().data.items.map((booking: TBooking) => booking.refund)).toEqual([
      { to: 'original', status: 'done', byHand: { reference: null } },
    ]);
  });

  it('says what was paid in rupees, and by default refunds ₹800 to the card, once, leaving earned credits', async () => {
    const before = await wallet(alice.user.id);
    const { bookingId, purchaseId, booking } = await gatewayBooking();
    expect(booking.paidMoney).toEqual({ amountMinor: 80_000, currency: 'INR' });
    const refundsBefore = sandbox().refunds.length;

    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: bookingId },
      body: { reason: 'Cannot come' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.refund).toEqual({ to: 'original', status: 'done', byHand: null });
    expect(cancelled.json().data.paymentStatus).toBe('REFUNDED');
    const made = sandbox().refunds.slice(refundsBefore);
    expect(made).toHaveLength(1);
    expect(made[0]?.amountMinor).toBe(80_000);
    // The bought credits went back to the gateway; the wallet and its earned lot are as before the purchase.
    expect(await wallet(alice.user.id)).toEqual(before);
    expect(await balanceOf(app, alice)).toBe(before.balance);

    const again = await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: bookingId },
      body: { reason: 'Cannot come' },
    });
    expect(again.statusCode).toBe(409);
    expect(sandbox().refunds.slice(refundsBefore)).toHaveLength(1);
    const purchase = await db.db
      .selectFrom('credit_purchases')
      .select('refund_status')
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(purchase.refund_status).toBe('refunded');
  });

  it('refunds credits to the wallet when asked, and asks the gateway for nothing', async () => {
    const { bookingId } = await gatewayBooking();
    const before = await wallet(alice.user.id);
    const refundsBefore = sandbox().refunds.length;
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: bookingId },
      body: {
        reason: 'Will book later',
        refundTo: 'credits',
      },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.refund).toEqual({ to: 'credits', status: 'done', byHand: null });
    expect(sandbox().refunds.length).toBe(refundsBefore);
    expect(await wallet(alice.user.id)).toEqual({ balance: before.balance + 80, earned: before.earned });
  });

  it('refunds a booking paid with credits as credits, whatever is asked', async () => {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: 5,
      priceCredits: 10,
    });
    const hold = (
      await inject(app, bookingsApi.create, { realm, session: alice, body: { eventId, slotId, seats: 1 } })
    ).json().data;
    await inject(app, bookingsApi.initiatePayment, {
      realm,
      session: alice,
      body: { bookingId: hold.id, method: 'credits' },
    });
    const before = await wallet(alice.user.id);
    const refundsBefore = sandbox().refunds.length;
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: hold.id },
      body: {
        reason: 'Cannot come',
        refundTo: 'original',
      },
    });
    expect(cancelled.json().data.refund).toEqual({ to: 'credits', status: 'done', byHand: null });
    expect(cancelled.json().data.paidMoney).toBeNull();
    expect(sandbox().refunds.length).toBe(refundsBefore);
    expect((await wallet(alice.user.id)).balance).toBe(before.balance + 10);
  });

  it('the sandbox, like Razorpay, refunds a key once: a retry after a crash is not a second refund', async () => {
    const before = sandbox().refunds.length;
    const ask = { paymentId: 'sbx_pay_x', amountMinor: 500, reason: 'test', idempotencyKey: `k-${kind}` };
    await sandbox().refund(ask);
    await sandbox().refund(ask);
    expect(sandbox().refunds.length).toBe(before + 1);
    await expect(sandbox().refund({ ...ask, idempotencyKey: 'other', amountMinor: 0 })).rejects.toThrow();
  });

  it('keeps a refund the gateway failed pending, and a retry settles it once', async () => {
    const { bookingId } = await gatewayBooking();
    const before = sandbox().refunds.length;
    const real = sandbox().refund;
    const refund = vi.spyOn(sandbox(), 'refund').mockRejectedValueOnce(new Error('gateway timeout'));
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: bookingId },
      body: { reason: 'Cannot come' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.refund).toEqual({ to: 'original', status: 'pending', byHand: null });
    expect(sandbox().refunds.length).toBe(before);

    refund.mockImplementation(real);
    const retried = await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: bookingId },
      body: { reason: 'Cannot come' },
    });
    expect(retried.statusCode).toBe(409);
    const seen = await inject(app, bookingsApi.get, { realm, session: alice, params: { id: bookingId } });
    expect(seen.json().data.refund).toEqual({ to: 'original', status: 'done', byHand: null });
    await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: bookingId },
      body: { reason: 'Cannot come' },
    });
    expect(sandbox().refunds.length).toBe(before + 1);
  });

  describe('entry fees paid through the gateway', () => {
    const paidEntry = async (days: number) => (await gatewayEntry(app, { days })).contestantId;
    /** Alice's fees paid by card, in paise, net of refunds to the card, as My registrations totals them. */
    const rupeesPaid = async () => {
      const stats = (await inject(app, contestantRegistrationApi.myStats, { session: alice })).json().data;
      const inr = stats.moneyPaid.find((sum: { currency: string }) => sum.currency === 'INR');
      return inr?.amountMinor ?? 0;
    };

    it('refunds the policy’s share to the card by default, once: half of ₹1,000 within the last week', async () => {
      const before = await wallet(alice.user.id);
      const paidBefore = await rupeesPaid();
      const contestantId = await paidEntry(3);
      const paid = (
        await inject(app, contestantsApi.get, { realm, session: alice, params: { id: contestantId } })
      ).json().data;
      expect(paid.paidMoney).toEqual({ amountMinor: 100_000, currency: 'INR' });
      expect(paid.withdrawnBy).toBeNull();
      expect(await rupeesPaid()).toBe(paidBefore + 100_000);
      const refundsBefore = sandbox().refunds.length;
      const cancelled = await inject(app, contestantsApi.cancel, {
        realm,
        session: alice,
        params: { id: contestantId },
        body: {
          reason: 'Unwell',
        },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().data.refund).toEqual({ to: 'original', status: 'done', byHand: null });
      expect(cancelled.json().data.withdrawnBy).toBe('entrant');
      // Half of the ₹1,000 came back to the card: ₹500 stays paid.
      expect(await rupeesPaid()).toBe(paidBefore + 50_000);
      expect(cancelled.json().data.refundedCredits).toBe(50);
      expect(
        sandbox()
          .refunds.slice(refundsBefore)
          .map((refund) => refund.amountMinor),
      ).toEqual([50_000]);
      // The kept half stays spent; the wallet and its earned lot are as before the payment.
      expect(await wallet(alice.user.id)).toEqual(before);
      const again = await inject(app, contestantsApi.cancel, {
        realm,
        session: alice,
        params: { id: contestantId },
        body: { reason: 'Unwell' },
      });
      expect(again.statusCode).toBe(409);
      expect(sandbox().refunds.length).toBe(refundsBefore + 1);
    });

    it('withdrawing the competition refunds a card-paid fee to the card, all of it, once', async () => {
      const before = await wallet(alice.user.id);
      const contestantId = await paidEntry(3);
      const { eventId, purchase_id } = await db.db
        .selectFrom('contestants')
        .select(['event_id as eventId', 'purchase_id'])
        .where('id', '=', contestantId)
        .executeTakeFirstOrThrow();
      const withdrawn = await inject(app, eventsApi.cancel, {
        realm,
        session: admin,
        params: { id: eventId },
        body: { reason: 'Venue closed' },
      });
      expect(withdrawn.statusCode).toBe(200);
      // The organiser's choice, not the entrant's: no policy share kept, ₹1,000 back to the card.
      expect((await refundsOf(purchase_id as string)).map((refund) => refund.amountMinor)).toEqual([100_000]);
      const entry = (
        await inject(app, contestantsApi.get, { realm, session: alice, params: { id: contestantId } })
      ).json().data;
      expect(entry.status).toBe('cancelled');
      expect(entry.withdrawnBy).toBe('organiser');
      expect(entry.refund).toEqual({ to: 'original', status: 'done', byHand: null });
      expect(entry.refundedCredits).toBe(100);
      expect(await wallet(alice.user.id)).toEqual(before);
      await inject(app, eventsApi.cancel, {
        realm,
        session: admin,
        params: { id: eventId },
        body: { reason: 'Venue closed' },
      });
      expect(await refundsOf(purchase_id as string)).toHaveLength(1);
    });

    it('refunds credits when asked', async () => {
      const contestantId = await paidEntry(30);
      const before = await wallet(alice.user.id);
      const refundsBefore = sandbox().refunds.length;
      const cancelled = await inject(app, contestantsApi.cancel, {
        realm,
        session: alice,
        params: { id: contestantId },
        body: {
          reason: 'Unwell',
          refundTo: 'credits',
        },
      });
      expect(cancelled.json().data.refund).toEqual({ to: 'credits', status: 'done', byHand: null });
      expect(sandbox().refunds.length).toBe(refundsBefore);
      expect(await wallet(alice.user.id)).toEqual({ balance: before.balance + 100, earned: before.earned });
    });
  });
}
