/**
 * The organisers' export of an event's tickets (decision 078, docs/product.md "Exports"): a row per ticket, who
 * holds it, what it cost and whether they are in, and a column per question of the event with that attendee's
 * answer. Rows are read a batch of bookings at a time by keyset (platform/csv.ts), so an event of any size streams
 * with flat memory. Nothing here writes. Changes when a ticket or a question shows something new in the export.
 */
import type { TAnswer, TBookingStatus, TRealm, TTicketStatus } from '@engagex/contracts';
import { sql } from 'kysely';
import {
  afterKey,
  type CsvColumn,
  codeWord,
  EXPORT_BATCH,
  keysetRows,
  zonedStamp,
} from '../../../platform/csv.js';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors.js';
import { holdLapsed, lapsedHoldSql } from '../bookings/hold-terms.js';
import { type EventViewer, runBy } from '../organisers.js';

/** One ticket with its booking, as the export reads it. */
export type TicketExportRow = {
  booking_id: string;
  booking_status: TBookingStatus;
  hold_expires_at: Date | null;
  payment_status: string;
  confirmed_at: Date | null;
  booking_cancelled_at: Date | null;
  booking_checked_in_at: Date | null;
  booker_name: string;
  booker_email: string;
  show_starts_at: Date;
  id: string;
  position: number;
  code: string;
  type_name: string;
  attendee_name: string | null;
  attendee_email: string | null;
  answers: Record<string, TAnswer>;
  status: TTicketStatus;
  price_credits: number;
  checked_in_at: Date | null;
  cancelled_at: Date | null;
};

/** The booking's status as its list shows it: a lapsed hold is expired (bookings/reads.ts). */
export const bookingShown = (row: Pick<TicketExportRow, 'booking_status' | 'hold_expires_at'>) =>
  holdLapsed({ status: row.booking_status, hold_expires_at: row.hold_expires_at })
    ? 'expired'
    : row.booking_status;

/**
 * When the ticket's holder came in: its own check-in, or, for a ticket still live, its booking's (the booking's
 * code admits everyone still to come on it, decision 078).
 */
export const admittedAt = (
  row: Pick<TicketExportRow, 'checked_in_at' | 'status' | 'booking_checked_in_at'>,
): Date | null => row.checked_in_at ?? (row.status === 'cancelled' ? null : row.booking_checked_in_at);

/** The event and its questions, looked up before the first byte so an event not the viewer's answers 404. */
export async function ticketExport(
  db: Database,
  realm: TRealm,
  input: { eventId: string; slotId?: string | undefined; status?: TBookingStatus | undefined },
  viewer: EventViewer,
  now = new Date(),
  batch = EXPORT_BATCH,
) {
  const event = await db
    .selectFrom('events as e')
    .select(['e.id', 'e.title', 'e.time_zone'])
    .where('e.id', '=', input.eventId)
    .where('e.realm', '=', realm)
    .where(runBy(viewer))
    .executeTakeFirst();
  if (!event) throw notFound('Event');
  const questions = await db
    .selectFrom('event_questions')
    .select(['id', 'label', 'kind'])
    .where('event_id', '=', event.id)
    .orderBy('display_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const lapsed = lapsedHoldSql(now, 'b');
  type BookingKey = { id: string; created_key: string };
  // Bookings a batch at a time, oldest first as the bookings export; then their tickets in position order.
  const bookings = keysetRows((after: BookingKey | undefined, limit) => {
    let query = db
      .selectFrom('bookings as b')
      .select(['b.id', sql<string>`b.created_at::text`.as('created_key')])
      .where('b.realm', '=', realm)
      .where('b.event_id', '=', event.id);
    if (input.slotId) query = query.where('b.slot_id', '=', input.slotId);
    if (input.status === 'held')
      query = query.where('b.status', '=', 'held').where(sql<boolean>`not ${lapsed}`);
    else if (input.status === 'expired')
      query = query.where((eb) => eb.or([eb('b.status', '=', 'expired'), lapsed]));
    else if (input.status) query = query.where('b.status', '=', input.status);
    if (after)
      query = query.where(
        afterKey(['b.created_at', 'b.id'], [sql`cast(${after.created_key} as timestamptz)`, after.id], 'asc'),
      );
    return query.orderBy('b.created_at').orderBy('b.id').limit(limit).execute();
  }, batch);
  async function* rows(): AsyncGenerator<TicketExportRow> {
    let ids: string[] = [];
    for await (const booking of bookings) {
      ids.push(booking.id);
      if (ids.length < batch) continue;
      yield* await ticketsOf(db, ids);
      ids = [];
    }
    if (ids.length > 0) yield* await ticketsOf(db, ids);
  }
  return { event, columns: ticketColumns(event.time_zone, questions), rows: rows() };
}

/** The tickets of these bookings, in the bookings' order then by position. */
async function ticketsOf(db: Database, bookingIds: string[]): Promise<TicketExportRow[]> {
  const rows = await db
    .selectFrom('tickets as k')
    .innerJoin('bookings as b', 'b.id', 'k.booking_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .innerJoin('event_slots as s', 's.id', 'b.slot_id')
    .innerJoin('booking_items as i', (join) =>
      join.onRef('i.booking_id', '=', 'k.booking_id').onRef('i.ticket_type_id', '=', 'k.ticket_type_id'),
    )
    .select([
      'b.id as booking_id',
      'b.status as booking_status',
      'b.hold_expires_at',
      'b.payment_status',
      'b.confirmed_at',
      'b.cancelled_at as booking_cancelled_at',
      'b.checked_in_at as booking_checked_in_at',
      'u.name as booker_name',
      'u.email as booker_email',
      's.starts_at as show_starts_at',
      'k.id',
      'k.position',
      'k.code',
      'i.name as type_name',
      'k.attendee_name',
      'k.attendee_email',
      'k.answers',
      'k.status',
      'k.price_credits',
      'k.checked_in_at',
      'k.cancelled_at',
    ])
    .where('k.booking_id', 'in', bookingIds)
    .execute();
  const order = new Map(bookingIds.map((id, index) => [id, index]));
  return rows.sort(
    (a, b) => (order.get(a.booking_id) ?? 0) - (order.get(b.booking_id) ?? 0) || a.position - b.position,
  );
}

/** An answer as a spreadsheet reads it: text and numbers as given, yes/no for a yes/no question. */
function answerCell(answer: TAnswer | undefined) {
  if (answer === undefined || answer === '') return null;
  return answer;
}

/**
 * Whether the ticket's price counts as money taken: its booking was paid (once its payment completed; still so
 * when refunded) and the ticket was not given back since. `eventSales` (ticketing/sales.ts) counts by this rule.
 */
export const ticketPaid = (row: Pick<TicketExportRow, 'confirmed_at' | 'payment_status'>) =>
  row.confirmed_at !== null && (row.payment_status === 'COMPLETED' || row.payment_status === 'REFUNDED');
export const ticketRefunded = (
  row: Pick<TicketExportRow, 'confirmed_at' | 'payment_status' | 'status' | 'booking_status'>,
) => ticketPaid(row) && (row.status === 'cancelled' || row.booking_status === 'cancelled');

/**
 * The columns: the ticket, its holder and booker, its price share (what cancelling it gives back), "Net credits"
 * (its share while it stands paid, 0 once given back or never paid: the column the sales figures sum), times on
 * the event's clock named beside them (decision 055), then a column per question headed by its label.
 */
export function ticketColumns(
  timeZone: string,
  questions: { id: string; label: string }[],
): CsvColumn<TicketExportRow>[] {
  const ticketShown = (row: TicketExportRow) => bookingShown(row) === 'confirmed';
  return [
    ['Booking id', (row) => row.booking_id],
    ['Ticket id', (row) => row.id],
    // As the bookings list shows it: a ticket's code only once its booking is confirmed.
    ['Ticket code', (row) => (ticketShown(row) ? row.code : null)],
    ['Ticket type', (row) => row.type_name],
    ['Attendee name', (row) => row.attendee_name],
    ['Attendee email', (row) => row.attendee_email],
    ['Ticket status', (row) => codeWord(row.status)],
    ['Booking status', (row) => codeWord(bookingShown(row))],
    ['Price share (credits)', (row) => row.price_credits],
    ['Net credits', (row) => (ticketPaid(row) && !ticketRefunded(row) ? row.price_credits : 0)],
    ['Show starts at', (row) => zonedStamp(row.show_starts_at, timeZone)],
    ['Checked in at', (row) => zonedStamp(admittedAt(row), timeZone)],
    ['Confirmed at', (row) => zonedStamp(row.confirmed_at, timeZone)],
    ['Cancelled at', (row) => zonedStamp(row.cancelled_at, timeZone)],
    ['Time zone', () => timeZone],
    ['Booker name', (row) => row.booker_name],
    ['Booker email', (row) => row.booker_email],
    ...questions.map(
      (question): CsvColumn<TicketExportRow> => [
        question.label,
        (row) => answerCell(row.answers[question.id]),
      ],
    ),
  ];
}
