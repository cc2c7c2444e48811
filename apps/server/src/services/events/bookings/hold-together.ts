/**
 * The common case of a hold in one statement, for every hold queued on one slot (group commit): the statement's
 * SQL. Changes when the bookings or activity tables, or what a booking answers, change; the terms come from
 * hold-terms.ts and the seats from seats.ts.
 */
import { randomUUID } from 'node:crypto';
import type { TRealm } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { forReaders, notifyInStatement } from '../../../platform/notifications/outbox.js';
import { freeTicketNotices, showFacts } from './booking-notices.js';
import { type HoldKey, type HoldRequest, holdTerms } from './hold-terms.js';
import type { BookingView } from './reads.js';
import { takeSeatsStatement } from './seats.js';
import { newTicketCode } from './tickets.js';

export type QueuedHold = HoldRequest & { db: Database; realm: TRealm; idempotency: HoldKey; nonce: string };

/**
 * A hold's terms both ways, free and paid: the statement applies the one its event's price calls for. A free
 * booking's ticket code is chosen here, so its ticket can be told before the statement writes it.
 */
function termsRows(holds: QueuedHold[], ids: string[], codes: string[], now: Date) {
  return sql.join(
    holds.flatMap((hold, index) =>
      [true, false].map((free) => {
        const terms = holdTerms({ free, seats: hold.seats, now });
        return sql`(${ids[index]}::uuid, ${free}::boolean, ${terms.status}::text,
          ${terms.holdExpiresAt}::timestamptz, ${terms.paymentMethod}::text, ${terms.paymentStatus}::text,
          ${terms.issuesTicket ? codes[index] : null}::text, ${terms.confirmedAt}::timestamptz,
          ${terms.activityPrefix}::text, ${terms.activityTemplate}::text)`;
      }),
    ),
  );
}

/**
 * The event is on sale, the slot has not started and has room for all of them. The conditional update takes the
 * seats and locks the slot row only for this statement and its commit; the bookings and their activity rows are
 * written from what it returned, so all happen or none, and each booking comes back as the API shows it. Nulls
 * when any condition fails for the lot (e.g. the last seats cannot take everyone): each hold then goes the
 * step-by-step way, which decides it alone.
 *
 * A free event's bookings are confirmed by the statement, so it also writes their tickets' notices and emails
 * (notifyInStatement): one statement, committed alone, as a paid lot's is. Wrapping a lot in a transaction to tell
 * held the hot slot's row round trips longer, to its COMMIT, and cost two thirds of the free holds per second
 * (2026-11-26, 50 at once on one slot, PostgreSQL). Free or paid is read from the show first, and the statement takes
 * the lot only if the price still agrees, so an organiser changing it meanwhile sends the lot the step-by-step way,
 * which tells in its own transaction. So does an organiser moving the show meanwhile: the seats are taken only at the
 * start the tickets were written with, checked on the locked slot row (event-moves.ts).
 */
export async function holdSeatsTogether(holds: QueuedHold[]): Promise<(BookingView | null)[]> {
  const [first] = holds;
  if (!first) return [];
  const { db, realm, eventId, slotId } = first;
  const show = await showFacts(db, realm, eventId, slotId);
  if (!show) return holds.map(() => null);
  const free = show.price_credits === 0;
  const now = new Date();
  const ids = holds.map(() => randomUUID());
  const codes = holds.map(() => newTicketCode());
  // A free lot's bookings are confirmed by the statement, so their tickets are told by it too, each written in its
  // reader's time zone (decision 053: one read of the bookers' zones, before the statement).
  const tickets = free
    ? (
        await forReaders(
          db,
          freeTicketNotices(
            realm,
            show,
            holds.map((hold, index) => ({
              bookingId: ids[index] as string,
              userId: hold.userId,
              seats: hold.seats,
              ticketCode: codes[index] as string,
            })),
          ),
        )
      ).map((notice, index) => ({ key: ids[index] as string, notice }))
    : [];
  const requests = sql.join(
    holds.map(
      (hold, index) =>
        sql`(${ids[index]}::uuid, ${hold.userId}::uuid, ${hold.seats}::int,
          ${hold.idempotency?.key ?? null}::text, ${hold.idempotency?.hash ?? null}::text)`,
    ),
  );
  const statement = sql<BookingView>`
    with requests (booking_id, user_id, seats, idempotency_key, request_hash) as (values ${requests}),
    terms (booking_id, free, status, hold_expires_at, payment_method, payment_status, ticket_code, confirmed_at,
      activity_prefix, activity_template) as (values ${termsRows(holds, ids, codes, now)}),
    target as (
      select e.id as event_id, e.title, e.price_credits, s.id as slot_id
      from events e join event_slots s on s.event_id = e.id
      where e.id = ${eventId} and e.realm = ${realm} and e.status not in ('draft', 'cancelled')
        and (e.price_credits = 0) = ${free} and s.id = ${slotId} and s.starts_at > ${now}
    ),
    taken as (${takeSeatsStatement(sql`(select slot_id from target)`, sql`(select sum(seats) from requests)`, show.starts_at)}),
    booking as (
      insert into bookings (id, realm, event_id, slot_id, user_id, seats, status, hold_expires_at, price_credits,
        payment_method, payment_status, ticket_code, confirmed_at, idempotency_key, request_hash)
      select r.booking_id, ${realm}, t.event_id, t.slot_id, r.user_id, r.seats, k.status, k.hold_expires_at,
        t.price_credits, k.payment_method, k.payment_status, k.ticket_code, k.confirmed_at,
        r.idempotency_key, r.request_hash
      from requests r cross join target t join taken on taken.id = t.slot_id
        join terms k on k.booking_id = r.booking_id and k.free = (t.price_credits = 0)
      returning *
    ),
    activity as (
      insert into activity_events (user_id, kind, title, title_said, module_id, reference)
      select booking.user_id, 'event_booked', k.activity_prefix || t.title,
        jsonb_build_object('template', k.activity_template,
          'values', jsonb_build_object('seats', booking.seats, 'event', t.title)),
        'events', 'booking:' || booking.id
      from booking join target t on t.event_id = booking.event_id
        join terms k on k.booking_id = booking.id and k.free = (t.price_credits = 0)
    )${tickets.length > 0 ? sql`, ${notifyInStatement(tickets, sql`select id::text from booking`)}` : sql``}
    -- Each booking as bookingQuery() shows it, so the answer needs no second round trip.
    select booking.*, e.title as event_title, e.title_hi as event_title_hi, e.event_type, e.starts_at as event_starts_at,
      e.time_zone as event_time_zone,
      v.name as venue_name, d.name as district_name, d.name_hi as district_name_hi,
      s.starts_at as slot_starts_at, s.ends_at as slot_ends_at
    from booking
      join events e on e.id = booking.event_id
      join event_slots s on s.id = booking.slot_id
      join districts d on d.id = e.district_id
      left join venues v on v.id = e.venue_id`;
  const result = await statement.execute(db);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}
