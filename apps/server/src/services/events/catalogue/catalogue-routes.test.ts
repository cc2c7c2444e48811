import { beforeAll, describe, expect, it } from 'vitest';
import { createEventWithSlot, EVENT_REALMS, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS } from '../../../test/harness.js';

describe.each(DATABASE_KINDS)('events on %s', (kind) => {
  describe.each(EVENT_REALMS)('$prefix', ({ realm, prefix, other }) => {
    const world = useRealmWorld(kind, realm, prefix);
    let { app, admin, alice, call } = world;
    beforeAll(() => {
      ({ app, admin, alice, call } = world);
    });

    describe('catalogue', () => {
      it('lists seeded events with filters and pagination, and keeps realms apart', async () => {
        const all = (await call(alice, 'GET', '/events?limit=100')).json().data;
        expect(all.total).toBeGreaterThan(3);
        expect(all.items.every((event: { realm: string }) => event.realm === realm)).toBe(true);
        const paged = (await call(alice, 'GET', '/events?limit=2&page=2')).json().data;
        expect(paged).toMatchObject({ page: 2, limit: 2, total: all.total });
        expect(paged.items).toHaveLength(2);
        const one = all.items[0];
        const detail = (await call(alice, 'GET', `/events/${one.id}`)).json().data;
        expect(detail.event.id).toBe(one.id);
        expect(detail.slots.length).toBeGreaterThan(0);
        expect((await call(alice, 'GET', `/events/${one.id}/slots`)).json().data).toEqual(detail.slots);
        const foreign = await app.inject({
          method: 'GET',
          url: `${other}/events/${one.id}`,
          headers: alice.headers,
        });
        expect(foreign.statusCode).toBe(404);

        const byText = (
          await call(alice, 'GET', `/events?q=${encodeURIComponent(one.title.split(' ')[0])}`)
        ).json().data;
        expect(byText.items.map((event: { id: string }) => event.id)).toContain(one.id);
        const cheap = (await call(alice, 'GET', '/events?maxPrice=20')).json().data;
        expect(cheap.items.every((event: { priceCredits: number }) => event.priceCredits <= 20)).toBe(true);
        const future = (await call(alice, 'GET', '/events?from=2999-01-01')).json().data;
        expect(future.total).toBe(0);
        expect((await call(alice, 'GET', '/events?minPrice=-1')).statusCode).toBe(400);
        expect((await call(alice, 'GET', '/events?limit=1000')).statusCode).toBe(400);
      });

      it('includes adjacent districts on request and answers the district and venue calls', async () => {
        const { eventId } = await createEventWithSlot(app, prefix, admin, { capacity: 10, priceCredits: 5 });
        const inPune = (await call(alice, 'GET', '/events?districtId=pune&limit=100'))
          .json()
          .data.items.map((e: { id: string }) => e.id);
        expect(inPune).toContain(eventId);
        const fromThane = (await call(alice, 'GET', '/events?districtId=thane&limit=100'))
          .json()
          .data.items.map((e: { id: string }) => e.id);
        expect(fromThane).not.toContain(eventId);
        const near = (await call(alice, 'GET', '/events?districtId=thane&includeAdjacent=true&limit=100'))
          .json()
          .data.items.map((e: { id: string }) => e.id);
        expect(near).toContain(eventId);
        const adjacent = (await call(alice, 'GET', '/events/adjacent-districts?districtId=thane'))
          .json()
          .data.map((d: { id: string }) => d.id);
        expect(adjacent).toEqual(expect.arrayContaining(['pune', 'nashik', 'mumbai-suburban']));
        const maharashtra = (await call(alice, 'GET', '/districts/by-state/Maharashtra')).json().data;
        expect(maharashtra.map((d: { id: string }) => d.id)).toContain('pune');
        expect((await call(alice, 'GET', '/districts/nowhere')).statusCode).toBe(404);
        const venues = (await call(alice, 'GET', '/venues')).json().data;
        expect(venues.length).toBeGreaterThan(3);
        const busy = venues.find((venue: { name: string }) => venue.name === 'NCPA Tata Theatre');
        const week = await call(
          alice,
          'GET',
          `/venues/${busy.id}/availability?startDate=${new Date().toISOString().slice(0, 10)}&endDate=2999-12-31`,
        );
        expect(week.json().data.available).toBe(false);
        const past = await call(
          alice,
          'GET',
          `/venues/${busy.id}/availability?startDate=2000-01-01&endDate=2000-01-02`,
        );
        expect(past.json().data).toMatchObject({ available: true, bookings: [] });
        expect(
          (
            await call(
              alice,
              'GET',
              `/venues/${busy.id}/availability?startDate=2020-02-02&endDate=2020-01-01`,
            )
          ).statusCode,
        ).toBe(400);
      });

      it('lets only admins edit the catalogue, and refuses shrinking a slot below sold seats', async () => {
        const denied = await call(alice, 'POST', '/events', { title: 'Nope' });
        expect(denied.statusCode).toBe(403);
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 5,
          priceCredits: 0,
        });
        await call(alice, 'POST', '/bookings', { eventId, slotId, seats: 3 });
        const shrink = await call(admin, 'PATCH', `/events/${eventId}/slots/${slotId}`, { capacity: 2 });
        expect(shrink.statusCode).toBe(422);
        expect(
          (await call(admin, 'PATCH', `/events/${eventId}/slots/${slotId}`, { capacity: 4 })).json().data
            .seatsAvailable,
        ).toBe(1);
        const stats = (await call(admin, 'GET', `/events/${eventId}/stats`)).json().data;
        expect(stats).toMatchObject({ capacity: 4, seatsTaken: 3, confirmedSeats: 3, confirmedBookings: 1 });
        const share = await call(alice, 'POST', `/events/${eventId}/share`, { platform: 'whatsapp' });
        expect(share.statusCode).toBe(201);
        expect(share.json().data.link).toContain(eventId);
      });
    });
  });
});
