/**
 * Reading waitlists: a user's entries with their place in line and offer, and each show's line as its organiser sees
 * it. Nothing here writes: an offer past its time shows as lapsed before the sweep releases it, as a lapsed hold shows
 * as expired (bookings/reads.ts). Changes when what a waitlist shows does.
 */
import type {
  TEventWaitlists,
  TMyWaitlistQuery,
  TPaginated,
  TRealm,
  TSlotWaitlist,
  TWaitlistEntry,
} from '@engagex/contracts';
import { sql } from 'kysely';
import { paginated, readPage } from '../../../platform/db/paging.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { notFound } from '../../../platform/errors.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { holdLapsed } from '../bookings/hold-terms.js';
import { type EventViewer, eventRunBy } from '../organisers.js';
import { positionOf } from './line.js';

function entryQuery(executor: Executor, realm: TRealm) {
  return executor
    .selectFrom('waitlist_entries as w')
    .innerJoin('events as e', 'e.id', 'w.event_id')
    .innerJoin('event_slots as s', 's.id', 'w.slot_id')
    .leftJoin('bookings as b', 'b.waitlist_entry_id', 'w.id')
    .leftJoin('ticket_types as t', 't.id', 'w.ticket_type_id')
    .selectAll('w')
    .select([
      't.name as ticket_type_name',
      't.name_hi as ticket_type_name_hi',
      'e.title',
      'e.time_zone',
      's.starts_at',
      's.ends_at',
      'b.id as offer_booking_id',
      'b.status as offer_status',
      'b.hold_expires_at as offer_expires_at',
      positionOf('w').as('position'),
    ])
    .where('w.realm', '=', realm);
}
type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['executeTakeFirstOrThrow']>>;

function toEntry(row: EntryRow): TWaitlistEntry {
  const held = row.offer_status === 'held';
  const lapsed =
    row.status === 'offered' && held && holdLapsed({ status: 'held', hold_expires_at: row.offer_expires_at });
  return {
    id: row.id,
    eventId: row.event_id,
    slotId: row.slot_id,
    event: { title: row.title, timeZone: row.time_zone },
    slot: { startsAt: row.starts_at.toISOString(), endsAt: row.ends_at.toISOString() },
    seats: row.seats,
    ticketType:
      row.ticket_type_id && row.ticket_type_name !== null
        ? { id: row.ticket_type_id, name: row.ticket_type_name, nameHi: row.ticket_type_name_hi }
        : null,
    status: lapsed ? 'lapsed' : row.status,
    position: row.position === null ? null : toInt(row.position),
    offer: row.offer_booking_id
      ? {
          bookingId: row.offer_booking_id,
          expiresAt: held && !lapsed ? (row.offer_expires_at?.toISOString() ?? null) : null,
        }
      : null,
    createdAt: row.created_at.toISOString(),
  };
}

/** One entry as the API shows it; the user's own only when `userId` is given (anyone else's is a 404). */
export async function getEntry(executor: Executor, realm: TRealm, entryId: string, userId: string | null) {
  let query = entryQuery(executor, realm).where('w.id', '=', entryId);
  if (userId) query = query.where('w.user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Waitlist entry');
  return toEntry(row);
}

/** GET /waitlist/mine: the user's entries, newest first; `active` (the default) keeps those waiting or offered. */
export async function myWaitlist(
  db: Executor,
  realm: TRealm,
  input: TMyWaitlistQuery & { userId: string },
): Promise<TPaginated<TWaitlistEntry>> {
  let query = entryQuery(db, realm).where('w.user_id', '=', input.userId);
  if ((input.show ?? 'active') === 'active') query = query.where('w.status', 'in', ['waiting', 'offered']);
  const { rows, total } = await readPage(query.orderBy('w.created_at', 'desc').orderBy('w.id'), input);
  return paginated(rows.map(toEntry), total, input);
}

function slotLineQuery(executor: Executor) {
  const now = new Date();
  return executor.selectFrom('event_slots as s').select([
    's.id',
    's.starts_at',
    's.waitlist_closed_at',
    sql<string>`(select count(*) from waitlist_entries w where w.slot_id = s.id and w.status = 'waiting')`.as(
      'waiting_entries',
    ),
    sql<string>`(select coalesce(sum(w.seats), 0) from waitlist_entries w
        where w.slot_id = s.id and w.status = 'waiting')`.as('waiting_seats'),
    sql<string>`(select count(*) from bookings b where b.slot_id = s.id and b.waitlist_entry_id is not null
        and b.status = 'held' and b.hold_expires_at > ${now})`.as('open_offers'),
    sql<string>`(select coalesce(sum(b.seats), 0) from bookings b where b.slot_id = s.id
        and b.waitlist_entry_id is not null and b.status = 'held' and b.hold_expires_at > ${now})`.as(
      'offered_seats',
    ),
  ]);
}
type SlotLineRow = Awaited<ReturnType<ReturnType<typeof slotLineQuery>['executeTakeFirstOrThrow']>>;

const toSlotWaitlist = (row: SlotLineRow): TSlotWaitlist => ({
  slotId: row.id,
  startsAt: row.starts_at.toISOString(),
  closed: row.waitlist_closed_at !== null,
  waitingEntries: toInt(row.waiting_entries),
  waitingSeats: toInt(row.waiting_seats),
  openOffers: toInt(row.open_offers),
  offeredSeats: toInt(row.offered_seats),
});

/** One show's line as its organiser sees it, read in the caller's transaction. */
export async function slotWaitlist(executor: Executor, slotId: string) {
  return toSlotWaitlist(await slotLineQuery(executor).where('s.id', '=', slotId).executeTakeFirstOrThrow());
}

/** GET /events/{id}/waitlists: every show's line, in show order, for the event's organiser and admins. */
export async function eventWaitlists(
  db: Executor,
  realm: TRealm,
  eventId: string,
  viewer: EventViewer,
): Promise<TEventWaitlists> {
  await eventRunBy(db, realm, eventId, viewer);
  const rows = await slotLineQuery(db).where('s.event_id', '=', eventId).orderBy('s.starts_at').execute();
  return { eventId, slots: rows.map(toSlotWaitlist) };
}
