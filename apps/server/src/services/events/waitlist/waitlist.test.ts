// Over 300 lines: every path that frees seats, each proven to offer them to the line, on one app per database.

import { SERVICE_PREFIXES, type TWaitlistEntry } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { addCreditsAsAdmin, inject, offContract } from '../../../test/api.js';
import { addShow, createEventWithSlot, lapseHold, slotSeatsTaken } from '../../../test/events.js';
import {
  DATABASE_KINDS,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../../test/harness.js';
import { expireHolds } from '../bookings/lifecycle.js';

const prefix = SERVICE_PREFIXES.events;
const realm = 'events';

describe.each(DATABASE_KINDS)('waitlists on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;
  let made = 0;

  beforeAll(async () => {
    db = await database();
    // The app's hold sweep must not run mid-test: these tests release lapsed holds themselves (expireHolds).
    vi.useFakeTimers({ toFake: ['setInterval'] });
    app = await db.build({});
    vi.useRealTimers();
    admin = await signIn(app, 'admin@engagex.dev');
  });
  afterEach(async () => expect(await ledgerInvariantViolations(db.db)).toEqual([]));

  /** New people, each with 500 credits. */
  async function people(count: number) {
    const made_: Session[] = [];
    for (let i = 0; i < count; i += 1) {
      made += 1;
      const person = await signIn(app, `wl-${kind}-${made}@example.com`);
      await addCreditsAsAdmin(app, admin, person.user.id, 500, `wl-${kind}-${made}`);
      made_.push(person);
    }
    return made_;
  }

  /** A show of `capacity` seats at `price` credits, held whole by `holds` (seats per holder), sold out. */
  async function soldOut(input: { capacity: number; price: number; holds: number[] }) {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: input.capacity,
      priceCredits: input.price,
    });
    const holders = await people(input.holds.length);
    const bookings: string[] = [];
    for (const [index, seats] of input.holds.entries()) {
      const held = await inject(app, bookingsApi.create, {
        realm,
        session: holders[index] as Session,
        body: { eventId, slotId, seats },
      });
      expect(held.statusCode).toBe(201);
      bookings.push(held.json().data.id);
    }
    expect(await slotSeatsTaken(db, slotId)).toBe(input.capacity);
    return { eventId, slotId, holders, bookings };
  }

  const join = (user: Session, eventId: string, slotId: string, seats: number) =>
    inject(app, waitlistApi.join, { realm, session: user, params: { id: eventId, slotId }, body: { seats } });

  async function entryOf(user: Session): Promise<TWaitlistEntry> {
    // Others' writes and the sweeps reach a person's remembered answers by notice or within decision 082's time
    // limit (person-reads-writes.test.ts checks that); this suite checks the line's rules, so it reads afresh.
    app.personReads.forget(user.user.id);
    const page = await inject(app, waitlistApi.mine, { realm, session: user, query: { show: 'all' } });
    expect(page.statusCode).toBe(200);
    return page.json().data.items[0];
  }

  const pay = (user: Session, bookingId: string) =>
    inject(app, bookingsApi.initiatePayment, {
      realm,
      session: user,
      body: { bookingId, method: 'credits' },
    });

  /** Seats held or sold in the slot, counted from the bookings: must equal the slot's counter. */
  async function bookedSeats(slotId: string) {
    const row = await db.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('seats'), eb.lit(0)).as('seats'))
      .where('slot_id', '=', slotId)
      .where('status', 'in', ['held', 'confirmed'])
      .executeTakeFirstOrThrow();
    return Number(row.seats);
  }

  async function toldKinds(userId: string) {
    const rows = await db.db
      .selectFrom('notifications')
      .select(['kind', 'body'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    return rows;
  }

  it('refuses joining when it makes no sense, changing nothing; answers the place in line', async () => {
    const { eventId, slotId } = await soldOut({ capacity: 2, price: 10, holds: [2] });
    const [u1, u2] = await people(2);
    const user = u1 as Session;
    const entries = async () =>
      Number(
        (
          await db.db
            .selectFrom('waitlist_entries')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await entries();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await join(user, unknown, slotId, 1)).statusCode).toBe(404);
    expect((await join(user, eventId, unknown, 1)).statusCode).toBe(404);
    const bad = await join(user, eventId, slotId, offContract(11));
    expect(bad.statusCode).toBe(400);
    // The other realm's service does not know this realm's show (decision 028).
    const elsewhere = await inject(app, waitlistApi.join, {
      realm: 'cultural-events',
      session: user,
      params: { id: eventId, slotId },
      body: {
        seats: 1,
      },
    });
    expect(elsewhere.statusCode).toBe(404);

    const open = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 10 });
    const fits = await join(user, open.eventId, open.slotId, 3);
    expect(fits.statusCode).toBe(409);
    expect(fits.json().message).toContain('Seats are available; book them instead');
    expect(await entries()).toBe(before);

    const first = await join(user, eventId, slotId, 1);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'waiting', position: 1, seats: 1, offer: null });
    const second = await join(u2 as Session, eventId, slotId, 2);
    expect(second.json().data.position).toBe(2);
    const again = await join(user, eventId, slotId, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already on the waitlist for this show');

    const slots = await inject(app, eventsApi.slots, { realm, session: user, params: { id: eventId } });
    expect(slots.json().data[0].waitlist).toEqual({ open: true, waiting: 2 });

    // A draft event is not there; a started show is refused.
    await db.db
      .updateTable('event_slots')
      .set({ starts_at: new Date(Date.now() - 60_000) })
      .where('id', '=', slotId)
      .execute();
    const [late] = await people(1);
    const started = await join(late as Session, eventId, slotId, 1);
    expect(started.statusCode).toBe(422);
    expect(started.json().message).toBe('This show has already started');
    await db.db.updateTable('events').set({ status: 'draft' }).where('id', '=', eventId).execute();
    expect((await join(late as Session, eventId, slotId, 1)).statusCode).toBe(404);
    expect(await entries()).toBe(before + 2);
  });

  it('a booker cancelling offers the seats to the first in line they fit, skipping one they do not', async () => {
    const { eventId, slotId, holders, bookings } = await soldOut({ capacity: 4, price: 10, holds: [2, 2] });
    expect((await pay(holders[0] as Session, bookings[0] as string)).statusCode).toBe(200);
    const [big, small, later] = (await people(3)) as [Session, Session, Session];
    await join(big, eventId, slotId, 3);
    await join(small, eventId, slotId, 2);
    await join(later, eventId, slotId, 2);

    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: holders[0] as Session,
      params: { id: bookings[0] as string },
      body: {
        reason: 'Cannot come',
      },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await slotSeatsTaken(db, slotId)).toBe(4);
    expect(await bookedSeats(slotId)).toBe(4);
    const offered = await entryOf(small);
    expect(offered.status).toBe('offered');
    expect(offered.offer?.expiresAt).not.toBeNull();
    const expires = Date.parse(offered.offer?.expiresAt as string);
    expect(expires).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect((await entryOf(big)).status).toBe('waiting');
    expect((await entryOf(big)).position).toBe(1);
    expect((await entryOf(later)).position).toBe(2);
    const booking = await inject(app, bookingsApi.get, {
      realm,
      session: small,
      params: { id: offered.offer?.bookingId as string },
    });
    expect(booking.json().data).toMatchObject({ status: 'held', seats: 2, waitlistOffer: true });
    const told = await toldKinds(small.user.id);
    expect(told.map((row) => row.kind)).toEqual(['waitlist-offer']);
    expect(told[0]?.body).toContain('2 seats for');
    expect(told[0]?.body).toContain('held for you until');

    // Paying the offer books the entry; the ticket is sent as for any booking.
    expect((await pay(small, offered.offer?.bookingId as string)).json().data.booking.status).toBe(
      'confirmed',
    );
    expect((await entryOf(small)).status).toBe('booked');
    expect((await toldKinds(small.user.id)).map((row) => row.kind)).toContain('booking-confirmed');
  });

  it('an organiser cancelling, a hold released and a capacity raise each offer to the line', async () => {
    const { eventId, slotId, holders, bookings } = await soldOut({
      capacity: 3,
      price: 10,
      holds: [1, 1, 1],
    });
    const [w1, w2, w3, w4] = (await people(4)) as [Session, Session, Session, Session];
    for (const user of [w1, w2, w3]) await join(user, eventId, slotId, 1);
    await join(w4, eventId, slotId, 3);

    await inject(app, bookingsApi.cancel, {
      realm,
      session: admin,
      params: { id: bookings[0] as string },
      body: { reason: 'Double booking' },
    });
    expect((await entryOf(w1)).status).toBe('offered');
    await inject(app, bookingsApi.confirm, {
      realm,
      session: holders[1] as Session,
      params: { id: bookings[1] as string },
      body: { confirm: false },
    });
    expect((await entryOf(w2)).status).toBe('offered');
    expect((await entryOf(w3)).status).toBe('waiting');

    // Raising the capacity by 4 offers 1 to w3 and 3 to w4.
    const raised = await inject(app, eventsApi.updateSlot, {
      realm,
      session: admin,
      params: { id: eventId, slotId },
      body: { capacity: 7 },
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data).toMatchObject({ capacity: 7, seatsTaken: 7, waitlist: { waiting: 0 } });
    expect((await entryOf(w3)).status).toBe('offered');
    expect((await entryOf(w4)).status).toBe('offered');
    expect(await bookedSeats(slotId)).toBe(7);

    const lines = await inject(app, waitlistApi.eventWaitlists, {
      realm,
      session: admin,
      params: { id: eventId },
    });
    expect(lines.json().data.slots[0]).toMatchObject({
      closed: false,
      waitingEntries: 0,
      openOffers: 4,
      offeredSeats: 6,
    });
  });

  it('lapsed holds released by the sweep or a new hold go to the line, and a lapsed offer to the next', async () => {
    const { eventId, slotId, bookings } = await soldOut({ capacity: 2, price: 10, holds: [1, 1] });
    const [w1, w2, w3, stranger] = (await people(4)) as [Session, Session, Session, Session];
    for (const user of [w1, w2, w3]) await join(user, eventId, slotId, 1);
    await lapseHold(db, bookings[0] as string);
    await expireHolds(db.db);
    expect((await entryOf(w1)).status).toBe('offered');

    // A stranger's hold finds the slot full, frees the lapsed hold and still finds it sold out: w2 has it.
    await lapseHold(db, bookings[1] as string);
    const refused = await inject(app, bookingsApi.create, {
      realm,
      session: stranger,
      body: { eventId, slotId, seats: 1 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Sold out');
    expect((await entryOf(w2)).status).toBe('offered');

    // w1's offer lapses: it ends as lapsed and the seat goes to w3.
    await lapseHold(db, (await entryOf(w1)).offer?.bookingId as string);
    expect((await entryOf(w1)).status).toBe('lapsed');
    await expireHolds(db.db);
    expect((await entryOf(w1)).status).toBe('lapsed');
    expect((await entryOf(w3)).status).toBe('offered');
    expect(await slotSeatsTaken(db, slotId)).toBe(2);
    expect(await bookedSeats(slotId)).toBe(2);
  });

  it('a transfer away offers the seats; a transfer cannot take a lapsed hold from the target line', async () => {
    const first = await soldOut({ capacity: 2, price: 10, holds: [2] });
    const { eventId, slotId } = first;
    const second = (await addShow(app, realm, eventId, admin, { capacity: 4 })).id;
    const [w1, w2, x] = (await people(3)) as [Session, Session, Session];
    await join(w1, eventId, slotId, 2);
    const moved = await inject(app, bookingsApi.transfer, {
      realm,
      session: first.holders[0] as Session,
      body: {
        bookingId: first.bookings[0] as string,
        targetSlotId: second,
      },
    });
    expect(moved.statusCode).toBe(200);
    expect((await entryOf(w1)).status).toBe('offered');

    // The later show: x fills its last 2 seats and lets them lapse; w2 waits for 2.
    const xHold = (
      await inject(app, bookingsApi.create, {
        realm,
        session: x,
        body: { eventId, slotId: second, seats: 2 },
      })
    ).json().data.id;
    await join(w2, eventId, second, 2);
    await lapseHold(db, xHold);
    // w1 tries to move the offer into the later show: the lapsed seats are w2's first, so it is refused.
    const jump = await inject(app, bookingsApi.transfer, {
      realm,
      session: w1,
      body: {
        bookingId: (await entryOf(w1)).offer?.bookingId as string,
        targetSlotId: second,
      },
    });
    expect(jump.statusCode).toBe(422);
    await expireHolds(db.db);
    expect((await entryOf(w2)).status).toBe('offered');
    expect(await bookedSeats(second)).toBe(4);
  });

  it('seats freed while the event is a draft go to the line when it is published again', async () => {
    const { eventId, slotId, holders, bookings } = await soldOut({ capacity: 2, price: 10, holds: [1, 1] });
    const [w1] = (await people(1)) as [Session];
    await join(w1, eventId, slotId, 1);
    expect(
      (
        await inject(app, eventsApi.update, {
          realm,
          session: admin,
          params: { id: eventId },
          body: { status: 'draft' },
        })
      ).statusCode,
    ).toBe(200);
    await inject(app, bookingsApi.confirm, {
      realm,
      session: holders[0] as Session,
      params: { id: bookings[0] as string },
      body: { confirm: false },
    });
    expect((await entryOf(w1)).status).toBe('waiting');
    expect(await slotSeatsTaken(db, slotId)).toBe(1);

    expect(
      (
        await inject(app, eventsApi.update, {
          realm,
          session: admin,
          params: { id: eventId },
          body: { status: 'published' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await entryOf(w1)).status).toBe('offered');
    expect(await slotSeatsTaken(db, slotId)).toBe(2);
    expect(await bookedSeats(slotId)).toBe(2);
  });

  it('leaving a line whose offer was moved to another show gives that show its seats back', async () => {
    const { eventId, slotId, holders, bookings } = await soldOut({ capacity: 1, price: 10, holds: [1] });
    const second = (await addShow(app, realm, eventId, admin, { capacity: 4 })).id;
    const [w1] = (await people(1)) as [Session];
    const entry = (await join(w1, eventId, slotId, 1)).json().data as TWaitlistEntry;
    await inject(app, bookingsApi.confirm, {
      realm,
      session: holders[0] as Session,
      params: { id: bookings[0] as string },
      body: { confirm: false },
    });
    const offerId = (await entryOf(w1)).offer?.bookingId;
    const moved = await inject(app, bookingsApi.transfer, {
      realm,
      session: w1,
      body: { bookingId: offerId as string, targetSlotId: second },
    });
    expect(moved.statusCode).toBe(200);
    expect(await bookedSeats(second)).toBe(1);

    const left = await inject(app, waitlistApi.leave, { realm, session: w1, params: { entryId: entry.id } });
    expect(left.statusCode).toBe(200);
    expect(left.json().data.status).toBe('declined');
    expect(await bookedSeats(second)).toBe(0);
    expect(await slotSeatsTaken(db, second)).toBe(0);
  });

  it('declining or leaving an offer passes it on; leaving a line; refusing to leave twice', async () => {
    const { eventId, slotId, bookings, holders } = await soldOut({ capacity: 1, price: 10, holds: [1] });
    const [w1, w2, w3] = (await people(3)) as [Session, Session, Session];
    for (const user of [w1, w2, w3]) await join(user, eventId, slotId, 1);
    await inject(app, bookingsApi.confirm, {
      realm,
      session: holders[0] as Session,
      params: { id: bookings[0] as string },
      body: { confirm: false },
    });
    const offer = await entryOf(w1);
    const declined = await inject(app, bookingsApi.confirm, {
      realm,
      session: w1,
      params: { id: offer.offer?.bookingId as string },
      body: {
        confirm: false,
      },
    });
    // The booking says its user declined it (decision 052); a plain hold released says nothing of the sort.
    expect(declined.json().data).toMatchObject({ status: 'cancelled', offerDeclined: true });
    expect(
      (
        await inject(app, bookingsApi.get, {
          realm,
          session: holders[0] as Session,
          params: { id: bookings[0] as string },
        })
      ).json().data,
    ).toMatchObject({
      status: 'cancelled',
      offerDeclined: false,
    });
    expect((await entryOf(w1)).status).toBe('declined');
    const w2Entry = await entryOf(w2);
    expect(w2Entry.status).toBe('offered');

    const left = await inject(app, waitlistApi.leave, {
      realm,
      session: w2,
      params: { entryId: w2Entry.id },
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().data.status).toBe('declined');
    const w3Entry = await entryOf(w3);
    expect(w3Entry.status).toBe('offered');
    expect(await bookedSeats(slotId)).toBe(1);

    const [w4] = (await people(1)) as [Session];
    const w4Entry = (await join(w4, eventId, slotId, 1)).json().data as TWaitlistEntry;
    const gone = await inject(app, waitlistApi.leave, {
      realm,
      session: w4,
      params: { entryId: w4Entry.id },
    });
    expect(gone.json().data).toMatchObject({ status: 'left', position: null });
    const twice = await inject(app, waitlistApi.leave, {
      realm,
      session: w4,
      params: { entryId: w4Entry.id },
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (await inject(app, waitlistApi.leave, { realm, session: w1, params: { entryId: w4Entry.id } }))
        .statusCode,
    ).toBe(404);
    expect((await inject(app, waitlistApi.mine, { realm, session: w4 })).json().data.total).toBe(0);
    expect(
      (await inject(app, waitlistApi.mine, { realm, session: w4, query: { show: 'all' } })).json().data.total,
    ).toBe(1);

    // An organiser letting an offer go is not its user declining it: the entry is closed.
    const w3Offer = w3Entry.offer?.bookingId as string;
    expect(
      (
        await inject(app, bookingsApi.cancel, {
          realm,
          session: admin,
          params: { id: w3Offer },
          body: { reason: 'Seat blocked' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await inject(app, bookingsApi.get, { realm, session: w3, params: { id: w3Offer } })).json().data,
    ).toMatchObject({
      status: 'cancelled',
      offerDeclined: false,
    });
    expect((await entryOf(w3)).status).toBe('closed');
  });

  it('a free offer is a held booking accepted with confirm true', async () => {
    const { eventId, slotId, bookings, holders } = await soldOut({ capacity: 1, price: 0, holds: [1] });
    const [w1] = (await people(1)) as [Session];
    await join(w1, eventId, slotId, 1);
    await inject(app, bookingsApi.cancel, {
      realm,
      session: holders[0] as Session,
      params: { id: bookings[0] as string },
      body: { reason: 'Busy' },
    });
    const offer = await entryOf(w1);
    const held = await inject(app, bookingsApi.get, {
      realm,
      session: w1,
      params: { id: offer.offer?.bookingId as string },
    });
    expect(held.json().data).toMatchObject({ status: 'held', priceCredits: 0, waitlistOffer: true });
    const accepted = await inject(app, bookingsApi.confirm, {
      realm,
      session: w1,
      params: { id: offer.offer?.bookingId as string },
      body: {
        confirm: true,
      },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'confirmed', paymentMethod: 'free' });
    expect(accepted.json().data.ticketCode).toMatch(/^[A-Z0-9]{12}$/);
    expect((await entryOf(w1)).status).toBe('booked');
    expect((await toldKinds(w1.user.id)).map((row) => row.kind)).toEqual([
      'waitlist-offer',
      'booking-confirmed',
    ]);
  });

  it('closing a line ends its waiting entries and tells them; open offers stay; closing again changes nothing', async () => {
    const { eventId, slotId, bookings, holders } = await soldOut({ capacity: 1, price: 10, holds: [1] });
    const [w1, w2, w3] = (await people(3)) as [Session, Session, Session];
    for (const user of [w1, w2]) await join(user, eventId, slotId, 1);
    await inject(app, bookingsApi.confirm, {
      realm,
      session: holders[0] as Session,
      params: { id: bookings[0] as string },
      body: { confirm: false },
    });
    const closed = await inject(app, waitlistApi.close, {
      realm,
      session: admin,
      params: { id: eventId, slotId },
    });
    expect(closed.json().data).toMatchObject({ closed: true, waitingEntries: 0, openOffers: 1 });
    expect((await entryOf(w2)).status).toBe('closed');
    expect((await toldKinds(w2.user.id)).map((row) => row.kind)).toEqual(['waitlist-closed']);
    expect((await entryOf(w1)).status).toBe('offered');
    const again = await inject(app, waitlistApi.close, {
      realm,
      session: admin,
      params: { id: eventId, slotId },
    });
    expect(again.json().data).toEqual(closed.json().data);
    expect((await toldKinds(w2.user.id)).length).toBe(1);
    const refused = await join(w3, eventId, slotId, 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The waitlist for this show is closed');
    const slots = await inject(app, eventsApi.slots, { realm, session: w3, params: { id: eventId } });
    expect(slots.json().data[0].waitlist).toEqual({ open: false, waiting: 0 });
    // A declined offer on a closed line goes on open sale: nobody is offered.
    await inject(app, bookingsApi.confirm, {
      realm,
      session: w1,
      params: { id: (await entryOf(w1)).offer?.bookingId as string },
      body: { confirm: false },
    });
    expect(await slotSeatsTaken(db, slotId)).toBe(0);
    expect((await inject(app, waitlistApi.mine, { realm, session: w3 })).json().data.total).toBe(0);
  });

  it('cancelling the event offers nothing and closes its lines, telling those waiting', async () => {
    const { eventId, slotId, holders, bookings } = await soldOut({ capacity: 2, price: 10, holds: [1, 1] });
    await pay(holders[0] as Session, bookings[0] as string);
    const [w1, w2] = (await people(2)) as [Session, Session];
    await join(w1, eventId, slotId, 1);
    await join(w2, eventId, slotId, 1);
    await inject(app, bookingsApi.confirm, {
      realm,
      session: holders[1] as Session,
      params: { id: bookings[1] as string },
      body: { confirm: false },
    });
    expect((await entryOf(w1)).status).toBe('offered');
    const cancelled = await inject(app, eventsApi.cancel, {
      realm,
      session: admin,
      params: { id: eventId },
      body: { reason: 'Venue closed' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await entryOf(w1)).status).toBe('closed');
    expect((await entryOf(w2)).status).toBe('closed');
    expect((await toldKinds(w2.user.id)).map((row) => row.kind)).toEqual(['waitlist-closed']);
    expect((await toldKinds(w2.user.id))[0]?.body).toContain('The organiser cancelled');
    expect(await slotSeatsTaken(db, slotId)).toBe(0);
    expect(await bookedSeats(slotId)).toBe(0);
  });
});
