import { bookingsApi } from '@engagex/contracts/api/bookings';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import {
  createEventWithSlot,
  EVENT_REALMS,
  lapseHold,
  slotSeatsTaken,
  useRealmWorld,
} from '../../../test/events.js';
import { DATABASE_KINDS, type Session } from '../../../test/harness.js';
import {
  addPromo,
  addType,
  bookingsOfSlot,
  liveTickets,
  promoUses,
  standardType,
  typeSeatsTaken,
} from '../../../test/ticketing.js';
import { expireHolds } from './lifecycle.js';

/** Promo codes on holds (decision 078): the price per ticket, the types a code covers, its uses, its refusals. */
const [{ realm, prefix }] = EVENT_REALMS;

describe.each(DATABASE_KINDS)('holds with promo codes on %s', (kind) => {
  const world = useRealmWorld(kind, realm);
  let { db, app, admin, alice, bob } = world;
  beforeAll(() => {
    ({ db, app, admin, alice, bob } = world);
  });

  /** Standard at 25 credits and VIP at 101 on a show of 20 seats. */
  async function show() {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: 20,
      priceCredits: 25,
    });
    const standard = await standardType(db, eventId);
    const vip = await addType(db, eventId, { name: 'VIP', price: 101, order: 1 });
    return { eventId, slotId, standard, vip };
  }

  const hold = (
    session: Session,
    body: {
      eventId: string;
      slotId: string;
      seats?: number;
      items?: { ticketTypeId: string; quantity: number }[];
      promoCode?: string;
    },
  ) => inject(app, bookingsApi.create, { realm, session, body });

  it('takes a percentage off each ticket, rounded to whole credits, only on the types it covers', async () => {
    const { eventId, slotId, standard, vip } = await show();
    const promo = await addPromo(db, eventId, { code: 'Tenner', percentOff: 10, typeIds: [standard] });
    const held = await hold(alice, {
      eventId,
      slotId,
      items: [
        { ticketTypeId: standard, quantity: 3 },
        { ticketTypeId: vip, quantity: 1 },
      ],
      promoCode: 'tenner',
    });
    expect(held.statusCode).toBe(201);
    // 10% of 25 is 2.5, rounded to 3 on each Standard ticket; VIP is not covered.
    expect(held.data()).toMatchObject({ promoCode: 'Tenner', discountCredits: 9, totalCredits: 66 + 101 });
    expect(held.data().items.map((item) => [item.ticketTypeId, item.discountCredits])).toEqual([
      [standard, 9],
      [vip, 0],
    ]);
    expect(held.data().tickets.map((ticket) => ticket.priceCredits)).toEqual([22, 22, 22, 101]);
    expect(await promoUses(db, promo)).toBe(1);
  });

  it('takes an amount off each covered ticket, never below zero', async () => {
    const { eventId, slotId, standard, vip } = await show();
    await addPromo(db, eventId, { code: 'FLAT30', creditsOff: 30 });
    const held = await hold(alice, {
      eventId,
      slotId,
      items: [
        { ticketTypeId: standard, quantity: 2 },
        { ticketTypeId: vip, quantity: 1 },
      ],
      promoCode: 'FLAT30',
    });
    expect(held.statusCode).toBe(201);
    expect(held.data().tickets.map((ticket) => ticket.priceCredits)).toEqual([0, 0, 71]);
    expect(held.data()).toMatchObject({ discountCredits: 25 * 2 + 30, totalCredits: 71, status: 'held' });
  });

  it('confirms a booking a 100% code makes free at once, with its tickets shown', async () => {
    const { eventId, slotId, standard } = await show();
    const promo = await addPromo(db, eventId, { code: 'GUEST', percentOff: 100, maxUses: 5 });
    const held = await hold(bob, { eventId, slotId, seats: 2, promoCode: 'guest' });
    expect(held.statusCode).toBe(201);
    const booking = held.data();
    expect(booking).toMatchObject({ status: 'confirmed', totalCredits: 0, discountCredits: 50 });
    expect(booking.ticketCode).not.toBeNull();
    expect(booking.tickets.every((ticket) => ticket.code !== null && ticket.qrPayload !== null)).toBe(true);
    expect(booking.items.map((item) => item.ticketTypeId)).toEqual([standard]);
    expect(await promoUses(db, promo)).toBe(1);
  });

  it('refuses an unknown, switched-off, early, expired or used-up code with a 422, holding nothing', async () => {
    const { eventId, slotId, standard } = await show();
    const hour = 3600_000;
    await addPromo(db, eventId, { code: 'OFF', percentOff: 10, active: false });
    await addPromo(db, eventId, { code: 'SOON', percentOff: 10, validFrom: new Date(Date.now() + hour) });
    await addPromo(db, eventId, { code: 'GONE', percentOff: 10, validUntil: new Date(Date.now() - hour) });
    const once = await addPromo(db, eventId, { code: 'ONCE', percentOff: 10, maxUses: 1 });
    expect((await hold(alice, { eventId, slotId, seats: 1, promoCode: 'ONCE' })).statusCode).toBe(201);
    const refusals = {
      NOPE: 'This promo code is not valid for this event',
      OFF: 'This promo code is not valid for this event',
      SOON: 'This promo code is not valid yet',
      GONE: 'This promo code has expired',
      ONCE: 'This promo code has been used up',
    };
    for (const [code, message] of Object.entries(refusals)) {
      const refused = await hold(bob, {
        eventId,
        slotId,
        items: [{ ticketTypeId: standard, quantity: 2 }],
        promoCode: code,
      });
      expect([code, refused.statusCode, refused.json().message]).toEqual([code, 422, message]);
    }
    expect(await bookingsOfSlot(db, slotId)).toBe(1);
    expect([await slotSeatsTaken(db, slotId), await typeSeatsTaken(db, slotId, standard)]).toEqual([1, 1]);
    expect(await liveTickets(db, slotId)).toBe(1);
    expect(await promoUses(db, once)).toBe(1);
  });

  it("gives the code's use back when its hold lapses or its booking is cancelled, not before", async () => {
    const { eventId, slotId, standard } = await show();
    const promo = await addPromo(db, eventId, { code: 'PAIR', percentOff: 20, maxUses: 2 });
    const first = (await hold(alice, { eventId, slotId, seats: 1, promoCode: 'PAIR' })).data();
    const second = (await hold(bob, { eventId, slotId, seats: 2, promoCode: 'PAIR' })).data();
    expect(await promoUses(db, promo)).toBe(2);
    expect((await hold(bob, { eventId, slotId, seats: 1, promoCode: 'PAIR' })).statusCode).toBe(422);

    await lapseHold(db, first.id);
    await expireHolds(db.db);
    expect(await promoUses(db, promo)).toBe(1);

    const paid = await inject(app, bookingsApi.initiatePayment, {
      realm,
      session: bob,
      body: { bookingId: second.id, method: 'credits' },
    });
    // Bob holds no credits: the hold stays, and so does its use.
    expect(paid.statusCode).toBe(422);
    expect(await promoUses(db, promo)).toBe(1);
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: bob,
      params: { id: second.id },
      body: { reason: 'changed my mind' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await promoUses(db, promo)).toBe(0);
    expect([await slotSeatsTaken(db, slotId), await typeSeatsTaken(db, slotId, standard)]).toEqual([0, 0]);
    // Both uses are free again.
    expect((await hold(alice, { eventId, slotId, seats: 1, promoCode: 'pair' })).statusCode).toBe(201);
    expect((await hold(bob, { eventId, slotId, seats: 1, promoCode: 'pair' })).statusCode).toBe(201);
    expect(await promoUses(db, promo)).toBe(2);
  });

  it('takes no use and no seats when the show is sold out', async () => {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: 2,
      priceCredits: 10,
    });
    const promo = await addPromo(db, eventId, { code: 'LATE', percentOff: 50 });
    expect((await hold(alice, { eventId, slotId, seats: 2 })).statusCode).toBe(201);
    const refused = await hold(bob, { eventId, slotId, seats: 1, promoCode: 'LATE' });
    expect([refused.statusCode, refused.json().message]).toEqual([422, 'Sold out']);
    expect(await promoUses(db, promo)).toBe(0);
    expect(await bookingsOfSlot(db, slotId)).toBe(1);
  });
});
