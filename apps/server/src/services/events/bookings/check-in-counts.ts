/**
 * The door's live counts (GET …/bookings/check-in/counts): for each show of an event, the confirmed tickets and
 * their seats, how many are in and how many are still to come. Changes when what the door counts does.
 */
import type { TCheckInCounts, TRealm } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { type EventViewer, eventRunBy } from '../organisers.js';

/**
 * One statement, so every show's figures come from one snapshot while the door admits. Only confirmed bookings
 * are expected: a hold is not a ticket yet, and a cancelled one will not come. Every show is listed, even one
 * nobody booked, so the desk can pick it. Only the events the desk runs are counted (decision 046).
 */
export async function checkInCounts(
  db: Database,
  realm: TRealm,
  eventId: string,
  viewer: EventViewer,
): Promise<TCheckInCounts> {
  const event = await eventRunBy(db, realm, eventId, viewer);
  const rows = await db
    .selectFrom('event_slots as s')
    .leftJoin('bookings as b', (join) =>
      join.onRef('b.slot_id', '=', 's.id').on('b.status', '=', 'confirmed').on('b.realm', '=', realm),
    )
    .select([
      's.id',
      's.starts_at',
      's.ends_at',
      sql<string>`coalesce(sum(b.seats), 0)::text`.as('expected_seats'),
      sql<string>`coalesce(sum(b.seats) filter (where b.checked_in_at is not null), 0)::text`.as('in_seats'),
      sql<string>`count(b.id)::text`.as('expected_tickets'),
      sql<string>`count(b.id) filter (where b.checked_in_at is not null)::text`.as('in_tickets'),
    ])
    .where('s.event_id', '=', eventId)
    .groupBy(['s.id', 's.starts_at', 's.ends_at'])
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
  return {
    eventId: event.id,
    title: event.title,
    timeZone: event.time_zone,
    shows: rows.map((row) => {
      const expectedSeats = toInt(row.expected_seats);
      const checkedInSeats = toInt(row.in_seats);
      return {
        slotId: row.id,
        startsAt: row.starts_at.toISOString(),
        endsAt: row.ends_at.toISOString(),
        expectedSeats,
        checkedInSeats,
        toComeSeats: Math.max(0, expectedSeats - checkedInSeats),
        expectedTickets: toInt(row.expected_tickets),
        checkedInTickets: toInt(row.in_tickets),
      };
    }),
  };
}
