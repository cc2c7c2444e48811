import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../../test/harness.js';
import { migrations } from './index.js';
import { officialDistricts } from './official-districts.js';

const DEVANAGARI = /^[\u0900-\u097F][\u0900-\u097F0-9 ()–-]*$/;
const MIGRATION = '0031_districts_in_hindi';

/** Runs the given migrations' statements in order, as the migrator does. */
async function apply(database: TestDatabase, list: typeof migrations) {
  for (const migration of list)
    for (const statement of migration.statements) await sql.raw(statement).execute(database.db);
}

type Row = {
  id: string;
  name: string;
  name_hi: string | null;
  state: string;
  latitude: number;
  longitude: number;
};

/*
 * Migration 0031 (decision 074) on a database that has the postal catalogue of 0027 and events on it: the ids read
 * before it are all there after, with the same names and centres, and applying it a second time changes nothing.
 */
describe.each(DATABASE_KINDS)('completing the districts and naming them in Hindi (0031) on %s', (kind) => {
  let database: TestDatabase;
  let before: Row[];
  let after: Row[];
  // Before 0031 there is no name_hi to read.
  const read = async (hindi = true) =>
    (
      await sql<Row>`select id, name, ${sql.raw(hindi ? 'name_hi' : 'null as name_hi')}, state, latitude, longitude
        from districts order by id`.execute(database.db)
    ).rows;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { empty: true });
    const index = migrations.findIndex((m) => m.name === MIGRATION);
    await apply(database, migrations.slice(0, index));
    before = await read(false);
    await apply(database, migrations.slice(index));
    after = await read();
  });
  afterAll(() => database.close());

  it('keeps every district that was there under its id, name and centre', () => {
    expect(before.length).toBe(660);
    const now = new Map(after.map((row) => [row.id, row]));
    for (const old of before) {
      expect(now.get(old.id), old.id).toMatchObject({
        name: old.name,
        latitude: old.latitude,
        longitude: old.longitude,
        state: officialDistricts.moved[old.id] ?? old.state,
      });
    }
  });

  it('has at least 770 districts in 36 states and UTs, 26 in Andhra Pradesh, Leh and Kargil in Ladakh', async () => {
    expect(after.length).toBeGreaterThanOrEqual(770);
    const states = (
      await sql<{ name: string; name_hi: string }>`select name, name_hi from states`.execute(database.db)
    ).rows;
    expect(states).toHaveLength(36);
    expect(new Set(after.map((row) => row.state))).toEqual(new Set(states.map((s) => s.name)));
    expect(after.filter((row) => row.state === 'Andhra Pradesh')).toHaveLength(26);
    expect(after.filter((row) => row.state === 'Ladakh').map((row) => row.id)).toEqual(['kargil', 'leh']);
    for (const s of states) expect(s.name_hi, s.name).toMatch(DEVANAGARI);
  });

  it('names every district in Devanagari, and refuses a district without a Hindi name', async () => {
    for (const row of after) expect(row.name_hi, row.id).toMatch(DEVANAGARI);
    await expect(
      sql`insert into districts (id, name, state, latitude, longitude)
        values ('nowhere', 'Nowhere', 'Goa', 15, 74)`.execute(database.db),
    ).rejects.toThrow(/name_hi/);
  });

  it('places a new district at its seat or its parent district, and borders it with that district', async () => {
    const row = (id: string) => after.find((d) => d.id === id);
    // Palghar (cut from Thane in 2014): its seat's post offices. Baksa: none at its seat, so Nalbari's centre.
    expect(row('palghar')).toMatchObject({ state: 'Maharashtra', name_hi: 'पालघर' });
    expect(row('palghar')?.latitude).not.toBe(row('thane')?.latitude);
    expect(row('baksa')).toMatchObject({
      latitude: row('nalbari')?.latitude,
      longitude: row('nalbari')?.longitude,
    });
    const borders = await sql<{ neighbour_id: string }>`
      select neighbour_id from district_borders where district_id = 'palghar'`.execute(database.db);
    expect(borders.rows.map((b) => b.neighbour_id)).toContain('thane');
    const oneWay = await sql<{ n: number }>`select count(*)::int as n from district_borders a
      where not exists (select 1 from district_borders b
        where b.district_id = a.neighbour_id and b.neighbour_id = a.district_id)`.execute(database.db);
    expect(oneWay.rows[0]?.n).toBe(0);
  });

  it('changes nothing when applied again', async () => {
    const borders = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from district_borders`.execute(database.db)).rows[0]
        ?.n;
    const bordersBefore = await borders();
    await apply(
      database,
      migrations.filter((m) => m.name === MIGRATION),
    );
    expect(await read()).toEqual(after);
    expect(await borders()).toBe(bordersBefore);
  });
});
