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
import { admittedSql, enabledRoomSql } from '../waiting-room/gate.js';
import { freeTicketNotices, showFacts } from './booking-notices.js';
import type { OrderedHold } from './hold-step-by-step.js';
import { type HoldKey, holdTerms } from './hold-terms.js';
import type { BookingView } from './reads.js';
import { addTypeSeatsStatement, takeSeatsStatement } from './seats.js';
import { newTicketCode, ticketPayload } from './tickets.js';

export type QueuedHold = OrderedHold & { db: Database; realm: TRealm; idempotency: HoldKey; nonce: string };

/**
 * A hold's terms both ways, free and paid: the statement applies the one its order's total (checked against the
 * type's price on the locked statement's snapshot) calls for. A free booking's ticket code is chosen here, so its
 * ticket can be told before the statement writes it.
 */
function termsRows(holds: QueuedHold[], ids: string[], codes: string[], now: Date) {
  return sql.join(
    holds.flatMap((hold, index) =>
      [true, false].map((free) => {
        const terms = holdTerms({ free, seats: hold.order.seats, now });
        return sql`(${ids[index]}::uuid, ${free}::boolean, ${terms.status}::text,
          ${terms.holdExpiresAt}::timestamptz, ${terms.paymentMethod}::text, ${terms.paymentStatus}::text,
          ${terms.issuesTicket ? codes[index] : null}::text, ${terms.confirmedAt}::timestamptz,
          ${terms.activityPrefix}::text, ${terms.activityTemplate}::text)`;
      }),
    ),
  );
}

/** Every ticket of every hold: its id, booking, type, position, own code, attendee, answers and price. */
function ticketRows(holds: QueuedHold[], ids: string[]) {
  return sql.join(
    holds.flatMap((hold, index) =>
      hold.order.tickets.map(
        (
          ticket,
        ) => sql`(${ticket.id}::uuid, ${ids[index]}::uuid, ${ticket.typeId}::uuid, ${ticket.position}::int,
          ${ticket.code}::text, ${ticket.name}::text, ${ticket.email}::text, ${JSON.stringify(ticket.answers)}::jsonb,
          ${ticket.price}::int)`,
      ),
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
  const line = first?.order.lines[0];
  if (!first || !line) return [];
  const { db, realm, eventId, slotId } = first;
  const show = await showFacts(db, realm, eventId, slotId);
  if (!show) return holds.map(() => null);
  // Every hold queued here is of one type (hold.ts queues per show and type), without a code.
  const free = line.unitPrice === 0;
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
              seats: hold.order.seats,
              ticketCode: codes[index] as string,
              people: hold.order.tickets.map((ticket) => ({
                code: ticket.code,
                qrPayload: ticketPayload(realm, ticket.code),
                name: ticket.name,
                typeName: line.type.name,
              })),
            })),
          ),
        )
      ).map((notice, index) => ({ key: ids[index] as string, notice }))
    : [];
  const requests = sql.join(
    holds.map(
      (hold, index) =>
        sql`(${ids[index]}::uuid, ${hold.userId}::uuid, ${hold.order.seats}::int, ${hold.order.total}::int,
          ${hold.idempotency?.key ?? null}::text, ${hold.idempotency?.hash ?? null}::text)`,
    ),
  );
  const statement = sql<BookingView>`
    with asked (booking_id, user_id, seats, total, idempotency_key, request_hash) as (values ${requests}),
    -- The waiting room (decision 080), on this statement's snapshot and the database's clock: while the event's
    -- room is enabled only admitted people's holds are taken; the others come back null and the step-by-step way
    -- refuses them. An event without a room costs one primary-key probe per statement.
    room as (${enabledRoomSql(eventId)}),
    requests as (select * from asked r
      where ${admittedSql({ eventId, userId: sql.ref('r.user_id'), noRoom: sql`not exists (select 1 from room)` })}),
    terms (booking_id, free, status, hold_expires_at, payment_method, payment_status, ticket_code, confirmed_at,
      activity_prefix, activity_template) as (values ${termsRows(holds, ids, codes, now)}),
    ticket_rows (id, booking_id, ticket_type_id, position, code, attendee_name, attendee_email, answers, price) as (
      values ${ticketRows(holds, ids)}),
    target as (
      select e.id as event_id, e.title, s.id as slot_id, tt.id as ticket_type_id, tt.name as type_name
      from events e join event_slots s on s.event_id = e.id join ticket_types tt on tt.event_id = e.id
      where e.id = ${eventId} and e.realm = ${realm} and e.status not in ('draft', 'cancelled')
        and s.id = ${slotId} and s.starts_at > ${now}
        and tt.id = ${line.type.id} and tt.price_credits = ${line.unitPrice} and not tt.hidden
        and (tt.sales_start_at is null or tt.sales_start_at <= ${now})
        and (tt.sales_end_at is null or tt.sales_end_at > ${now})
        and tt.max_per_booking >= (select max(seats) from requests)
    ),
    taken as (${takeSeatsStatement(sql`(select slot_id from target)`, sql`(select sum(seats) from requests)`, show.starts_at)}),
    type_taken as (${addTypeSeatsStatement(sql`select taken.id, target.ticket_type_id, (select sum(seats) from requests)::int
      from taken cross join target`)}),
    booking as (
      insert into bookings (id, realm, event_id, slot_id, user_id, seats, status, hold_expires_at, price_credits,
        total_credits, payment_method, payment_status, ticket_code, confirmed_at, idempotency_key, request_hash)
      select r.booking_id, ${realm}, t.event_id, t.slot_id, r.user_id, r.seats, k.status, k.hold_expires_at,
        ${line.unitPrice}, r.total, k.payment_method, k.payment_status, k.ticket_code, k.confirmed_at,
        r.idempotency_key, r.request_hash
      from requests r cross join target t join taken on taken.id = t.slot_id
        join terms k on k.booking_id = r.booking_id and k.free = ${free}
      returning *
    ),
    items as (
      insert into booking_items (booking_id, ticket_type_id, name, quantity, unit_price_credits)
      select booking.id, t.ticket_type_id, t.type_name, booking.seats, ${line.unitPrice}
      from booking cross join target t
    ),
    ticket_written as (
      insert into tickets (id, booking_id, ticket_type_id, position, code, attendee_name, attendee_email, answers,
        price_credits)
      select k.id, k.booking_id, k.ticket_type_id, k.position, k.code, k.attendee_name, k.attendee_email, k.answers, k.price
      from ticket_rows k join booking on booking.id = k.booking_id
    ),
    activity as (
      insert into activity_events (user_id, kind, title, title_said, module_id, reference)
      select booking.user_id, 'event_booked', k.activity_prefix || t.title,
        jsonb_build_object('template', k.activity_template,
          'values', jsonb_build_object('seats', booking.seats, 'event', t.title)),
        'events', 'booking:' || booking.id
      from booking join target t on t.event_id = booking.event_id
        join terms k on k.booking_id = booking.id and k.free = ${free}
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
  let result: Awaited<ReturnType<typeof statement.execute>>;
  try {
    result = await statement.execute(db);
  } catch (error) {
    // The type's quota (its rows' CHECK) had no room for the lot: each hold goes the step-by-step way.
    if ((error as { code?: unknown }).code === '23514') return holds.map(() => null);
    throw error;
  }
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}
