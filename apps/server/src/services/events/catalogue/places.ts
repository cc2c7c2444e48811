/**
 * Reads of districts and venues (decision 044): lists, neighbours, a venue's availability. Venues are written in
 * venue-editing.ts. Changes when a place's answer does.
 */
import type { TDistrict, TVenue } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors.js';
import type { DraftReader } from './events.js';

/** Districts with their state's Hindi name (decision 074): every district's state is a row of `states`. */
const districtQuery = (db: Database) =>
  db
    .selectFrom('districts as d')
    .innerJoin('states as st', 'st.name', 'd.state')
    .selectAll('d')
    .select('st.name_hi as state_hi');

const toDistrict = (row: {
  id: string;
  name: string;
  name_hi: string;
  state: string;
  state_hi: string;
  latitude: number;
  longitude: number;
}): TDistrict => ({
  id: row.id,
  name: row.name,
  nameHi: row.name_hi,
  state: row.state,
  stateHi: row.state_hi,
  latitude: row.latitude,
  longitude: row.longitude,
});

export async function listDistricts(db: Database) {
  return (await districtQuery(db).orderBy('d.state').orderBy('d.name').execute()).map(toDistrict);
}

export async function getDistrict(db: Database, id: string) {
  const row = await districtQuery(db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('District');
  return toDistrict(row);
}

/**
 * A state's districts, its name in any case. Compared, not matched as a pattern: `ilike` read `%` and `_` in the
 * path as wildcards, so `/districts/by-state/%` listed all 660. Served by `districts_state_name_idx` (0027).
 */
export async function districtsByState(db: Database, state: string) {
  const rows = await districtQuery(db)
    .where(sql<string>`lower(d.state)`, '=', state.toLowerCase())
    .orderBy('d.name')
    .execute();
  return rows.map(toDistrict);
}

export async function adjacentDistricts(db: Database, districtId: string) {
  await getDistrict(db, districtId);
  const rows = await districtQuery(db)
    .innerJoin('district_borders as b', 'b.neighbour_id', 'd.id')
    .where('b.district_id', '=', districtId)
    .orderBy('d.name')
    .execute();
  return rows.map(toDistrict);
}

function venueQuery(db: Database) {
  return db
    .selectFrom('venues as v')
    .innerJoin('districts as d', 'd.id', 'v.district_id')
    .innerJoin('states as st', 'st.name', 'd.state')
    .select([
      'v.id',
      'v.name',
      'v.address',
      'v.capacity',
      'v.amenities',
      'd.id as district_id',
      'd.name as district_name',
      'd.name_hi as district_name_hi',
      'd.state',
      'st.name_hi as state_hi',
    ]);
}

const toVenue = (
  row: Awaited<ReturnType<ReturnType<typeof venueQuery>['executeTakeFirstOrThrow']>>,
): TVenue => ({
  id: row.id,
  name: row.name,
  districtId: row.district_id,
  districtName: row.district_name,
  districtNameHi: row.district_name_hi,
  state: row.state,
  stateHi: row.state_hi,
  address: row.address,
  capacity: row.capacity,
  amenities: row.amenities,
});

export async function listVenues(db: Database, districtId?: string) {
  let query = venueQuery(db);
  if (districtId) query = query.where('v.district_id', '=', districtId);
  return (await query.orderBy('v.name').execute()).map(toVenue);
}

export async function getVenue(db: Database, id: string) {
  const row = await venueQuery(db).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Venue');
  return toVenue(row);
}

/**
 * A venue is a physical place shared by both event services: it is taken whenever any event,
 * ordinary or cultural, overlaps the asked range. Drafts are their organisers' and admins' alone: to anyone else a
 * venue held only by a draft is free, and no draft's title shows.
 */
export async function venueAvailability(
  db: Database,
  input: { venueId: string; startDate: string; endDate: string; reader: DraftReader },
) {
  const { admin, organiserId } = input.reader;
  await getVenue(db, input.venueId);
  const start = new Date(input.startDate);
  const end = /^\d{4}-\d{2}-\d{2}$/.test(input.endDate)
    ? new Date(`${input.endDate}T23:59:59.999Z`)
    : new Date(input.endDate);
  const rows = await db
    .selectFrom('events')
    .select(['id', 'title', 'starts_at', 'ends_at', 'time_zone'])
    .where('venue_id', '=', input.venueId)
    .where((eb) =>
      admin
        ? eb('status', 'in', ['published', 'draft'])
        : organiserId
          ? eb.or([
              eb('status', '=', 'published'),
              eb.and([eb('status', '=', 'draft'), eb('organiser_id', '=', organiserId)]),
            ])
          : eb('status', '=', 'published'),
    )
    .where('starts_at', '<', end)
    .where('ends_at', '>', start)
    .orderBy('starts_at')
    .execute();
  return {
    venueId: input.venueId,
    startDate: input.startDate,
    endDate: input.endDate,
    available: rows.length === 0,
    bookings: rows.map((row) => ({
      eventId: row.id,
      title: row.title,
      startsAt: row.starts_at.toISOString(),
      timeZone: row.time_zone,
      endsAt: row.ends_at.toISOString(),
    })),
  };
}
