import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { createEventWithSlot, EVENT_REALMS, realmOfPrefix, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS } from '../../../test/harness.js';

describe.each(DATABASE_KINDS)('events on %s', (kind) => {
  describe.each(EVENT_REALMS)('$prefix', ({ realm, prefix, other }) => {
    const world = useRealmWorld(kind, realm);
    const otherRealm = realmOfPrefix(other);
    let { app, admin, alice } = world;
    beforeAll(() => {
      ({ app, admin, alice } = world);
    });

    describe('catalogue', () => {
      it('lists seeded events with filters and pagination, and keeps realms apart', async () => {
        const all = (
          await inject(app, eventsApi.list, { realm, session: alice, query: { limit: 100 } })
        ).json().data;
        expect(all.total).toBeGreaterThan(3);
        expect(all.items.every((event: { realm: string }) => event.realm === realm)).toBe(true);
        const paged = (
          await inject(app, eventsApi.list, { realm, session: alice, query: { limit: 2, page: 2 } })
        ).json().data;
        expect(paged).toMatchObject({ page: 2, limit: 2, total: all.total });
        expect(paged.items).toHaveLength(2);
        const one = all.items[0];
        const detail = (
          await inject(app, eventsApi.get, { realm, session: alice, params: { id: one.id } })
        ).json().data;
        expect(detail.event.id).toBe(one.id);
        expect(detail.slots.length).toBeGreaterThan(0);
        expect(
          (await inject(app, eventsApi.slots, { realm, session: alice, params: { id: one.id } })).json().data,
        ).toEqual(detail.slots.map(({ ticketTypes: _offered, ...slot }: { ticketTypes: unknown }) => slot));
        const foreign = await inject(app, eventsApi.get, {
          realm: otherRealm,
          session: alice,
          params: { id: one.id },
        });
        expect(foreign.statusCode).toBe(404);

        const byText = (
          await inject(app, eventsApi.list, {
            realm,
            session: alice,
            query: { q: one.title.split(' ')[0] },
          })
        ).json().data;
        expect(byText.items.map((event: { id: string }) => event.id)).toContain(one.id);
        const cheap = (
          await inject(app, eventsApi.list, { realm, session: alice, query: { maxPrice: 20 } })
        ).json().data;
        expect(cheap.items.every((event: { priceCredits: number }) => event.priceCredits <= 20)).toBe(true);
        const future = (
          await inject(app, eventsApi.list, { realm, session: alice, query: { from: '2999-01-01' } })
        ).json().data;
        expect(future.total).toBe(0);
        expect(
          (await inject(app, eventsApi.list, { realm, session: alice, query: { minPrice: offContract(-1) } }))
            .statusCode,
        ).toBe(400);
        expect(
          (await inject(app, eventsApi.list, { realm, session: alice, query: { limit: offContract(1000) } }))
            .statusCode,
        ).toBe(400);
      });

      it('includes adjacent districts on request and answers the district and venue calls', async () => {
        const { eventId } = await createEventWithSlot(app, prefix, admin, { capacity: 10, priceCredits: 5 });
        const inPune = (
          await inject(app, eventsApi.list, {
            realm,
            session: alice,
            query: { districtId: 'pune', limit: 100 },
          })
        )
          .json()
          .data.items.map((e: { id: string }) => e.id);
        expect(inPune).toContain(eventId);
        const fromThane = (
          await inject(app, eventsApi.list, {
            realm,
            session: alice,
            query: { districtId: 'thane', limit: 100 },
          })
        )
          .json()
          .data.items.map((e: { id: string }) => e.id);
        expect(fromThane).not.toContain(eventId);
        const near = (
          await inject(app, eventsApi.list, {
            realm,
            session: alice,
            query: { districtId: 'thane', includeAdjacent: 'true', limit: 100 },
          })
        )
          .json()
          .data.items.map((e: { id: string }) => e.id);
        expect(near).toContain(eventId);
        const adjacent = (
          await inject(app, eventsApi.adjacentDistricts, {
            realm,
            session: alice,
            query: { districtId: 'thane' },
          })
        )
          .json()
          .data.map((d: { id: string }) => d.id);
        expect(adjacent).toEqual(expect.arrayContaining(['pune', 'nashik', 'mumbai-suburban']));
        const maharashtra = (
          await inject(app, eventsApi.districtsByState, {
            realm,
            session: alice,
            params: { state: 'Maharashtra' },
          })
        ).json().data;
        expect(maharashtra.map((d: { id: string }) => d.id)).toContain('pune');
        expect(
          (await inject(app, eventsApi.district, { realm, session: alice, params: { id: 'nowhere' } }))
            .statusCode,
        ).toBe(404);
        const venues = (await inject(app, eventsApi.venues, { realm, session: alice })).json().data;
        expect(venues.length).toBeGreaterThan(3);
        const busy = venues.find((venue: { name: string }) => venue.name === 'NCPA Tata Theatre');
        const week = await inject(app, eventsApi.venueAvailability, {
          realm,
          session: alice,
          params: { id: busy.id },
          query: { startDate: new Date().toISOString().slice(0, 10), endDate: '2999-12-31' },
        });
        expect(week.json().data.available).toBe(false);
        const past = await inject(app, eventsApi.venueAvailability, {
          realm,
          session: alice,
          params: { id: busy.id },
          query: { startDate: '2000-01-01', endDate: '2000-01-02' },
        });
        expect(past.json().data).toMatchObject({ available: true, bookings: [] });
        expect(
          (
            await inject(app, eventsApi.venueAvailability, {
              realm,
              session: alice,
              params: { id: busy.id },
              query: { startDate: '2020-02-02', endDate: '2020-01-01' },
            })
          ).statusCode,
        ).toBe(400);
      });

      it('lets only admins edit the catalogue, and refuses shrinking a slot below sold seats', async () => {
        const denied = await inject(app, eventsApi.create, {
          realm,
          session: alice,
          body: offContract({ title: 'Nope' }),
        });
        expect(denied.statusCode).toBe(403);
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 5,
          priceCredits: 0,
        });
        await inject(app, bookingsApi.create, { realm, session: alice, body: { eventId, slotId, seats: 3 } });
        const shrink = await inject(app, eventsApi.updateSlot, {
          realm,
          session: admin,
          params: { id: eventId, slotId },
          body: { capacity: 2 },
        });
        expect(shrink.statusCode).toBe(422);
        expect(
          (
            await inject(app, eventsApi.updateSlot, {
              realm,
              session: admin,
              params: { id: eventId, slotId },
              body: { capacity: 4 },
            })
          ).json().data.seatsAvailable,
        ).toBe(1);
        const stats = (
          await inject(app, eventsApi.stats, { realm, session: admin, params: { id: eventId } })
        ).json().data;
        expect(stats).toMatchObject({ capacity: 4, seatsTaken: 3, confirmedSeats: 3, confirmedBookings: 1 });
        const share = await inject(app, eventsApi.share, {
          realm,
          session: alice,
          params: { id: eventId },
          body: { platform: 'whatsapp' },
        });
        expect(share.statusCode).toBe(201);
        expect(share.json().data.link).toContain(eventId);
      });
    });
  });
});
