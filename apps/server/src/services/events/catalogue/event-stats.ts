/**
 * An event's figures for its organisers (GET …/events/{id}/stats): seats, holds, bookings, check-ins, entries,
 * shares and each ticket type's seats sold and still available (decision 078), read in one statement. Reads only. Changes when the organiser's figures do.
 */
import type { TRealm } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { type DraftReader, getEvent } from './events.js';

/** A ticket type's figures as the statement's JSON gives them. */
type TypeFigures = { id: string; name: string; sold: number | string; available: number | string };

/**
 * One statement, so every figure comes from the same snapshot even while bookings pour in. A draft's figures are
 * the organisers' alone, like the draft itself.
 */
export async function eventStats(db: Database, realm: TRealm, eventId: string, reader: DraftReader) {
  await getEvent(db, realm, eventId, reader);
  const { rows } = await sql<Record<string, string>>`
    select
      (select coalesce(sum(capacity), 0) from event_slots where event_id = ${eventId})::text as capacity,
      (select coalesce(sum(seats_taken), 0) from event_slots where event_id = ${eventId})::text as taken,
      (select coalesce(sum(seats), 0) from bookings where event_id = ${eventId} and status = 'held')::text as held,
      (select coalesce(sum(seats), 0) from bookings where event_id = ${eventId} and status = 'confirmed')::text as confirmed_seats,
      (select count(*) from bookings where event_id = ${eventId} and status = 'confirmed')::text as confirmed,
      (select count(*) from bookings where event_id = ${eventId} and checked_in_at is not null)::text as checked_in,
      (select count(*) from contestants where event_id = ${eventId} and status <> 'cancelled')::text as contestants,
      (select count(*) from event_shares where event_id = ${eventId})::text as shares,
      (select coalesce(json_agg(x order by x.display_order, x.created_at, x.id), '[]')::text from (
        select t.id, t.name, t.display_order, t.created_at,
          coalesce(sum(sts.seats_taken), 0) as sold,
          coalesce(sum(greatest(0, least(s.capacity - s.seats_taken,
            coalesce(t.quota_per_show - coalesce(sts.seats_taken, 0), s.capacity - s.seats_taken)))), 0) as available
        from ticket_types t left join event_slots s on s.event_id = t.event_id
          left join show_ticket_type_seats sts on sts.slot_id = s.id and sts.ticket_type_id = t.id
        where t.event_id = ${eventId}
        group by t.id) x) as types`.execute(db);
  const row = rows[0] ?? {};
  const capacity = toInt(row.capacity);
  const taken = toInt(row.taken);
  return {
    eventId,
    capacity,
    seatsTaken: taken,
    seatsAvailable: capacity - taken,
    heldSeats: toInt(row.held),
    confirmedSeats: toInt(row.confirmed_seats),
    confirmedBookings: toInt(row.confirmed),
    checkedIn: toInt(row.checked_in),
    contestants: toInt(row.contestants),
    shares: toInt(row.shares),
    types: (JSON.parse(row.types ?? '[]') as TypeFigures[]).map((type) => ({
      ticketTypeId: type.id,
      name: type.name,
      sold: toInt(type.sold),
      available: toInt(type.available),
    })),
  };
}
