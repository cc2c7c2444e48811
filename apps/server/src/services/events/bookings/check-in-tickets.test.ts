// The door with a ticket per person (decision 078): a ticket's code admits its one person, the booking's code
// everyone still to come on it, and the counts count people and bookings.

import { bookingsApi } from '@engagex/contracts/api/bookings';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot, EVENT_REALMS, slotSeatsTaken, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS } from '../../../test/harness.js';

describe.each(DATABASE_KINDS)('check-in by ticket on %s', (kind) => {
  const { realm, prefix } = EVENT_REALMS[0];
  const world = useRealmWorld(kind, realm);
  let { app, admin, alice } = world;
  beforeAll(() => {
    ({ app, admin, alice } = world);
  });

  /** A confirmed free booking of `seats` people; the show is days away, so every scan insists on the day. */
  async function booking(seats: number) {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: 10,
      priceCredits: 0,
    });
    const created = await inject(app, bookingsApi.create, {
      realm,
      session: alice,
      body: { eventId, slotId, seats },
    });
    expect(created.statusCode).toBe(201);
    return { eventId, slotId, booking: created.data() };
  }
  const scan = (ticketCode: string) =>
    inject(app, bookingsApi.checkIn, { realm, session: admin, body: { ticketCode, otherDay: true } });
  const counts = async (eventId: string) =>
    (await inject(app, bookingsApi.checkInCounts, { realm, session: admin, query: { eventId } })).data()
      .shows[0];

  it("admits one person by their ticket's code, then the rest by the booking's code, each once", async () => {
    const { eventId, booking: made } = await booking(3);
    const [first, second, third] = made.tickets;
    expect(first?.code).toMatch(/^[A-Z2-9]{12}$/);
    expect(first?.qrPayload).toBe(`ENGAGEX:${realm}:${first?.code}`);
    expect(await counts(eventId)).toMatchObject({
      expectedSeats: 3,
      checkedInSeats: 0,
      toComeSeats: 3,
      expectedTickets: 1,
      checkedInTickets: 0,
    });

    const one = await scan(first?.code as string);
    expect(one.statusCode).toBe(200);
    expect(one.data().admittedTicketIds).toEqual([first?.id]);
    expect(one.data().tickets.map((ticket) => ticket.status)).toEqual(['used', 'valid', 'valid']);
    expect(one.data().checkedInAt).not.toBeNull();
    expect(await counts(eventId)).toMatchObject({
      expectedSeats: 3,
      checkedInSeats: 1,
      toComeSeats: 2,
      expectedTickets: 1,
      checkedInTickets: 1,
    });

    const again = await scan(first?.code as string);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Ticket already checked in at /);

    const rest = await scan(made.ticketCode as string);
    expect(rest.statusCode).toBe(200);
    expect(rest.data().admittedTicketIds).toEqual([second?.id, third?.id]);
    expect(rest.data().tickets.every((ticket) => ticket.status === 'used')).toBe(true);
    // The booking's first admission stays its time in.
    expect(rest.data().checkedInAt).toBe(one.data().checkedInAt);
    expect(await counts(eventId)).toMatchObject({ checkedInSeats: 3, toComeSeats: 0, checkedInTickets: 1 });

    const everyoneIn = await scan(made.ticketCode as string);
    expect(everyoneIn.statusCode).toBe(409);
    expect(everyoneIn.json().message).toMatch(/^Ticket already checked in at /);
    expect((await scan(third?.code as string)).statusCode).toBe(409);
  });

  it('refuses a cancelled ticket; the booking code then admits only those still valid', async () => {
    const { eventId, slotId, booking: made } = await booking(3);
    const [first, second, third] = made.tickets;
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: made.id },
      body: { reason: 'One friend cannot come', ticketIds: [second?.id as string] },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.data().seats).toBe(2);
    expect(await slotSeatsTaken(world.db, slotId)).toBe(2);

    const refused = await scan(second?.code as string);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This ticket is already cancelled');
    expect(await counts(eventId)).toMatchObject({ expectedSeats: 2, checkedInSeats: 0 });

    const rest = await scan(made.ticketCode as string);
    expect(rest.statusCode).toBe(200);
    expect(rest.data().admittedTicketIds).toEqual([first?.id, third?.id]);
    expect(await counts(eventId)).toMatchObject({ expectedSeats: 2, checkedInSeats: 2, toComeSeats: 0 });
  });

  it('once anyone on a booking is in, it can no longer be cancelled whole or in part', async () => {
    const { booking: made } = await booking(2);
    const [first, second] = made.tickets;
    expect((await scan(first?.code as string)).statusCode).toBe(200);
    for (const ticketIds of [undefined, [second?.id as string], [first?.id as string]]) {
      const refused = await inject(app, bookingsApi.cancel, {
        realm,
        session: alice,
        params: { id: made.id },
        body: { reason: 'Changed my mind', ...(ticketIds ? { ticketIds } : {}) },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('This ticket has been used; it can no longer be cancelled');
    }
  });

  it("does not find another desk's code, nor a code that exists nowhere", async () => {
    const missing = await scan('ZZZZZZZZZZZZ');
    expect(missing.statusCode).toBe(404);
  });
});
