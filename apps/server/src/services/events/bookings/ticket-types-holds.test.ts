// Over 300 lines: every rule of a hold with ticket types (decision 078), on both databases, sharing one app per kind.
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import {
  addShow,
  createEventWithSlot,
  EVENT_REALMS,
  lapseHold,
  slotSeatsTaken,
  useRealmWorld,
} from '../../../test/events.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import {
  addPromo,
  addQuestion,
  addType,
  bookingsOfSlot,
  changeType,
  liveTickets,
  standardType,
  typeSeatsTaken,
} from '../../../test/ticketing.js';
import { expireHolds } from './lifecycle.js';

const [{ realm, prefix }] = EVENT_REALMS;

describe.each(DATABASE_KINDS)('holds with ticket types on %s', (kind) => {
  const world = useRealmWorld(kind, realm);
  let { db, app, admin, alice, bob } = world;
  beforeAll(() => {
    ({ db, app, admin, alice, bob } = world);
  });

  /** A show of `capacity` seats with Standard at 30 credits and VIP at 100 (quota per show `vipQuota`). */
  async function twoTypes(capacity: number, vipQuota: number | null = null) {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, { capacity, priceCredits: 30 });
    const standard = await standardType(db, eventId);
    const vip = await addType(db, eventId, { name: 'VIP', price: 100, quota: vipQuota, order: 1 });
    return { eventId, slotId, standard, vip };
  }

  const hold = (session: Session, body: Parameters<typeof holdBody>[0], headers?: Record<string, string>) =>
    inject(app, bookingsApi.create, {
      realm,
      session,
      body: holdBody(body),
      ...(headers ? { headers } : {}),
    });
  const holdBody = (body: {
    eventId: string;
    slotId: string;
    seats?: number;
    items?: { ticketTypeId: string; quantity: number }[];
    attendees?: { name: string; email?: string; answers?: Record<string, string | number | boolean> }[];
    promoCode?: string;
  }) => body;

  /** Show seats, then each type's counter, then live tickets of each type: counters must equal tickets. */
  async function counts(slotId: string, types: string[]) {
    return {
      show: await slotSeatsTaken(db, slotId),
      types: await Promise.all(types.map((type) => typeSeatsTaken(db, slotId, type))),
      tickets: await Promise.all(types.map((type) => liveTickets(db, slotId, type))),
    };
  }

  it('holds items of several types: a ticket per person in the order of items, codes only once paid', async () => {
    const { eventId, slotId, standard, vip } = await twoTypes(10);
    const held = await hold(alice, {
      eventId,
      slotId,
      items: [
        { ticketTypeId: vip, quantity: 1 },
        { ticketTypeId: standard, quantity: 2 },
      ],
      attendees: [{ name: 'Asha' }, { name: 'Ravi', email: 'ravi@example.com' }],
    });
    expect(held.statusCode).toBe(201);
    const booking = held.data();
    expect(booking).toMatchObject({
      status: 'held',
      seats: 3,
      totalCredits: 160,
      discountCredits: 0,
      promoCode: null,
    });
    expect(booking.items.map((item) => [item.ticketTypeId, item.quantity, item.unitPriceCredits])).toEqual([
      [standard, 2, 30],
      [vip, 1, 100],
    ]);
    // Attendees name tickets in the order of `items` (the contract), not in display order.
    expect(
      booking.tickets.map((ticket) => [ticket.ticketTypeId, ticket.attendeeName, ticket.priceCredits]),
    ).toEqual([
      [vip, 'Asha', 100],
      [standard, 'Ravi', 30],
      [standard, null, 30],
    ]);
    expect(booking.tickets.every((ticket) => ticket.code === null && ticket.qrPayload === null)).toBe(true);
    expect(await counts(slotId, [standard, vip])).toEqual({ show: 3, types: [2, 1], tickets: [2, 1] });

    const paid = await inject(app, bookingsApi.initiatePayment, {
      realm,
      session: alice,
      body: { bookingId: booking.id, method: 'credits' },
    });
    expect(paid.statusCode).toBe(200);
    const confirmed = (
      await inject(app, bookingsApi.get, { realm, session: alice, params: { id: booking.id } })
    ).data();
    expect(confirmed.status).toBe('confirmed');
    const codes = confirmed.tickets.map((ticket) => ticket.code);
    expect(codes.every((code) => /^[A-HJ-NP-Z2-9]{12}$/.test(code ?? ''))).toBe(true);
    expect(new Set(codes).size).toBe(3);
    expect(confirmed.tickets[0]?.qrPayload).toBe(`ENGAGEX:${realm}:${codes[0]}`);
  });

  it('answers a grouped hold (one type, no code) exactly as reading it back does, free ones with codes', async () => {
    const { eventId, slotId, vip } = await twoTypes(10);
    const free = await addType(db, eventId, { name: 'Free', price: 0, order: 2 });
    for (const ticketTypeId of [vip, free]) {
      const held = await hold(alice, {
        eventId,
        slotId,
        items: [{ ticketTypeId, quantity: 2 }],
        attendees: [{ name: 'Asha', email: 'asha@example.com' }],
      });
      expect(held.statusCode).toBe(201);
      const read = await inject(app, bookingsApi.get, {
        realm,
        session: alice,
        params: { id: held.data().id },
      });
      expect(held.data()).toEqual(read.data());
      expect(held.data().tickets.map((ticket) => ticket.code === null)).toEqual(
        ticketTypeId === free ? [false, false] : [true, true],
      );
    }
  });

  it("charges a type's new price and hides a hidden type at once, though the process read them a moment ago", async () => {
    const { eventId, slotId, standard } = await twoTypes(10);
    expect((await hold(alice, { eventId, slotId, seats: 1 })).data().totalCredits).toBe(30);
    await changeType(db, standard, { price: 45 });
    // The grouped statement finds the price changed and the hold goes step by step, priced on facts read now.
    const dearer = await hold(alice, { eventId, slotId, seats: 1 });
    expect([dearer.statusCode, dearer.data().totalCredits]).toEqual([201, 45]);
    await changeType(db, standard, { hidden: true });
    const hidden = await hold(bob, { eventId, slotId, items: [{ ticketTypeId: standard, quantity: 1 }] });
    expect(hidden.statusCode).toBe(404);
    expect(await counts(slotId, [standard])).toEqual({ show: 2, types: [2], tickets: [2] });
  });

  it('`seats` takes the first visible type on sale; a hidden type only with a code that unlocks it', async () => {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: 10,
      priceCredits: 30,
    });
    const standard = await standardType(db, eventId);
    // Standard's sales have ended; a hidden type is listed before Regular.
    await db.db
      .updateTable('ticket_types')
      .set({ sales_start_at: new Date(Date.now() - 7200_000), sales_end_at: new Date(Date.now() - 3600_000) })
      .where('id', '=', standard)
      .execute();
    const secret = await addType(db, eventId, { name: 'Crew', price: 0, hidden: true, order: 1 });
    const regular = await addType(db, eventId, { name: 'Regular', price: 40, order: 2 });
    const bySeats = await hold(alice, { eventId, slotId, seats: 2 });
    expect(bySeats.statusCode).toBe(201);
    expect(bySeats.data().items.map((item) => item.ticketTypeId)).toEqual([regular]);
    expect(bySeats.data().totalCredits).toBe(80);

    const hiddenAsked = await hold(bob, { eventId, slotId, items: [{ ticketTypeId: secret, quantity: 1 }] });
    expect(hiddenAsked.statusCode).toBe(404);
    const closed = await hold(bob, { eventId, slotId, items: [{ ticketTypeId: standard, quantity: 1 }] });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe('Standard tickets are not on sale at the moment');
    expect(await bookingsOfSlot(db, slotId)).toBe(1);

    await addPromo(db, eventId, { code: 'CREW', percentOff: 10, unlocks: [secret] });
    // A code that unlocks a hidden type does not turn a bare seat count into that type.
    const seatsWithCode = await hold(bob, { eventId, slotId, seats: 1, promoCode: 'crew' });
    expect(seatsWithCode.data().items.map((item) => item.ticketTypeId)).toEqual([regular]);
    const unlocked = await hold(bob, {
      eventId,
      slotId,
      items: [{ ticketTypeId: secret, quantity: 1 }],
      promoCode: 'crew',
    });
    expect(unlocked.statusCode).toBe(201);
    // A free ticket through a code: confirmed at once.
    expect(unlocked.data()).toMatchObject({ status: 'confirmed', totalCredits: 0 });
    expect(await counts(slotId, [regular, secret])).toEqual({ show: 4, types: [3, 1], tickets: [3, 1] });
  });

  it('refuses a type whose sales have not started, and more than its maximum per booking, holding nothing', async () => {
    const { eventId, slotId, standard } = await twoTypes(10);
    const later = await addType(db, eventId, {
      name: 'Late',
      price: 10,
      salesStartAt: new Date(Date.now() + 3600_000),
    });
    await changeType(db, standard, { maxPerBooking: 2 });
    const early = await hold(alice, { eventId, slotId, items: [{ ticketTypeId: later, quantity: 1 }] });
    expect(early.statusCode).toBe(422);
    const many = await hold(alice, { eventId, slotId, items: [{ ticketTypeId: standard, quantity: 3 }] });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('At most 2 Standard tickets per booking');
    expect(many.json().details[0].path).toBe('items.0.quantity');
    // The grouped path's `seats` is held to the same maximum.
    const seats = await hold(alice, { eventId, slotId, seats: 3 });
    expect([seats.statusCode, seats.json().details[0].path]).toEqual([400, 'seats']);
    expect(await bookingsOfSlot(db, slotId)).toBe(0);
    expect(await counts(slotId, [standard, later])).toEqual({ show: 0, types: [0, 0], tickets: [0, 0] });
  });

  it('never sells past a quota per show on the grouped path, one by one and all at once', async () => {
    const { eventId, slotId, standard } = await twoTypes(20);
    await changeType(db, standard, { quota: 3 });
    expect((await hold(alice, { eventId, slotId, seats: 2 })).statusCode).toBe(201);
    const over = await hold(bob, { eventId, slotId, seats: 2 });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Sold out: not enough tickets of that type left in this show');
    const crowd = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        signIn(app, `quota-${kind}-${index}-${Date.now()}@example.com`),
      ),
    );
    const burst = await Promise.all(crowd.map((person) => hold(person, { eventId, slotId, seats: 1 })));
    expect(burst.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect(await counts(slotId, [standard])).toEqual({ show: 3, types: [3], tickets: [3] });
  });

  it('never sells past a quota or the show step by step (several types), taking nothing when one is short', async () => {
    const { eventId, slotId, standard, vip } = await twoTypes(5, 1);
    const both = [
      { ticketTypeId: standard, quantity: 1 },
      { ticketTypeId: vip, quantity: 1 },
    ];
    expect((await hold(alice, { eventId, slotId, items: both })).statusCode).toBe(201);
    const vipGone = await hold(bob, { eventId, slotId, items: both });
    expect(vipGone.statusCode).toBe(422);
    expect(vipGone.json().message).toBe('Sold out: not enough tickets of that type left in this show');
    // Standard had room: the savepoint gave it back with the show's seats.
    expect(await counts(slotId, [standard, vip])).toEqual({ show: 2, types: [1, 1], tickets: [1, 1] });
    const showShort = await hold(bob, { eventId, slotId, items: [{ ticketTypeId: standard, quantity: 4 }] });
    expect(showShort.statusCode).toBe(422);
    expect(showShort.json().message).toBe('Sold out: only 3 seats left');
    expect(await bookingsOfSlot(db, slotId)).toBe(1);
    expect(await counts(slotId, [standard, vip])).toEqual({ show: 2, types: [1, 1], tickets: [1, 1] });
  });

  it('checks every answer before holding: one 400 naming each attendee and question', async () => {
    const { eventId, slotId, standard, vip } = await twoTypes(10);
    const diet = await addQuestion(db, eventId, {
      label: 'Diet',
      kind: 'choice',
      options: ['Veg', 'Non-veg'],
      required: true,
      typeIds: [vip],
    });
    const age = await addQuestion(db, eventId, { label: 'Age', kind: 'number' });
    const items = [
      { ticketTypeId: vip, quantity: 1 },
      { ticketTypeId: standard, quantity: 1 },
    ];
    const wrong = await hold(alice, {
      eventId,
      slotId,
      items,
      attendees: [
        { name: 'Asha', answers: { [diet]: 'Vegan', [age]: 'thirty' } },
        { name: 'Ravi', answers: { [diet]: 'Veg' } },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    const details = wrong.json().details as { path: string; message: string }[];
    expect(details.map((detail) => detail.path).sort()).toEqual(
      [`attendees.0.answers.${diet}`, `attendees.0.answers.${age}`, `attendees.1.answers.${diet}`].sort(),
    );
    expect(details.find((detail) => detail.path === `attendees.0.answers.${diet}`)?.message).toBe(
      'Attendee 1 (Asha), “Diet”: Choose one of the options',
    );
    const missing = await hold(alice, { eventId, slotId, items, attendees: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Attendee 1, “Diet”: An answer is required');
    expect(await bookingsOfSlot(db, slotId)).toBe(0);
    expect(await counts(slotId, [standard, vip])).toEqual({ show: 0, types: [0, 0], tickets: [0, 0] });

    const right = await hold(alice, {
      eventId,
      slotId,
      items,
      attendees: [{ name: 'Asha', answers: { [diet]: 'Veg', [age]: 31 } }, { name: 'Ravi' }],
    });
    expect(right.statusCode).toBe(201);
    expect(right.data().tickets.map((ticket) => ticket.answers)).toEqual([{ [diet]: 'Veg', [age]: 31 }, {}]);
  });

  it('answers a retry with the same Idempotency-Key and items with the first hold, holding once', async () => {
    const { eventId, slotId, standard, vip } = await twoTypes(10);
    const body = {
      eventId,
      slotId,
      items: [
        { ticketTypeId: vip, quantity: 2 },
        { ticketTypeId: standard, quantity: 1 },
      ],
    };
    const headers = { 'idempotency-key': `items-${kind}-${Date.now()}` };
    const [first, second] = await Promise.all([hold(alice, body, headers), hold(alice, body, headers)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([201, 201]);
    expect(
      [first, second].filter((answer) => answer?.headers['idempotent-replayed'] === 'true'),
    ).toHaveLength(1);
    expect(first?.data().id).toBe(second?.data().id);
    const third = await hold(alice, body, headers);
    expect(third.data().id).toBe(first?.data().id);
    expect(third.headers['idempotent-replayed']).toBe('true');
    const changed = await hold(alice, { ...body, items: [{ ticketTypeId: vip, quantity: 1 }] }, headers);
    expect(changed.statusCode).toBe(422);
    expect(await bookingsOfSlot(db, slotId)).toBe(1);
    expect(await counts(slotId, [standard, vip])).toEqual({ show: 3, types: [1, 2], tickets: [1, 2] });
  });

  it('gives seats back per type when a hold lapses or a booking is cancelled', async () => {
    const { eventId, slotId, standard, vip } = await twoTypes(10, 2);
    const items = [
      { ticketTypeId: vip, quantity: 2 },
      { ticketTypeId: standard, quantity: 1 },
    ];
    const lapsing = (await hold(alice, { eventId, slotId, items })).data();
    const kept = (
      await hold(bob, { eventId, slotId, items: [{ ticketTypeId: standard, quantity: 2 }] })
    ).data();
    expect(await counts(slotId, [standard, vip])).toEqual({ show: 5, types: [3, 2], tickets: [3, 2] });
    await lapseHold(db, lapsing.id);
    await expireHolds(db.db);
    expect(await counts(slotId, [standard, vip])).toEqual({ show: 2, types: [2, 0], tickets: [2, 0] });
    const lapsed = (
      await inject(app, bookingsApi.get, { realm, session: alice, params: { id: lapsing.id } })
    ).data();
    expect(lapsed.status).toBe('expired');
    expect(lapsed.tickets.map((ticket) => ticket.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    // The VIP quota is free again.
    const again = await hold(alice, { eventId, slotId, items });
    expect(again.statusCode).toBe(201);
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: bob,
      params: { id: kept.id },
      body: { reason: 'plans changed' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await counts(slotId, [standard, vip])).toEqual({ show: 3, types: [1, 2], tickets: [1, 2] });
  });

  it("offers a waitlist entry its own type at that type's price, skipping it while the type's quota is full", async () => {
    const { eventId, slotId, standard, vip } = await twoTypes(4, 1);
    const vipHolder = (
      await hold(alice, { eventId, slotId, items: [{ ticketTypeId: vip, quantity: 1 }] })
    ).data();
    const standardHolder = (
      await hold(bob, { eventId, slotId, items: [{ ticketTypeId: standard, quantity: 3 }] })
    ).data();
    const [wantsVip, wantsStandard] = await Promise.all([
      signIn(app, `wl-vip-${kind}-${Date.now()}@example.com`),
      signIn(app, `wl-std-${kind}-${Date.now()}@example.com`),
    ]);
    for (const [person, type] of [
      [wantsVip, vip],
      [wantsStandard, standard],
    ] as const) {
      const joined = await inject(app, waitlistApi.join, {
        realm,
        session: person as Session,
        params: { id: eventId, slotId },
        body: { seats: 1 },
      });
      expect(joined.statusCode).toBe(201);
      // The join route's type is the waitlist's owner's to wire; the entry's type is what an offer reads.
      await db.db
        .updateTable('waitlist_entries')
        .set({ ticket_type_id: type })
        .where('id', '=', joined.data().id)
        .execute();
    }
    await inject(app, bookingsApi.cancel, {
      realm,
      session: bob,
      params: { id: standardHolder.id },
      body: { reason: 'cannot come' },
    });
    const offers = await db.db
      .selectFrom('bookings')
      .select(['id', 'user_id', 'total_credits'])
      .where('slot_id', '=', slotId)
      .where('waitlist_entry_id', 'is not', null)
      .execute();
    // VIP's quota (1) is held by alice: the VIP entry, first in line, waits on; the Standard one is offered.
    expect(offers.map((offer) => [offer.user_id, offer.total_credits])).toEqual([
      [wantsStandard.user.id, 30],
    ]);
    expect(await counts(slotId, [standard, vip])).toEqual({ show: 2, types: [1, 1], tickets: [1, 1] });
    await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: vipHolder.id },
      body: { reason: 'cannot come' },
    });
    const vipOffer = await db.db
      .selectFrom('bookings')
      .select(['id', 'total_credits'])
      .where('user_id', '=', wantsVip.user.id)
      .executeTakeFirstOrThrow();
    expect(vipOffer.total_credits).toBe(100);
    const offered = (
      await inject(app, bookingsApi.get, { realm, session: wantsVip, params: { id: vipOffer.id } })
    ).data();
    expect(offered.items.map((item) => [item.ticketTypeId, item.quantity])).toEqual([[vip, 1]]);
    expect(offered.tickets.map((ticket) => ticket.ticketTypeId)).toEqual([vip]);
    expect(await counts(slotId, [standard, vip])).toEqual({ show: 2, types: [1, 1], tickets: [1, 1] });
  });

  it("moves a booking only to a show with room in each of its types' quotas", async () => {
    const { eventId, slotId, standard, vip } = await twoTypes(10, 2);
    const otherSlot = (await addShow(app, realm, eventId, admin)).id;
    const items = [
      { ticketTypeId: vip, quantity: 2 },
      { ticketTypeId: standard, quantity: 1 },
    ];
    const mine = (await hold(alice, { eventId, slotId, items })).data();
    await inject(app, bookingsApi.initiatePayment, {
      realm,
      session: alice,
      body: { bookingId: mine.id, method: 'credits' },
    });
    const there = (
      await hold(bob, { eventId, slotId: otherSlot, items: [{ ticketTypeId: vip, quantity: 1 }] })
    ).data();
    const refused = await inject(app, bookingsApi.transfer, {
      realm,
      session: alice,
      body: { bookingId: mine.id, targetSlotId: otherSlot },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Sold out: not enough tickets of this type in that slot');
    expect(await counts(slotId, [standard, vip])).toEqual({ show: 3, types: [1, 2], tickets: [1, 2] });
    expect(await counts(otherSlot, [standard, vip])).toEqual({ show: 1, types: [0, 1], tickets: [0, 1] });

    const letGo = await inject(app, bookingsApi.cancel, {
      realm,
      session: bob,
      params: { id: there.id },
      body: { reason: 'going elsewhere' },
    });
    expect(letGo.statusCode).toBe(200);
    const moved = await inject(app, bookingsApi.transfer, {
      realm,
      session: alice,
      body: { bookingId: mine.id, targetSlotId: otherSlot },
    });
    expect(moved.statusCode).toBe(200);
    expect(await counts(slotId, [standard, vip])).toEqual({ show: 0, types: [0, 0], tickets: [0, 0] });
    expect(await counts(otherSlot, [standard, vip])).toEqual({ show: 3, types: [1, 2], tickets: [1, 2] });
  });
});
