/**
 * The door's live counts (GET …/bookings/check-in/counts): for each show of an event, the confirmed bookings and
 * the people on them (their tickets, decision 078), how many are in and how many are still to come. Changes when what the door counts does.
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
  // People are the tickets of confirmed bookings not cancelled; in once used (decision 078).
  const { rows } = await sql<{
    id: string;
    starts_at: Date;
    ends_at: Date;
    expected_seats: string;
    in_seats: string;
    expected_tickets: string;
    in_tickets: string;
  }>`select s.id, s.starts_at, s.ends_at,
      coalesce(sum(k.people), 0)::text as expected_seats,
      coalesce(sum(k.inside), 0)::text as in_seats,
      count(b.id)::text as expected_tickets,
      (count(b.id) filter (where b.checked_in_at is not null))::text as in_tickets
    from event_slots s
      left join bookings b on b.slot_id = s.id and b.status = 'confirmed' and b.realm = ${realm}
      left join lateral (
        select count(*) filter (where t.status <> 'cancelled') as people,
          count(*) filter (where t.status = 'used') as inside
        from tickets t where t.booking_id = b.id
      ) k on true
    where s.event_id = ${eventId}
    group by s.id, s.starts_at, s.ends_at
    order by s.starts_at, s.id`.execute(db);
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
