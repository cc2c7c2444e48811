// Over 300 lines: every refusal of decision 033's table through the API, with its entry-fee amendments, on one app per database.

import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { eventsApi } from '@engagex/contracts/api/events';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { addCreditsAsAdmin, balanceOf, inject } from '../../../test/api.js';
import { addShow, createEventWithSlot, lapseHold, slotSeatsTaken } from '../../../test/events.js';
import {
  DATABASE_KINDS,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../../test/harness.js';
import { paidAtSandbox } from '../notices.fixtures.js';
import { cancelBooking } from './cancel.js';
import { expireHolds } from './lifecycle.js';
import { initiateBookingPayment } from './payment.js';
import { BOOKING_TRANSITIONS, type BookingStage, transitionProblem } from './transitions.js';

const SECRET = 'r'.repeat(40);
const prefix = SERVICE_PREFIXES.events;
const realm = 'events';

describe('the booking transition table (decision 033)', () => {
  const future = { showStartsAt: new Date(Date.now() + 3600_000), eventStatus: 'published' as const };
  const started = { ...future, showStartsAt: new Date(Date.now() - 60_000) };
  const confirmed = { status: 'confirmed' as const, checked_in_at: null };
  const used = { status: 'confirmed' as const, checked_in_at: new Date() };

  it('gives nothing back for a used ticket, whatever is asked, before or after the show', () => {
    for (const change of ['pay', 'expire', 'cancel', 'transfer', 'check_in'] as const) {
      expect(transitionProblem(used, change, future)?.message).toContain('ticket has been used');
      expect(transitionProblem(used, change, started)).not.toBeNull();
    }
  });

  it('refuses cancelling or moving a paid booking once its show has started, but admits it', () => {
    expect(transitionProblem(confirmed, 'cancel', future)).toBeNull();
    expect(transitionProblem(confirmed, 'cancel', started)?.message).toContain('already started');
    expect(transitionProblem(confirmed, 'transfer', started)?.message).toContain('already started');
    expect(transitionProblem(confirmed, 'check_in', started)).toBeNull();
  });

  it('takes no payment and admits no one for an event that is not published', () => {
    const held = { status: 'held' as const, checked_in_at: null };
    for (const eventStatus of ['draft', 'cancelled'] as const) {
      expect(transitionProblem(held, 'pay', { ...future, eventStatus })).not.toBeNull();
      expect(transitionProblem(confirmed, 'check_in', { ...future, eventStatus })).not.toBeNull();
      expect(transitionProblem(confirmed, 'cancel', { ...future, eventStatus })).toBeNull();
    }
  });

  it('has no way out of a final stage', () => {
    const finals: BookingStage[] = ['checked_in', 'cancelled', 'expired'];
    for (const stage of finals) expect(BOOKING_TRANSITIONS[stage]).toEqual({});
  });
});

describe.each(DATABASE_KINDS)('booking and entry-fee rules on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;
  let alice: Session;

  beforeAll(async () => {
    db = await database();
    // The app's hold sweep (every 15 s) must not release a lapsed hold mid-test: these tests prove that only the
    // sweep and the write paths do, so the sweep's interval is registered on a clock that never runs.
    vi.useFakeTimers({ toFake: ['setInterval'] });
    app = await db.build({ PAYMENT_SIGNING_SECRET: SECRET });
    vi.useRealTimers();
    admin = await signIn(app, 'admin@engagex.dev');
    alice = await signIn(app, `alice-rules-${kind}@example.com`);
    await addCreditsAsAdmin(app, admin, alice.user.id, 5000, `alice-rules-${kind}`);
  });
  afterEach(async () => expect(await ledgerInvariantViolations(db.db)).toEqual([]));
  /** An event off sale: cancelled by its own route (decision 052), or made a draft again by the edit. */
  const takeOffSale = (eventId: string, status: 'cancelled' | 'draft') =>
    status === 'cancelled'
      ? inject(app, eventsApi.cancel, {
          realm,
          session: admin,
          params: { id: eventId },
          body: { reason: 'Venue closed' },
        })
      : inject(app, eventsApi.update, { realm, session: admin, params: { id: eventId }, body: { status } });

  /** A paid booking of alice on a fresh event, and a later slot of the same event with room. */
  async function paidBooking(seats = 2) {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: 5,
      priceCredits: 10,
    });
    const laterSlot = (await addShow(app, realm, eventId, admin, { capacity: 5 })).id;
    const booking = (
      await inject(app, bookingsApi.create, { realm, session: alice, body: { eventId, slotId, seats } })
    ).json().data;
    const paid = await inject(app, bookingsApi.initiatePayment, {
      realm,
      session: alice,
      body: {
        bookingId: booking.id,
        method: 'credits',
      },
    });
    expect(paid.json().data.booking.status).toBe('confirmed');
    return {
      eventId,
      slotId,
      laterSlot,
      bookingId: booking.id as string,
      ticket: paid.json().data.booking.ticketCode,
    };
  }

  const gatewayProof = async (paymentUrl: string) => {
    const proof = await paidAtSandbox(app, paymentUrl);
    return proof;
  };

  describe('a used ticket is never refunded', () => {
    it('refuses cancel (by the booker or an organiser) and transfer once checked in; nothing moves', async () => {
      const { bookingId, laterSlot, slotId, ticket } = await paidBooking();
      expect(
        (
          await inject(app, bookingsApi.checkIn, {
            realm,
            session: admin,
            body: { ticketCode: ticket, otherDay: true },
          })
        ).statusCode,
      ).toBe(200);
      const balance = await balanceOf(app, alice);

      const byOwner = await inject(app, bookingsApi.cancel, {
        realm,
        session: alice,
        params: { id: bookingId },
        body: { reason: 'Refund me' },
      });
      expect(byOwner.statusCode).toBe(422);
      expect(byOwner.json().message).toBe('This ticket has been used; it can no longer be cancelled');
      const byOrganiser = await inject(app, bookingsApi.cancel, {
        realm,
        session: admin,
        params: { id: bookingId },
        body: { reason: 'Refund' },
      });
      expect(byOrganiser.statusCode).toBe(422);
      const moved = await inject(app, bookingsApi.transfer, {
        realm,
        session: alice,
        body: { bookingId, targetSlotId: laterSlot },
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().message).toBe('This ticket has been used; it can no longer be transferred');
      const options = await inject(app, bookingsApi.transferOptions, {
        realm,
        session: alice,
        params: { id: bookingId },
      });
      expect(options.json().data.options).toEqual([]);

      expect(await balanceOf(app, alice)).toBe(balance);
      expect([await slotSeatsTaken(db, slotId), await slotSeatsTaken(db, laterSlot)]).toEqual([2, 0]);
      expect(
        (await inject(app, bookingsApi.get, { realm, session: alice, params: { id: bookingId } })).json()
          .data,
      ).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'COMPLETED',
        slotId,
      });
    });

    it('refuses moving or cancelling a booking whose show has started, so no later show launders it', async () => {
      const { bookingId, laterSlot, slotId } = await paidBooking();
      await db.db
        .updateTable('event_slots')
        .set({ starts_at: new Date(Date.now() - 60_000) })
        .where('id', '=', slotId)
        .execute();
      const balance = await balanceOf(app, alice);
      const moved = await inject(app, bookingsApi.transfer, {
        realm,
        session: alice,
        body: { bookingId, targetSlotId: laterSlot },
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().message).toContain('already started');
      const cancelled = await inject(app, bookingsApi.cancel, {
        realm,
        session: alice,
        params: { id: bookingId },
        body: { reason: 'Late' },
      });
      expect(cancelled.statusCode).toBe(422);
      expect(await balanceOf(app, alice)).toBe(balance);
      expect(await slotSeatsTaken(db, laterSlot)).toBe(0);
    });

    it('cancelling an event refunds paid bookings and releases holds, but not a used ticket', async () => {
      const used = await paidBooking(1);
      await inject(app, bookingsApi.checkIn, {
        realm,
        session: admin,
        body: { ticketCode: used.ticket, otherDay: true },
      });
      const unused = (
        await inject(app, bookingsApi.create, {
          realm,
          session: alice,
          body: { eventId: used.eventId, slotId: used.slotId, seats: 2 },
        })
      ).json().data;
      await inject(app, bookingsApi.initiatePayment, {
        realm,
        session: alice,
        body: { bookingId: unused.id, method: 'credits' },
      });
      const hold = (
        await inject(app, bookingsApi.create, {
          realm,
          session: alice,
          body: { eventId: used.eventId, slotId: used.slotId, seats: 1 },
        })
      ).json().data;
      const balance = await balanceOf(app, alice);

      const cancelled = await inject(app, eventsApi.cancel, {
        realm,
        session: admin,
        params: { id: used.eventId },
        body: { reason: 'Venue closed' },
      });
      expect(cancelled.statusCode).toBe(200);
      const statusOf = async (id: string) =>
        (await inject(app, bookingsApi.get, { realm, session: alice, params: { id } })).json().data;
      expect(await statusOf(used.bookingId)).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'COMPLETED',
      });
      expect(await statusOf(unused.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'REFUNDED' });
      expect(await statusOf(hold.id)).toMatchObject({ status: 'cancelled' });
      expect(await balanceOf(app, alice)).toBe(balance + 20);
      expect(await slotSeatsTaken(db, used.slotId)).toBe(1);
    });

    it('the database refuses any write that would change a checked-in booking', async () => {
      const { bookingId, ticket } = await paidBooking(1);
      await inject(app, bookingsApi.checkIn, {
        realm,
        session: admin,
        body: { ticketCode: ticket, otherDay: true },
      });
      await expect(
        db.db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', bookingId).execute(),
      ).rejects.toThrow(/used ticket cannot change/);
    });
  });

  describe('no payment for an event that is off sale', () => {
    for (const status of ['cancelled', 'draft'] as const) {
      it(`refuses paying a hold in credits or opening a checkout once the event is ${status}`, async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 5,
          priceCredits: 10,
        });
        const hold = (
          await inject(app, bookingsApi.create, {
            realm,
            session: alice,
            body: { eventId, slotId, seats: 1 },
          })
        ).json().data;
        await takeOffSale(eventId, status);
        const balance = await balanceOf(app, alice);
        const credits = await inject(app, bookingsApi.initiatePayment, {
          realm,
          session: alice,
          body: {
            bookingId: hold.id,
            method: 'credits',
          },
        });
        expect(credits.statusCode).toBe(status === 'cancelled' ? 409 : 422);
        const gateway = await inject(app, bookingsApi.initiatePayment, {
          realm,
          session: alice,
          body: {
            bookingId: hold.id,
            method: 'gateway',
          },
        });
        expect(gateway.statusCode).toBe(credits.statusCode);
        expect(await balanceOf(app, alice)).toBe(balance);
        const purchases = await db.db
          .selectFrom('credit_purchases')
          .select('id')
          .where('purpose_ref', '=', hold.id)
          .execute();
        expect(purchases).toEqual([]);
      });

      it(`refunds a gateway payment that completes after the event went ${status}`, async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 5,
          priceCredits: 10,
        });
        const hold = (
          await inject(app, bookingsApi.create, {
            realm,
            session: alice,
            body: { eventId, slotId, seats: 1 },
          })
        ).json().data;
        const started = (
          await inject(app, bookingsApi.initiatePayment, {
            realm,
            session: alice,
            body: { bookingId: hold.id, method: 'gateway' },
          })
        ).json().data.payment;
        const proof = await gatewayProof(started.paymentUrl);
        await takeOffSale(eventId, status);
        const balance = await balanceOf(app, alice);
        const done = await inject(app, bookingsApi.completePayment, {
          realm,
          session: alice,
          body: {
            bookingId: hold.id,
            ...proof,
          },
        });
        expect(done.statusCode).toBe(422);
        expect(done.json().message).toContain('refunded');
        expect(await balanceOf(app, alice)).toBe(balance);
        const purchase = await db.db
          .selectFrom('credit_purchases')
          .select(['status', 'refund_status'])
          .where('id', '=', started.purchaseId)
          .executeTakeFirstOrThrow();
        expect(purchase).toEqual({ status: 'failed', refund_status: 'refunded' });
        expect(
          (await inject(app, bookingsApi.get, { realm, session: alice, params: { id: hold.id } })).json().data
            .status,
        ).not.toBe('confirmed');
      });
    }
  });

  it("refuses a slot outside its event's dates and keeps one inside", async () => {
    const { eventId } = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 10 });
    const event = (
      await inject(app, eventsApi.get, { realm, session: admin, params: { id: eventId } })
    ).json().data.event;
    const hour = 3600_000;
    const slot = (startsAt: number, endsAt: number) =>
      inject(app, eventsApi.addSlot, {
        realm,
        session: admin,
        params: { id: eventId },
        body: {
          startsAt: new Date(startsAt).toISOString(),
          endsAt: new Date(endsAt).toISOString(),
          capacity: 5,
        },
      });
    const start = Date.parse(event.startsAt);
    const end = Date.parse(event.endsAt);
    const before = await slot(start - 2 * hour, start - hour);
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect((await slot(end - hour, end + hour)).statusCode).toBe(400);
    expect((await slot(end + 24 * hour, end + 25 * hour)).statusCode).toBe(400);
    expect((await slot(start + hour, start + 2 * hour)).statusCode).toBe(201);
    expect(
      (await inject(app, eventsApi.slots, { realm, session: admin, params: { id: eventId } })).json().data,
    ).toHaveLength(2);
  });

  it('an Idempotency-Key holds once: a retry answers the first booking, a different request with it is refused', async () => {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: 5,
      priceCredits: 10,
    });
    const bob = await signIn(app, `bob-rules-${kind}@example.com`);
    const hold = (session: Session, key: string, seats: number) =>
      inject(app, bookingsApi.create, {
        realm,
        session,
        headers: { 'idempotency-key': key },
        body: { eventId, slotId, seats },
      });
    const first = await hold(alice, 'retry-after-timeout-1', 2);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await hold(alice, 'retry-after-timeout-1', 2);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect(await slotSeatsTaken(db, slotId)).toBe(2);

    const changed = await hold(alice, 'retry-after-timeout-1', 3);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect(await slotSeatsTaken(db, slotId)).toBe(2);

    // A key is the caller's own: another user with the same key makes their own booking.
    const bobs = await hold(bob, 'retry-after-timeout-1', 1);
    expect(bobs.statusCode).toBe(201);
    expect(bobs.json().data.id).not.toBe(first.json().data.id);
    expect(await slotSeatsTaken(db, slotId)).toBe(3);

    // A retry after the hold was paid answers the booking as it stands, and still takes no seat.
    await inject(app, bookingsApi.initiatePayment, {
      realm,
      session: alice,
      body: {
        bookingId: first.json().data.id,
        method: 'credits',
      },
    });
    const late = await hold(alice, 'retry-after-timeout-1', 2);
    expect(late.json().data).toMatchObject({ id: first.json().data.id, status: 'confirmed' });
    expect(await slotSeatsTaken(db, slotId)).toBe(3);
    expect((await hold(alice, 'short', 1)).statusCode).toBe(400);
  });

  describe('a gateway checkout is named on its booking, or withdrawn', () => {
    const pendingOf = (bookingId: string) =>
      db.db
        .selectFrom('credit_purchases')
        .select(['id', 'status'])
        .where('purpose_ref', '=', bookingId)
        .where('status', '=', 'pending')
        .execute();

    it('answers 409 and leaves no pending purchase when the booking is cancelled while the checkout opens', async () => {
      const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
        capacity: 5,
        priceCredits: 10,
      });
      const hold = (
        await inject(app, bookingsApi.create, { realm, session: alice, body: { eventId, slotId, seats: 1 } })
      ).json().data;
      const real = app.paymentGateway;
      // The other change lands between pricing the hold and naming the purchase on it.
      const racing: PaymentGateway = Object.create(real, {
        createOrder: {
          value: async (order: Parameters<PaymentGateway['createOrder']>[0]) => {
            await cancelBooking(db.db, real, 'events', {
              userId: alice.user.id,
              bookingId: hold.id,
              reason: 'Changed my mind',
              actorId: alice.user.id,
            });
            return real.createOrder(order);
          },
        },
      });
      await expect(
        initiateBookingPayment(db.db, racing, 'events', {
          userId: alice.user.id,
          bookingId: hold.id,
          method: 'gateway',
        }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(await pendingOf(hold.id)).toEqual([]);
    });

    it('answers the open checkout again rather than opening a second one', async () => {
      const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
        capacity: 5,
        priceCredits: 10,
      });
      const hold = (
        await inject(app, bookingsApi.create, { realm, session: alice, body: { eventId, slotId, seats: 1 } })
      ).json().data;
      const open = () =>
        inject(app, bookingsApi.initiatePayment, {
          realm,
          session: alice,
          body: { bookingId: hold.id, method: 'gateway' },
        });
      const first = (await open()).json().data.payment.purchaseId;
      const second = (await open()).json().data.payment.purchaseId;
      expect(second).toBe(first);
      expect((await pendingOf(hold.id)).map((row) => row.id)).toEqual([first]);
    });
  });

  it('listing bookings writes nothing: a lapsed hold shows expired, and the sweep releases it', async () => {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: 5,
      priceCredits: 10,
    });
    const hold = (
      await inject(app, bookingsApi.create, { realm, session: alice, body: { eventId, slotId, seats: 2 } })
    ).json().data;
    await lapseHold(db, hold.id);
    for (const list of [
      () => inject(app, bookingsApi.mine, { realm, session: alice, query: { limit: 50 } }),
      () => inject(app, bookingsApi.list, { realm, session: alice, query: { limit: 50 } }),
      () => inject(app, bookingsApi.list, { realm, session: alice, query: { status: 'expired' } }),
    ]) {
      const listed = (await list()).json().data.items;
      expect(listed.find((booking: { id: string }) => booking.id === hold.id)).toMatchObject({
        status: 'expired',
        holdExpiresAt: null,
      });
    }
    const held = (
      await inject(app, bookingsApi.list, { realm, session: alice, query: { status: 'held', limit: 50 } })
    ).json().data.items;
    expect(held.map((booking: { id: string }) => booking.id)).not.toContain(hold.id);
    const row = await db.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', hold.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('held');
    expect(await slotSeatsTaken(db, slotId)).toBe(2);
    await expireHolds(db.db);
    expect(await slotSeatsTaken(db, slotId)).toBe(0);
  });

  describe('entry fees', () => {
    const person = {
      fullName: 'Asha Rao',
      dateOfBirth: '1998-04-12',
      phone: '+91 9876543210',
      email: 'a@example.com',
      city: 'Pune',
    };
    const performance = {
      title: 'Raga',
      category: 'vocal' as const,
      durationMinutes: 8,
      description: 'A classical vocal piece.',
    };
    const member = (name: string) => ({ fullName: name, dateOfBirth: '2000-01-01' });

    /** A pending group entry of alice (fee 100 + 50 per extra member) on a fresh competition. */
    async function pendingEntry() {
      const { eventId } = await createEventWithSlot(app, prefix, admin, {
        capacity: 50,
        priceCredits: 0,
        startsInHours: 24 * 30,
        competition: { fee: 100, perExtra: 50, maxGroup: 4 },
      });
      const entry = (
        await inject(app, contestantsApi.register, {
          realm,
          session: alice,
          body: {
            eventId,
            personalDetails: person,
            performance,
            isGroupPerformance: true,
            additionalContestants: [member('Ravi Rao')],
          },
        })
      ).json().data;
      if (!entry) throw new Error('registration refused');
      expect(entry.feeCredits).toBe(150);
      return { eventId, contestantId: entry.id as string };
    }
    const openCheckout = async (contestantId: string) => {
      const started = await inject(app, contestantsApi.initiatePayment, {
        realm,
        session: alice,
        body: {
          contestantId,
          method: 'gateway',
        },
      });
      expect(started.statusCode).toBe(200);
      return started.json().data.payment as { purchaseId: string; paymentUrl: string; amountCredits: number };
    };
    const complete = async (contestantId: string, paymentUrl: string) =>
      inject(app, contestantsApi.completePayment, {
        realm,
        session: alice,
        body: {
          contestantId,
          ...(await gatewayProof(paymentUrl)),
        },
      });
    const purchase = (id: string) =>
      db.db
        .selectFrom('credit_purchases')
        .select(['status', 'refund_status', 'credits'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    for (const status of ['cancelled', 'draft'] as const) {
      it(`takes no fee for a competition ${status === 'cancelled' ? 'withdrawn' : 'back to draft'}, by either path`, async () => {
        const { eventId, contestantId } = await pendingEntry();
        const { paymentUrl, purchaseId } = await openCheckout(contestantId);
        await takeOffSale(eventId, status);
        const balance = await balanceOf(app, alice);
        const credits = await inject(app, contestantsApi.initiatePayment, {
          realm,
          session: alice,
          body: {
            contestantId,
            method: 'credits',
          },
        });
        expect(credits.statusCode).toBe(422);
        const gateway = await inject(app, contestantsApi.initiatePayment, {
          realm,
          session: alice,
          body: {
            contestantId,
            method: 'gateway',
          },
        });
        expect(gateway.statusCode).toBe(422);
        const late = await complete(contestantId, paymentUrl);
        expect(late.statusCode).toBe(422);
        expect(late.json().message).toContain('refunded');
        expect(await purchase(purchaseId)).toMatchObject({ status: 'failed', refund_status: 'refunded' });
        expect(await balanceOf(app, alice)).toBe(balance);
        expect(
          (
            await inject(app, contestantsApi.get, { realm, session: alice, params: { id: contestantId } })
          ).json().data.status,
        ).toBe('pending_payment');
        const anew = await inject(app, contestantsApi.register, {
          realm,
          session: alice,
          body: {
            eventId,
            personalDetails: person,
            performance,
          },
        });
        expect(anew.statusCode).toBe(status === 'cancelled' ? 422 : 404);
      });
    }

    it('fixes the fee once a gateway payment starts: adding members waits, and the payment completes the entry', async () => {
      const { contestantId } = await pendingEntry();
      const { paymentUrl, amountCredits } = await openCheckout(contestantId);
      expect(amountCredits).toBe(150);
      const added = await inject(app, contestantsApi.addContestants, {
        realm,
        session: alice,
        params: { id: contestantId },
        body: {
          contestants: [member('Meera Rao')],
        },
      });
      expect(added.statusCode).toBe(409);
      const balance = await balanceOf(app, alice);
      const done = await complete(contestantId, paymentUrl);
      expect(done.statusCode).toBe(200);
      expect(done.json().data.contestant).toMatchObject({ status: 'registered', feeCredits: 150 });
      expect(done.json().data.payment.paidCredits).toBe(150);
      expect(await balanceOf(app, alice)).toBe(balance);
    });

    it('charges the new fee when members are added before the payment starts', async () => {
      const { contestantId } = await pendingEntry();
      const added = await inject(app, contestantsApi.addContestants, {
        realm,
        session: alice,
        params: { id: contestantId },
        body: {
          contestants: [member('Meera Rao')],
        },
      });
      expect(added.json().data.feeCredits).toBe(200);
      const { paymentUrl, amountCredits } = await openCheckout(contestantId);
      expect(amountCredits).toBe(200);
      const done = await complete(contestantId, paymentUrl);
      expect(done.statusCode).toBe(200);
      expect(done.json().data.payment.paidCredits).toBe(200);
    });

    it('refunds whole a payment for a fee that changed after its checkout lapsed, and takes the new fee after', async () => {
      const { contestantId } = await pendingEntry();
      const old = await openCheckout(contestantId);
      await db.db
        .updateTable('credit_purchases')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', old.purchaseId)
        .execute();
      const added = await inject(app, contestantsApi.addContestants, {
        realm,
        session: alice,
        params: { id: contestantId },
        body: {
          contestants: [member('Meera Rao')],
        },
      });
      expect(added.json().data.feeCredits).toBe(200);
      const balance = await balanceOf(app, alice);
      const late = await complete(contestantId, old.paymentUrl);
      expect(late.statusCode).toBe(422);
      expect(await purchase(old.purchaseId)).toMatchObject({ status: 'failed', refund_status: 'refunded' });
      expect(await balanceOf(app, alice)).toBe(balance);
      const fresh = await openCheckout(contestantId);
      expect(fresh.amountCredits).toBe(200);
      expect((await complete(contestantId, fresh.paymentUrl)).statusCode).toBe(200);
    });

    it('refunds whole a payment whose fee changed under it (members added in the moment before it was named)', async () => {
      const { contestantId } = await pendingEntry();
      const { paymentUrl, purchaseId } = await openCheckout(contestantId);
      // The state a race leaves: the fee moved while this checkout was open.
      await db.db
        .updateTable('contestants')
        .set({ fee_credits: 200 })
        .where('id', '=', contestantId)
        .execute();
      const balance = await balanceOf(app, alice);
      const done = await complete(contestantId, paymentUrl);
      expect(done.statusCode).toBe(422);
      expect(done.json().message).toContain('The entry fee changed');
      expect(await purchase(purchaseId)).toMatchObject({ status: 'failed', refund_status: 'refunded' });
      expect(await balanceOf(app, alice)).toBe(balance);
    });
  });
});
