import { WAITING_ROOM_REFUSAL_PATH } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { EVENT_REALMS } from '../../../test/events.js';
import { useAdminCast } from '../../../test/suite.js';
import { addPromo, addType, standardType } from '../../../test/ticketing.js';
import { gateCast, placeIn, putRoom } from './gate.fixtures.js';
import { roomRecentlyEnabled } from './gate.js';

/**
 * The waiting room's gate (decision 080): while an event's room is enabled, only a person with a running admission
 * takes its seats, on every path that takes seats for a buyer; anyone else gets 403 with a `waitingRoom` detail
 * and nothing changes. Rooms and admissions are written straight into the database (gate.fixtures.ts). Both
 * realms run the same code on their own data (decision 028), so every path is proved in each.
 */
describe.each(EVENT_REALMS)('the waiting room gate in $realm on pglite', ({ realm, prefix }) => {
  const suite = useAdminCast('pglite');
  const { person, event, laterShow, hold, expectRefusedChangingNothing, stateOf } = gateCast(
    suite,
    { realm, prefix },
    'gate',
  );

  /**
   * An event behind an enabled room with a VIP type and a code, and the body of a one-seat hold on each path that
   * takes seats: seats alone and one type's items take the grouped statement; two types and a code go step by step.
   */
  async function roomOnEveryPath() {
    const { eventId, slotId } = await event();
    const standard = await standardType(suite.db, eventId);
    const vip = await addType(suite.db, eventId, { name: 'VIP', price: 50, order: 1 });
    await addPromo(suite.db, eventId, { code: 'ROOM10', percentOff: 10 });
    await putRoom(suite.db.db, eventId);
    const bodies = [
      { eventId, slotId, seats: 1 },
      { eventId, slotId, items: [{ ticketTypeId: vip, quantity: 1 }] },
      {
        eventId,
        slotId,
        items: [
          { ticketTypeId: standard, quantity: 1 },
          { ticketTypeId: vip, quantity: 1 },
        ],
      },
      { eventId, slotId, seats: 1, promoCode: 'ROOM10' },
    ];
    return { eventId, slotId, bodies };
  }

  it('refuses every kind of hold without an admission, and says so in Hindi too', async () => {
    const { eventId, slotId, bodies } = await roomOnEveryPath();
    const waiting = await person();
    const never = await person();
    await placeIn(suite.db.db, eventId, waiting.user.id, 'waiting');
    for (const who of [waiting, never])
      for (const body of bodies) await expectRefusedChangingNothing(eventId, who, () => hold(who, body));
    const hindi = await hold(never, { eventId, slotId, seats: 1 }, { 'accept-language': 'hi-IN' });
    expect(hindi.statusCode).toBe(403);
    expect(hindi.json().message).toBe('आप इस इवेंट के वेटिंग रूम में हैं: प्रवेश मिलते ही आप बुक कर सकेंगे');
    expect(hindi.json().details[0].path).toBe(WAITING_ROOM_REFUSAL_PATH);
  });

  it('lets an admitted person hold on every path, and refuses them once the admission ran out', async () => {
    const { eventId, bodies } = await roomOnEveryPath();
    const admitted = await person();
    await placeIn(suite.db.db, eventId, admitted.user.id, 'admitted');
    for (const body of bodies) expect((await hold(admitted, body)).statusCode).toBe(201);
    await placeIn(suite.db.db, eventId, admitted.user.id, 'expired');
    for (const body of bodies)
      await expectRefusedChangingNothing(eventId, admitted, () => hold(admitted, body));
  });

  it('sells as before when the room is disabled, to people with and without a place', async () => {
    const { eventId, slotId } = await event();
    await putRoom(suite.db.db, eventId, { enabled: false });
    const expired = await person();
    const stranger = await person();
    await placeIn(suite.db.db, eventId, expired.user.id, 'expired');
    expect((await hold(expired, { eventId, slotId, seats: 1 })).statusCode).toBe(201);
    expect((await hold(stranger, { eventId, slotId, seats: 2 })).statusCode).toBe(201);
    // Switched on again: the same people are refused.
    await putRoom(suite.db.db, eventId, { enabled: true });
    await expectRefusedChangingNothing(eventId, stranger, () =>
      hold(stranger, { eventId, slotId, seats: 1 }),
    );
  });

  it('refuses holds the moment a room is switched on, though this process read "no room" a moment ago', async () => {
    const { eventId, slotId } = await event();
    const standard = await standardType(suite.db, eventId);
    const vip = await addType(suite.db, eventId, { name: 'VIP', price: 50, order: 1 });
    const someone = await person();
    expect((await hold(someone, { eventId, slotId, seats: 1 })).statusCode).toBe(201);
    // The process now remembers for a second that the event has no room (gate.ts), so no hold below reads the room
    // before it: the grouped statement and the step-by-step transaction check it themselves.
    expect(await roomRecentlyEnabled(suite.db.db, eventId)).toBe(false);
    await putRoom(suite.db.db, eventId);
    await expectRefusedChangingNothing(eventId, someone, () => hold(someone, { eventId, slotId, seats: 1 }));
    const twoTypes = {
      eventId,
      slotId,
      items: [
        { ticketTypeId: standard, quantity: 1 },
        { ticketTypeId: vip, quantity: 1 },
      ],
    };
    await expectRefusedChangingNothing(eventId, someone, () => hold(someone, twoTypes));
  });

  it('answers a retried hold its first booking after the admission ran out, but refuses a new one', async () => {
    const { eventId, slotId } = await event();
    await putRoom(suite.db.db, eventId);
    const buyer = await person();
    await placeIn(suite.db.db, eventId, buyer.user.id, 'admitted');
    const key = { 'idempotency-key': `gate-retry-${Date.now()}` };
    const first = await hold(buyer, { eventId, slotId, seats: 2 }, key);
    expect(first.statusCode).toBe(201);
    await placeIn(suite.db.db, eventId, buyer.user.id, 'expired');
    const before = await stateOf(eventId, buyer);
    // The retry takes no seat: it answers the hold the admission made.
    const retried = await hold(buyer, { eventId, slotId, seats: 2 }, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().data.id).toBe(first.json().data.id);
    expect(await stateOf(eventId, buyer)).toEqual(before);
    await expectRefusedChangingNothing(eventId, buyer, () =>
      hold(buyer, { eventId, slotId, seats: 2 }, { 'idempotency-key': `gate-new-${Date.now()}` }),
    );
  });

  it('lets a hold made while admitted be paid after the admission ran out (its own timer governs it)', async () => {
    const { eventId, slotId } = await event();
    await putRoom(suite.db.db, eventId);
    const buyer = await person();
    await placeIn(suite.db.db, eventId, buyer.user.id, 'admitted');
    const held = await hold(buyer, { eventId, slotId, seats: 1 });
    expect(held.statusCode).toBe(201);
    await placeIn(suite.db.db, eventId, buyer.user.id, 'expired');
    const paid = await inject(suite.app, bookingsApi.initiatePayment, {
      realm,
      session: buyer,
      body: { bookingId: held.json().data.id, method: 'credits' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.booking.status).toBe('confirmed');
  });

  it('refuses a transfer into another show of a room’s event without an admission; allows it with one', async () => {
    const { eventId, slotId } = await event();
    const later = await laterShow(eventId);
    const buyer = await person();
    const held = await hold(buyer, { eventId, slotId, seats: 2 });
    expect(held.statusCode).toBe(201);
    const bookingId = held.json().data.id;
    const transfer = () =>
      inject(suite.app, bookingsApi.transfer, {
        realm,
        session: buyer,
        body: { bookingId, targetSlotId: later },
      });
    await putRoom(suite.db.db, eventId);
    await expectRefusedChangingNothing(eventId, buyer, transfer);
    await placeIn(suite.db.db, eventId, buyer.user.id, 'expired');
    await expectRefusedChangingNothing(eventId, buyer, transfer);
    await placeIn(suite.db.db, eventId, buyer.user.id, 'admitted');
    const moved = await transfer();
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.slotId).toBe(later);
  });

  /** A sold-out show whose holder lets go while the room is on: the seat is offered to the one waiting (a system path). */
  async function offered(price: number) {
    const { eventId, slotId } = await event(1, price);
    const holder = await person();
    const waiter = await person();
    const first = await hold(holder, { eventId, slotId, seats: 1 });
    expect(first.statusCode).toBe(201);
    const joined = await inject(suite.app, waitlistApi.join, {
      realm,
      session: waiter,
      params: { id: eventId, slotId },
      body: { seats: 1 },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    await putRoom(suite.db.db, eventId);
    const cancelled = await inject(suite.app, bookingsApi.cancel, {
      realm,
      session: holder,
      params: { id: first.json().data.id },
      body: { reason: 'Cannot come' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const offer = await suite.db.db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('user_id', '=', waiter.user.id)
      .where('event_id', '=', eventId)
      .where('waitlist_entry_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(offer.status).toBe('held');
    return { eventId, waiter, offerId: offer.id };
  }

  it('refuses accepting a paid waitlist offer (credits or gateway) without an admission; accepts it with one', async () => {
    const { eventId, waiter, offerId } = await offered(20);
    const pay = (method: 'credits' | 'gateway') => () =>
      inject(suite.app, bookingsApi.initiatePayment, {
        realm,
        session: waiter,
        body: { bookingId: offerId, method },
      });
    await expectRefusedChangingNothing(eventId, waiter, pay('credits'));
    await expectRefusedChangingNothing(eventId, waiter, pay('gateway'));
    await placeIn(suite.db.db, eventId, waiter.user.id, 'expired');
    await expectRefusedChangingNothing(eventId, waiter, pay('credits'));
    await placeIn(suite.db.db, eventId, waiter.user.id, 'admitted');
    const paid = await pay('credits')();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.booking.status).toBe('confirmed');
  });

  it('opens a gateway checkout for a waitlist offer only with an admission', async () => {
    const { eventId, waiter, offerId } = await offered(20);
    await placeIn(suite.db.db, eventId, waiter.user.id, 'admitted');
    const opened = await inject(suite.app, bookingsApi.initiatePayment, {
      realm,
      session: waiter,
      body: { bookingId: offerId, method: 'gateway' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.payment.paymentUrl).toEqual(expect.any(String));
  });

  it('refuses confirming a free waitlist offer without an admission; confirms it with one', async () => {
    const { eventId, waiter, offerId } = await offered(0);
    const confirm = () =>
      inject(suite.app, bookingsApi.confirm, {
        realm,
        session: waiter,
        params: { id: offerId },
        body: { confirm: true },
      });
    await expectRefusedChangingNothing(eventId, waiter, confirm);
    await placeIn(suite.db.db, eventId, waiter.user.id, 'admitted');
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('confirmed');
  });

  it('lets a person decline a waitlist offer without an admission (it gives seats back)', async () => {
    const { waiter, offerId } = await offered(20);
    const declined = await inject(suite.app, bookingsApi.confirm, {
      realm,
      session: waiter,
      params: { id: offerId },
      body: { confirm: false },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.status).toBe('cancelled');
  });
});
