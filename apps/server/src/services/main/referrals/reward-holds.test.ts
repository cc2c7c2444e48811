// Over 300 lines: each way the money a reward follows can move (refund, release, move, cancel, spend), on both databases and racing processes.
// Decision 051: a referral reward follows the money it rewards, on both databases and on racing processes.
// The wallet is read by polling: each process answers it from a balance cache the change feed refreshes (decision
// 031), so a sweep run here straight on the database reaches the answer a moment after it commits.
import { randomUUID } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { creditsApi } from '@engagex/contracts/api/credits';
import { employeeApi } from '@engagex/contracts/api/employee';
import { eventsApi } from '@engagex/contracts/api/events';
import { referralsApi } from '@engagex/contracts/api/referrals';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { inject, walletOf } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import {
  DATABASE_KINDS,
  type DatabaseKind,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../../test/harness.js';
import { toldTo } from '../../../test/notices.js';
import { entryPaidByCard } from '../../events/notices.fixtures.js';
import { cardBooking as payByCard, signUpAt } from './referrals.fixtures.js';
import { releaseDueRewards } from './reward-settlement.js';

const SECRET = 'h'.repeat(40);
const events = SERVICE_PREFIXES.events;
const realm = 'events';
const HOUR = 3600_000;
const hoursAhead = (hours: number) => new Date(Date.now() + hours * HOUR);

describe.each(DATABASE_KINDS)('referral rewards held until the money stays, on %s', (kind) =>
  holdSuite(kind),
);

/** Two API processes with pools of their own, as production runs them: only PostgreSQL has that. */
describe('referral rewards under racing processes', () => holdSuite('postgres', true));

function holdSuite(kind: DatabaseKind, racing = false) {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    db = await database();
    app = await db.build({ PAYMENT_SIGNING_SECRET: SECRET });
    admin = await signIn(app, 'admin@engagex.dev');
  });
  afterEach(async () => expect(await ledgerInvariantViolations(db.db)).toEqual([]));

  /** An employee (their earned credits can be encashed) and a friend who joined through their link. */
  async function referral(tag: string) {
    const referrer = await signIn(app, `ravi-${tag}-${kind}@engagex.dev`);
    const link = await inject(app, referralsApi.link, { session: referrer });
    const friend = await signUpAt(app, `friend-${tag}-${kind}@example.com`, link.data().referralCode);
    return { referrer, friend };
  }

  /** Two seats at 500 credits, ₹10,000 by card through the sandbox: a first payment earns 50 + 100 credits. */
  const cardBooking = (booker: Session, on = app, startsInHours = 72) =>
    payByCard({ via: on, eventsApp: on }, admin, booker, { startsInHours });

  const rewardOf = (purchaseId: string) =>
    db.db
      .selectFrom('referral_rewards')
      .select(['id', 'status', 'bonus', 'share', 'reversed', 'recovered'])
      .where('purchase_id', '=', purchaseId)
      .executeTakeFirstOrThrow();
  const encashable = async (employee: Session, credits: number) =>
    (await inject(app, employeeApi.validateEncashment, { session: employee, body: { credits } })).data()
      .isValid;
  const debtOf = async (userId: string) =>
    (
      await db.db
        .selectFrom('referral_debts')
        .select('credits')
        .where('referrer_id', '=', userId)
        .executeTakeFirst()
    )?.credits ?? 0;
  const cancel = (on: FastifyInstance, who: Session, bookingId: string) =>
    inject(on, bookingsApi.cancel, {
      realm,
      session: who,
      params: { id: bookingId },
      body: { reason: 'Cannot come' },
    });

  if (racing) {
    it('a refund and releases racing on two processes: the refund wins, the referrer keeps nothing of it', async () => {
      const one = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const two = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const { referrer, friend } = await referral('race');
      const bookings = [];
      for (let index = 0; index < 3; index += 1) bookings.push(await cardBooking(friend, one));
      // The sweeps are told the shows have started (they have not), so each one races a cancel that is allowed.
      const later = { now: hoursAhead(24 * 10) };
      await Promise.all(
        bookings.flatMap(({ bookingId }) => [
          cancel(one, friend, bookingId),
          releaseDueRewards(two.db, later),
          releaseDueRewards(one.db, later),
        ]),
      );
      for (const { purchaseId } of bookings) {
        const reward = await rewardOf(purchaseId);
        expect(reward.status).toBe('reversed');
        const releases = await db.db
          .selectFrom('ledger_transactions')
          .select('id')
          .where('idempotency_key', '=', `referral:reward:${reward.id}`)
          .execute();
        expect(releases.length).toBeLessThanOrEqual(1);
      }
      await expect
        .poll(() => walletOf(app, referrer))
        .toMatchObject({ balance: 0, pendingReferralCredits: 0 });
      expect(await debtOf(referrer.user.id)).toBe(0);
      await one.close();
      await two.close();
    }, 180_000);

    it('sweeps racing on two processes release each held reward once', async () => {
      const one = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const two = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const { referrer, friend } = await referral('sweeps');
      const first = await cardBooking(friend, one);
      const second = await cardBooking(friend, one);
      const later = { now: hoursAhead(24 * 10) };
      await Promise.all([
        releaseDueRewards(one.db, later),
        releaseDueRewards(two.db, later),
        releaseDueRewards(one.db, later),
        releaseDueRewards(two.db, later),
      ]);
      expect((await rewardOf(first.purchaseId)).status).toBe('released');
      expect((await rewardOf(second.purchaseId)).status).toBe('released');
      // 50 + 100 for the first payment, 100 for the second.
      await expect
        .poll(() => walletOf(app, referrer))
        .toMatchObject({ balance: 250, pendingReferralCredits: 0 });
      await one.close();
      await two.close();
    }, 180_000);
    return;
  }

  it("holds a card booking's reward as pending, not encashable, and cancels it when the card is refunded", async () => {
    const { referrer, friend } = await referral('cancel');
    const { bookingId, purchaseId } = await cardBooking(friend);
    await expect
      .poll(() => walletOf(app, referrer))
      .toMatchObject({ balance: 0, pendingReferralCredits: 150 });
    expect(await encashable(referrer, 150)).toBe(false);
    const stats = await inject(app, referralsApi.stats, { session: referrer, query: { period: 'month' } });
    expect(stats.json().data).toMatchObject({ totalCreditsEarned: 0, pendingCredits: 150 });
    expect(stats.json().data.recentReferrals[0]).toMatchObject({ creditsPendingFromUser: 150 });

    expect((await cancel(app, friend, bookingId)).json().data.refund).toEqual({
      to: 'original',
      status: 'done',
      byHand: null,
    });
    expect(await rewardOf(purchaseId)).toMatchObject({
      status: 'reversed',
      bonus: 0,
      share: 0,
      reversed: 150,
    });
    await expect.poll(() => walletOf(app, referrer)).toMatchObject({ balance: 0, pendingReferralCredits: 0 });
    // The show's start passing changes nothing: there is nothing left to release.
    await releaseDueRewards(app.db, { now: hoursAhead(24 * 10) });
    await expect.poll(() => walletOf(app, referrer)).toMatchObject({ balance: 0 });
    expect(
      (await toldTo(db, referrer.user.id, { kind: 'referral-reward' })).map((told) => told.title),
    ).toEqual(['Referral reward pending: 150 credits', 'Referral reward cancelled: 150 credits']);
    // The share names what the friend paid for, in money: a booking paid by card bought no credits (decision 058).
    expect((await toldTo(db, referrer.user.id, { kind: 'referral-reward' }))[0]?.body).toContain(
      'the sign-up bonus (50 credits) and 10% of their ₹10,000 payment for an event booking (100 credits).',
    );
    // The first payment was refunded, so the next one is the first that stays: it earns the bonus again.
    const next = await cardBooking(friend);
    expect(await rewardOf(next.purchaseId)).toMatchObject({ status: 'pending', bonus: 50, share: 100 });
  });

  it('releases a held reward an hour after the show starts, once, and then it can be encashed', async () => {
    const { referrer, friend } = await referral('release');
    const { purchaseId } = await cardBooking(friend, app, 72);
    await releaseDueRewards(app.db, { now: hoursAhead(72.5) });
    expect((await rewardOf(purchaseId)).status).toBe('pending');
    await expect
      .poll(() => walletOf(app, referrer))
      .toMatchObject({ balance: 0, pendingReferralCredits: 150 });
    await releaseDueRewards(app.db, { now: hoursAhead(73.5) });
    await releaseDueRewards(app.db, { now: hoursAhead(74) });
    expect(await rewardOf(purchaseId)).toMatchObject({ status: 'released', bonus: 50, share: 100 });
    const line = await inject(app, creditsApi.history, {
      session: referrer,
      params: { userId: referrer.user.id },
    });
    expect(line.json().data.items[0].description).toMatch(
      /^10% of .*'s ₹10,000 payment for an event booking, with the first-payment bonus$/,
    );
    await expect
      .poll(() => walletOf(app, referrer))
      .toMatchObject({
        balance: 150,
        pendingReferralCredits: 0,
        breakdown: { purchased: 0, referral: 150, bonus: 0 },
      });
    expect(await encashable(referrer, 150)).toBe(true);
  });

  it('a booking moved to a later show moves its reward’s release with it', async () => {
    const { referrer, friend } = await referral('moved');
    const booking = await cardBooking(friend, app, 72);
    // The booker moved to a show a week later (a transfer changes only the booking's slot).
    const later = await db.db
      .insertInto('event_slots')
      .values({
        event_id: booking.eventId,
        starts_at: hoursAhead(24 * 8),
        ends_at: hoursAhead(24 * 8 + 2),
        capacity: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.db
      .updateTable('bookings')
      .set({ slot_id: later.id })
      .where('id', '=', booking.bookingId)
      .execute();
    await releaseDueRewards(app.db, { now: hoursAhead(74) });
    await expect.poll(() => walletOf(app, referrer)).toMatchObject({ pendingReferralCredits: 150 });
    await releaseDueRewards(app.db, { now: hoursAhead(24 * 8 + 2) });
    await expect
      .poll(() => walletOf(app, referrer))
      .toMatchObject({ balance: 150, pendingReferralCredits: 0 });
  });

  it('an organiser cancelling the event reverses the reward of every card booking in it', async () => {
    const { referrer, friend } = await referral('event');
    const { eventId, purchaseId } = await cardBooking(friend);
    const cancelled = await inject(app, eventsApi.cancel, {
      realm,
      session: admin,
      params: { id: eventId },
      body: { reason: 'Venue closed' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await rewardOf(purchaseId)).status).toBe('reversed');
    await expect.poll(() => walletOf(app, referrer)).toMatchObject({ balance: 0, pendingReferralCredits: 0 });
  });

  it('a partial refund keeps the reward of what was kept: an entry withdrawn in its last week', async () => {
    const { referrer, friend } = await referral('entry');
    const { eventId } = await createEventWithSlot(app, events, admin, {
      capacity: 50,
      priceCredits: 0,
      startsInHours: 24 * 3,
      competition: { fee: 100, perExtra: 50, maxGroup: 4 },
    });
    const { contestantId, purchaseId } = await entryPaidByCard(app, realm, friend, eventId);
    await expect.poll(() => walletOf(app, referrer)).toMatchObject({ pendingReferralCredits: 60 });

    // Within 7 days of the start half the fee (50 of 100 credits) goes back: the share follows what was kept.
    const withdrawn = await inject(app, contestantsApi.cancel, {
      realm,
      session: friend,
      params: { id: contestantId },
      body: { reason: 'Unwell' },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await rewardOf(purchaseId)).toMatchObject({ status: 'pending', bonus: 50, share: 5, reversed: 5 });
    await expect
      .poll(() => walletOf(app, referrer))
      .toMatchObject({ balance: 0, pendingReferralCredits: 55 });
    const [, reduced] = await toldTo(db, referrer.user.id, { kind: 'referral-reward' });
    expect(reduced?.title).toBe('Referral reward reduced to 55 credits');
    // What is left is released when the hold would have ended: an hour after the competition starts.
    await releaseDueRewards(app.db, { now: hoursAhead(24 * 3 + 1.5) });
    expect((await rewardOf(purchaseId)).status).toBe('released');
    await expect
      .poll(() => walletOf(app, referrer))
      .toMatchObject({ balance: 55, pendingReferralCredits: 0 });
  });

  it('a released reward refunded after it was spent: the earned credits left go back, the rest is kept from the next release', async () => {
    const { referrer, friend } = await referral('debt');
    const first = await cardBooking(friend);
    // A release that ran just before a refund that had already begun (or a reward paid before decision 051).
    await releaseDueRewards(app.db, { now: hoursAhead(24 * 10) });
    await expect.poll(() => walletOf(app, referrer)).toMatchObject({ balance: 150 });
    const spent = await inject(app, creditsApi.deduct, {
      session: referrer,
      body: {
        userId: referrer.user.id,
        amount: 100,
        reason: 'A studio render',
        idempotencyKey: randomUUID(),
      },
    });
    expect(spent.statusCode).toBe(200);

    expect((await cancel(app, friend, first.bookingId)).statusCode).toBe(200);
    expect(await rewardOf(first.purchaseId)).toMatchObject({ status: 'reversed', reversed: 150 });
    // 50 earned credits were left: they go back; the 100 spent are owed, never taken from bought credits.
    await expect.poll(() => walletOf(app, referrer)).toMatchObject({ balance: 0 });
    expect(await debtOf(referrer.user.id)).toBe(100);
    const [, , reversed] = await toldTo(db, referrer.user.id, { kind: 'referral-reward' });
    expect(reversed?.body).toContain('You had already used 100 credits of it');

    const second = await cardBooking(friend);
    await releaseDueRewards(app.db, { now: hoursAhead(24 * 10) });
    expect(await rewardOf(second.purchaseId)).toMatchObject({ status: 'released', recovered: 100 });
    await expect.poll(() => walletOf(app, referrer)).toMatchObject({ balance: 50 });
    expect(await debtOf(referrer.user.id)).toBe(0);
  });
}
