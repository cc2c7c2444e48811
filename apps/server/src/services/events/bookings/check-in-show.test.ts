// The door for one show (docs/product.md "At the door (check-in)"): a ticket for another show is refused loudly until the desk insists, and the
// live counts per show move as tickets are booked, cancelled and admitted.

import { randomUUID } from 'node:crypto';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import {
  addShow,
  createEventWithSlot,
  EVENT_REALMS,
  realmOfPrefix,
  useRealmWorld,
} from '../../../test/events.js';
import { DATABASE_KINDS } from '../../../test/harness.js';

describe.each(DATABASE_KINDS)('check-in by show on %s', (kind) => {
  const { realm, prefix, other } = EVENT_REALMS[0];
  const world = useRealmWorld(kind, realm);
  const otherRealm = realmOfPrefix(other);
  let { app, admin, alice, bob } = world;
  beforeAll(() => {
    ({ app, admin, alice, bob } = world);
  });

  /** An event with two free shows, the second a day after the first. */
  async function twoShows() {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: 10,
      priceCredits: 0,
    });
    const second = await addShow(app, realm, eventId, admin);
    return { eventId, first: slotId, second: second.id };
  }

  const counts = async (eventId: string) =>
    (await inject(app, bookingsApi.checkInCounts, { realm, session: admin, query: { eventId } })).json().data;

  it("refuses another show's ticket with its event and time, admits it only when the desk insists", async () => {
    const { eventId, first, second } = await twoShows();
    const ticket = (
      await inject(app, bookingsApi.create, {
        realm,
        session: alice,
        body: { eventId, slotId: second, seats: 2 },
      })
    ).json().data;
    const scan = (body: object) =>
      inject(app, bookingsApi.checkIn, {
        realm,
        session: admin,
        body: { ticketCode: ticket.ticketCode, slotId: first, ...body },
      });

    // otherDay alone does not let a ticket in at the wrong show.
    const refused = await scan({ otherDay: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      new RegExp(`^This ticket is for ${ticket.event.title} on .+ (IST|GMT\\+5:30), not this show$`),
    );
    expect(refused.json().details).toEqual([
      { path: 'slotId', message: second },
      { path: 'startsAt', message: ticket.slot.startsAt },
      { path: 'timeZone', message: 'Asia/Kolkata' },
      { path: 'title', message: ticket.event.title },
    ]);
    expect((await counts(eventId)).shows[1]).toMatchObject({ checkedInSeats: 0, checkedInTickets: 0 });

    // Insisting on the show still meets the day check (the show is days away): both are asked before admitting.
    const otherDay = await scan({ otherShow: true });
    expect(otherDay.statusCode).toBe(409);
    expect(otherDay.json().details[0]).toEqual({ path: 'slotStartsAt', message: ticket.slot.startsAt });

    const admitted = await scan({ otherShow: true, otherDay: true });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json().data.checkedInAt).not.toBeNull();
  });

  it("admits the desk's own show's ticket without a show warning, and names another event's show", async () => {
    const { eventId, first } = await twoShows();
    const elsewhere = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 0 });
    const own = (
      await inject(app, bookingsApi.create, {
        realm,
        session: bob,
        body: { eventId, slotId: first, seats: 1 },
      })
    ).json().data;
    const stranger = (
      await inject(app, bookingsApi.create, { realm, session: bob, body: { ...elsewhere, seats: 1 } })
    ).json().data;

    const other = await inject(app, bookingsApi.checkIn, {
      realm,
      session: admin,
      body: {
        ticketCode: stranger.ticketCode,
        slotId: first,
        otherDay: true,
      },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain(`This ticket is for ${stranger.event.title} on `);
    expect(other.json().details[0]).toEqual({ path: 'slotId', message: elsewhere.slotId });

    const ownShow = await inject(app, bookingsApi.checkIn, {
      realm,
      session: admin,
      body: {
        ticketCode: own.ticketCode,
        slotId: first,
        otherDay: true,
      },
    });
    expect(ownShow.statusCode).toBe(200);
    // A bad slot id is the envelope's 400, changing nothing.
    const bad = await inject(app, bookingsApi.checkIn, {
      realm,
      session: admin,
      body: {
        ticketCode: stranger.ticketCode,
        slotId: 'x',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      expect.objectContaining({ path: 'body.slotId', message: 'Not a slot id' }),
    ]);
  });

  it('counts each show: confirmed tickets and seats expected, checked in and still to come', async () => {
    const { eventId, first, second } = await twoShows();
    const empty = await counts(eventId);
    expect(empty).toMatchObject({ eventId, timeZone: 'Asia/Kolkata' });
    expect(empty.shows.map((show: { slotId: string }) => show.slotId)).toEqual([first, second]);
    expect(empty.shows[0]).toEqual(
      expect.objectContaining({ expectedSeats: 0, checkedInSeats: 0, toComeSeats: 0, expectedTickets: 0 }),
    );

    const a = (
      await inject(app, bookingsApi.create, {
        realm,
        session: alice,
        body: { eventId, slotId: first, seats: 3 },
      })
    ).json().data;
    await inject(app, bookingsApi.create, {
      realm,
      session: bob,
      body: { eventId, slotId: first, seats: 2 },
    });
    const gone = (
      await inject(app, bookingsApi.create, {
        realm,
        session: bob,
        body: { eventId, slotId: second, seats: 4 },
      })
    ).json().data;
    await inject(app, bookingsApi.cancel, {
      realm,
      session: bob,
      params: { id: gone.id },
      body: { reason: 'Cannot come' },
    });
    await inject(app, bookingsApi.checkIn, {
      realm,
      session: admin,
      body: {
        ticketCode: a.ticketCode,
        slotId: first,
        otherDay: true,
      },
    });

    const { shows } = await counts(eventId);
    expect(shows[0]).toEqual({
      slotId: first,
      startsAt: expect.any(String),
      endsAt: expect.any(String),
      expectedSeats: 5,
      checkedInSeats: 3,
      toComeSeats: 2,
      expectedTickets: 2,
      checkedInTickets: 1,
    });
    // A cancelled booking is not expected.
    expect(shows[1]).toMatchObject({ expectedSeats: 0, expectedTickets: 0, toComeSeats: 0 });
  });

  it('answers counts to organisers only, for an event of their own service', async () => {
    const { eventId } = await twoShows();
    expect(
      (await inject(app, bookingsApi.checkInCounts, { realm, session: alice, query: { eventId } }))
        .statusCode,
    ).toBe(403);
    const unknown = await inject(app, bookingsApi.checkInCounts, {
      realm,
      session: admin,
      query: { eventId: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    const wrongService = await inject(app, bookingsApi.checkInCounts, {
      realm: otherRealm,
      session: admin,
      query: { eventId },
    });
    expect(wrongService.statusCode).toBe(404);
    expect(
      (
        await inject(app, bookingsApi.checkInCounts, {
          realm,
          session: admin,
          query: { eventId: offContract('nope') },
        })
      ).statusCode,
    ).toBe(400);
  });
});
