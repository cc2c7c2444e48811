/**
 * Reads of the catalogue's events: the browse list (near the reader first, decision 053), an event, its rounds and
 * types, and whose drafts a reader sees (decision 046). Writes are in event-editing.ts. Changes when an event's
 * answer or the list's filters do.
 */
import type { TEvent, TListEventsQuery, TPaginated, TRealm } from '@engagex/contracts';
import { CREDIT_PRICE_INR } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { paginated, readPage } from '../../../platform/db/paging.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { notFound } from '../../../platform/errors.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { type EventViewer, organiserIdOf, runBy } from '../organisers.js';

/**
 * Whose drafts a reader sees (decision 046): an admin every draft, an organiser their own, anyone else none.
 * `{ admin: true }` reads as the catalogue's owner does (a write already checked who runs the event).
 */
export type DraftReader = { admin: boolean; organiserId?: string | null };

export const draftReader = (viewer: EventViewer): DraftReader => ({
  admin: viewer.admin,
  organiserId: organiserIdOf(viewer),
});

const seesDraftOf = (reader: DraftReader, organiserId: string | null) =>
  reader.admin || (reader.organiserId != null && reader.organiserId === organiserId);

/** Every event read goes through this query, so list, detail, rounds and by-type answer one shape. */
function eventQuery(executor: Executor, realm: TRealm) {
  return executor
    .selectFrom('events as e')
    .innerJoin('districts as d', 'd.id', 'e.district_id')
    .innerJoin('states as st', 'st.name', 'd.state')
    .leftJoin('venues as v', 'v.id', 'e.venue_id')
    .select([
      'e.id',
      'e.realm',
      'e.title',
      'e.description',
      'e.title_hi',
      'e.description_hi',
      'e.event_type',
      'e.starts_at',
      'e.ends_at',
      'e.time_zone',
      'e.tax_category',
      'e.price_credits',
      'e.is_competition',
      'e.registration_fee_credits',
      'e.fee_per_additional_contestant',
      'e.max_group_size',
      'e.fee_if_not_selected',
      'e.status',
      'e.tags',
      'e.parent_id',
      'e.round_number',
      'e.image_hue',
      'e.organiser_id',
      'd.id as district_id',
      'd.name as district_name',
      'd.name_hi as district_name_hi',
      'd.state as district_state',
      'st.name_hi as district_state_hi',
      'v.id as venue_id',
      'v.name as venue_name',
      'v.address as venue_address',
      sql<string>`(select coalesce(sum(s.capacity), 0) from event_slots s where s.event_id = e.id)`.as(
        'capacity',
      ),
      sql<string>`(select coalesce(sum(s.capacity - s.seats_taken), 0) from event_slots s
        where s.event_id = e.id and s.starts_at > now())`.as('seats_available'),
      // The shows still to come, in one read of the event's slots (decision 053).
      sql<string>`(select json_build_object(
          'upcoming', count(*),
          'next', (array_agg(json_build_array(s.starts_at, s.ends_at) order by s.starts_at))[1],
          'last', max(s.starts_at))::text
        from event_slots s where s.event_id = e.id and s.starts_at > now())`.as('shows'),
    ])
    .where('e.realm', '=', realm);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof eventQuery>['executeTakeFirstOrThrow']>>;

export function toEvent(row: EventRow): TEvent {
  return {
    id: row.id,
    realm: row.realm,
    title: row.title,
    description: row.description,
    titleHi: row.title_hi,
    descriptionHi: row.description_hi,
    eventType: row.event_type,
    district: {
      id: row.district_id,
      name: row.district_name,
      nameHi: row.district_name_hi,
      state: row.district_state,
      stateHi: row.district_state_hi,
    },
    venue: row.venue_id
      ? { id: row.venue_id, name: row.venue_name ?? '', address: row.venue_address ?? '' }
      : null,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    timeZone: row.time_zone,
    taxCategory: row.tax_category,
    priceCredits: row.price_credits,
    priceInr: row.price_credits * CREDIT_PRICE_INR,
    isCompetition: row.is_competition,
    registrationFeeCredits: row.registration_fee_credits,
    feePerAdditionalContestant: row.fee_per_additional_contestant,
    maxGroupSize: row.max_group_size,
    feeIfNotSelected: row.fee_if_not_selected,
    status: row.status,
    tags: row.tags,
    parentId: row.parent_id,
    roundNumber: row.round_number,
    imageHue: row.image_hue,
    capacity: toInt(row.capacity),
    seatsAvailable: toInt(row.seats_available),
    shows: showsOf(row.shows),
  };
}

const iso = (value: string) => new Date(value).toISOString();

/** The shows still to come, from the JSON the event query builds. */
function showsOf(json: string): TEvent['shows'] {
  const shows = JSON.parse(json) as { upcoming: number; next: [string, string] | null; last: string | null };
  return {
    upcoming: Number(shows.upcoming),
    next: shows.next ? { startsAt: iso(shows.next[0]), endsAt: iso(shows.next[1]) } : null,
    lastStartsAt: shows.last ? iso(shows.last) : null,
  };
}

const endOfDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);

type EventsQuery = ReturnType<typeof eventQuery>;

/**
 * The filters of GET /events; users see published events, organisers also their own of any status, admins
 * everything. `mine` keeps the events the caller organises.
 */
function applyFilters(
  query: EventsQuery,
  filters: TListEventsQuery,
  districtIds: string[] | null,
  reader: DraftReader & { userId: string | null },
) {
  let q = query;
  const { organiserId } = reader;
  if (!reader.admin && organiserId) {
    q = q.where((eb) => eb.or([eb('e.status', '=', 'published'), eb('e.organiser_id', '=', organiserId)]));
  } else if (!reader.admin) q = q.where('e.status', '=', 'published');
  if ((reader.admin || organiserId) && filters.status) q = q.where('e.status', '=', filters.status);
  if (filters.mine) q = q.where('e.organiser_id', '=', reader.userId);
  if (districtIds) q = q.where('e.district_id', 'in', districtIds);
  if (filters.state) q = q.where(sql`lower(d.state)`, '=', filters.state.toLowerCase());
  if (filters.type) q = q.where('e.event_type', '=', filters.type);
  if (filters.from) q = q.where('e.ends_at', '>=', new Date(filters.from));
  if (filters.to) q = q.where('e.starts_at', '<=', endOfDay(filters.to));
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A Hindi reader searches in Hindi: the organiser's Hindi title and description match too (decision 077).
    q = q.where((eb) =>
      eb.or([
        eb('e.title', 'ilike', like),
        eb('e.description', 'ilike', like),
        eb('e.title_hi', 'ilike', like),
        eb('e.description_hi', 'ilike', like),
        eb('v.name', 'ilike', like),
      ]),
    );
  }
  if (filters.minPrice !== undefined) q = q.where('e.price_credits', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) q = q.where('e.price_credits', '<=', filters.maxPrice);
  if (filters.competitions !== undefined) q = q.where('e.is_competition', '=', filters.competitions);
  if (filters.available) {
    q = q.where(sql<boolean>`exists (select 1 from event_slots s where s.event_id = e.id
      and s.seats_taken < s.capacity and s.starts_at > now())`);
  }
  return q;
}

async function districtScope(db: Database, filters: TListEventsQuery) {
  if (!filters.districtId) return null;
  if (!filters.includeAdjacent) return [filters.districtId];
  const neighbours = await db
    .selectFrom('district_borders')
    .select('neighbour_id')
    .where('district_id', '=', filters.districtId)
    .execute();
  return [filters.districtId, ...neighbours.map((row) => row.neighbour_id)];
}

export async function listEvents(
  db: Database,
  realm: TRealm,
  filters: TListEventsQuery,
  reader: DraftReader & { userId: string | null },
): Promise<TPaginated<TEvent>> {
  const districtIds = await districtScope(db, filters);
  const filtered = applyFilters(eventQuery(db, realm), filters, districtIds, reader);
  const { rows, total } = await readPage(
    nearFirst(filtered, filters.near).orderBy('e.starts_at').orderBy('e.id'),
    filters,
  );
  return paginated(rows.map(toEvent), total, filters);
}

/**
 * Near the reader first (decision 053): their district's events, then those of the districts bordering it, then
 * the rest, nearest district first (straight-line distance between the districts' centres, in degrees scaled by the
 * latitude, enough to rank). A district nobody knows orders nothing.
 */
function nearFirst(query: EventsQuery, near: string | undefined): EventsQuery {
  if (!near) return query;
  return query
    .orderBy(
      sql`case when e.district_id = ${near} then 0
        when exists (select 1 from district_borders b where b.district_id = ${near} and b.neighbour_id = e.district_id)
        then 1 else 2 end`,
    )
    .orderBy(
      sql`(select power(d.latitude - h.latitude, 2) + power((d.longitude - h.longitude) * cos(radians(h.latitude)), 2)
        from districts h where h.id = ${near})`,
    );
}

/** GET /districts/with-events: events still to come per district, as everyone may see them (published). */
export async function districtEventCounts(db: Database, realm: TRealm) {
  const rows = await db
    .selectFrom('events')
    .select(['district_id', (eb) => eb.fn.countAll<string>().as('events')])
    .where('realm', '=', realm)
    .where('status', '=', 'published')
    .where('ends_at', '>', new Date())
    .groupBy('district_id')
    .orderBy('district_id')
    .execute();
  return rows.map((row) => ({ districtId: row.district_id, events: toInt(row.events) }));
}

export async function getEvent(db: Executor, realm: TRealm, eventId: string, reader: DraftReader) {
  const row = await eventQuery(db, realm).where('e.id', '=', eventId).executeTakeFirst();
  if (!row || (row.status === 'draft' && !seesDraftOf(reader, row.organiser_id))) throw notFound('Event');
  return toEvent(row);
}

/**
 * An event the viewer runs (decision 046): any for an admin, their own for an organiser. Anyone else's answers
 * 404 like an id that exists nowhere, so another organiser's events cannot be probed.
 */
export async function managedEvent(db: Executor, realm: TRealm, eventId: string, viewer: EventViewer) {
  const row = await eventQuery(db, realm).where('e.id', '=', eventId).where(runBy(viewer)).executeTakeFirst();
  if (!row) throw notFound('Event');
  return toEvent(row);
}

/** The event types in use, for the browse filter. */
export async function eventTypes(db: Database, realm: TRealm): Promise<string[]> {
  const rows = await db
    .selectFrom('events')
    .select('event_type')
    .distinct()
    .where('realm', '=', realm)
    .where('status', '=', 'published')
    .orderBy('event_type')
    .execute();
  return rows.map((row) => row.event_type);
}

export async function eventsByType(
  db: Database,
  realm: TRealm,
  input: { eventType: string; districtId?: string | undefined },
) {
  let query = eventQuery(db, realm)
    .where('e.status', '=', 'published')
    .where('e.event_type', '=', input.eventType);
  if (input.districtId) query = query.where('e.district_id', '=', input.districtId);
  return (await query.orderBy('e.starts_at').limit(100).execute()).map(toEvent);
}

export async function parentEvent(db: Database, realm: TRealm, parentId: string, includeUpcoming: boolean) {
  const parent = await getEvent(db, realm, parentId, { admin: false });
  let rounds = eventQuery(db, realm).where('e.parent_id', '=', parentId).where('e.status', '<>', 'draft');
  if (!includeUpcoming) rounds = rounds.where('e.starts_at', '<=', new Date());
  return {
    parent,
    rounds: (await rounds.orderBy('e.round_number').orderBy('e.starts_at').execute()).map(toEvent),
  };
}
