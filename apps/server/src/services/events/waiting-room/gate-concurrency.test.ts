import { SERVICE_PREFIXES, type TCreateBookingRequest, WAITING_ROOM_REFUSAL_PATH } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot, slotSeatsTaken } from '../../../test/events.js';
import type { Session } from '../../../test/harness.js';
import { useEventsRace } from '../../../test/processes.js';
import { addType, liveTickets, standardType } from '../../../test/ticketing.js';
import { placeIn, putRoom } from './gate.fixtures.js';

/**
 * The waiting room's gate (decision 080) under a burst from two API processes on one PostgreSQL: each process keeps
 * its own memory of which events have a room, so only the checks on the database (the grouped statement's, the
 * step-by-step transaction's) decide who takes seats.
 */
const prefix = SERVICE_PREFIXES.events;
const realm = 'events';

describe('the waiting room gate, two API processes on one PostgreSQL', () => {
  const race = useEventsRace('gate-crowd', 40);
  const { split } = race;

  it('many not admitted and a few admitted hold at once on one show: only the admitted take seats', async () => {
    const { a, b, admin, crowd } = race;
    const { db } = split;
    const { eventId, slotId } = await createEventWithSlot(a, prefix, admin, {
      capacity: 200,
      priceCredits: 20,
    });
    const standard = await standardType(db, eventId);
    const vip = await addType(db, eventId, { name: 'VIP', price: 90, order: 1 });
    const latecomer = crowd[39] as Session;
    // The room is set up switched off, with everyone's places: the event sells as before.
    await putRoom(db.db, eventId, { enabled: false });
    const admitted = crowd.slice(0, 6);
    for (const person of admitted) await placeIn(db.db, eventId, person.user.id, 'admitted');
    for (const person of crowd.slice(6, 12)) await placeIn(db.db, eventId, person.user.id, 'expired');
    for (const person of crowd.slice(12, 18)) await placeIn(db.db, eventId, person.user.id, 'waiting');
    // A hold on each process, so both remember for a second that the event's room is off (gate.ts); the room is
    // then switched on and the burst starts within that second: the database's checks alone must stop it.
    for (const app of [a, b])
      expect(
        (
          await inject(app, bookingsApi.create, {
            realm,
            session: latecomer,
            body: { eventId, slotId, seats: 1 },
          })
        ).statusCode,
      ).toBe(201);
    await putRoom(db.db, eventId, { enabled: true });
    const admittedIds = new Set(admitted.map((person) => person.user.id));
    // Three holds each, taking turns between the processes: seats alone and one type's items go grouped, two
    // types step by step.
    const bodyOf = (index: number): TCreateBookingRequest =>
      index % 3 === 0
        ? { eventId, slotId, seats: 2 }
        : index % 3 === 1
          ? { eventId, slotId, items: [{ ticketTypeId: vip, quantity: 1 }] }
          : {
              eventId,
              slotId,
              items: [
                { ticketTypeId: standard, quantity: 1 },
                { ticketTypeId: vip, quantity: 1 },
              ],
            };
    const requests = Array.from({ length: 120 }, (_, index) => ({
      who: crowd[index % crowd.length] as Session,
      body: bodyOf(Math.floor(index / crowd.length) + index),
      app: index % 2 ? a : b,
    }));
    const started = Date.now();
    const answers = await Promise.all(
      requests.map(({ who, body, app }) => inject(app, bookingsApi.create, { realm, session: who, body })),
    );
    const ms = Date.now() - started;
    const statuses: Record<number, number> = {};
    for (const answer of answers) statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
    const held = await db.db
      .selectFrom('bookings')
      .select(['user_id', 'seats'])
      .where('event_id', '=', eventId)
      .where('status', 'in', ['held', 'confirmed'])
      .execute();
    const figures = {
      statuses,
      ms,
      showSeats: await slotSeatsTaken(db, slotId),
      tickets: await liveTickets(db, slotId),
      bookedSeats: held.reduce((sum, row) => sum + row.seats, 0),
      bookingsByOthers: held.filter((row) => !admittedIds.has(row.user_id)).length,
    };
    console.log(
      'Waiting room gate burst (120 holds, 6 admitted of 40, two processes):',
      JSON.stringify(figures),
    );
    const admittedRequests = requests.filter(({ who }) => admittedIds.has(who.user.id)).length;
    expect(statuses).toEqual({ 201: admittedRequests, 403: 120 - admittedRequests });
    requests.forEach(({ who }, index) => {
      const answer = answers[index];
      if (!answer) throw new Error('an answer is missing');
      if (admittedIds.has(who.user.id)) expect(answer.statusCode, answer.body).toBe(201);
      else
        expect(answer.json().details).toEqual([
          { path: WAITING_ROOM_REFUSAL_PATH, message: expect.any(String) },
        ]);
    });
    // Only the latecomer's two holds from before the room belong to anyone not admitted.
    expect(figures.bookingsByOthers).toBe(2);
    expect(figures.showSeats).toBe(figures.bookedSeats);
    expect(figures.tickets).toBe(figures.showSeats);
  }, 120_000);
});
