/**
 * The organisers' CSV exports of bookings (docs/product.md "Exports"): every booking the bookings list
 * shows with the same filters, and the attendees of one show. Rows are read a batch at a time by keyset
 * (platform/csv.ts) so a show of any size streams with flat memory. Nothing here writes.
 * Changes when the bookings list or an attendee list gains a filter or a column.
 */
import type { TBookingStatus, TRealm } from '@engagex/contracts';
import { sql } from 'kysely';
import {
  afterKey,
  type CsvColumn,
  codeWord,
  EXPORT_BATCH,
  keysetRows,
  zonedStamp,
} from '../../../platform/csv.js';
import { cardRefund, type PaymentFacts, paymentColumns } from '../../../platform/csv-payments.js';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors.js';
import { toInt } from '../../../platform/ledger/ledger-terms.js';
import { type EventViewer, runBy } from '../organisers.js';
import { holdLapsed, lapsedHoldSql } from './hold-terms.js';

/** The confirmed bookings of one show, by name: the door's list, for the event's organiser and admins. */
export async function attendeeRows(
  db: Database,
  realm: TRealm,
  input: { eventId: string; slotId: string; viewer: EventViewer },
) {
  const show = await db
    .selectFrom('event_slots as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .select(['e.title', 's.starts_at', 'e.time_zone'])
    .where('s.id', '=', input.slotId)
    .where('s.event_id', '=', input.eventId)
    .where('e.realm', '=', realm)
    .where(runBy(input.viewer))
    .executeTakeFirst();
  if (!show) throw notFound('Show');
  const rows = keysetRows((after: AttendeeRow | undefined, limit) =>
    db
      .selectFrom('bookings as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select(['b.id', 'u.name', 'u.email', 'b.seats', 'b.ticket_code', 'b.checked_in_at'])
      .where('b.realm', '=', realm)
      .where('b.slot_id', '=', input.slotId)
      .where('b.status', '=', 'confirmed')
      .$if(after !== undefined, (q) => q.where(afterKey(['u.name', 'b.id'], [after?.name, after?.id], 'asc')))
      .orderBy('u.name')
      .orderBy('b.id')
      .limit(limit)
      .execute(),
  );
  return { show, rows };
}

type AttendeeRow = {
  id: string;
  name: string;
  email: string;
  seats: number;
  ticket_code: string | null;
  checked_in_at: Date | null;
};

/** The door's list; its check-in times in the show's zone (the event's), named in the last column. */
export const attendeeColumns = (timeZone: string): CsvColumn<AttendeeRow>[] => [
  ['Name', (row) => row.name],
  ['Email', (row) => row.email],
  ['Seats', (row) => row.seats],
  ['Ticket code', (row) => row.ticket_code],
  ['Checked in at', (row) => zonedStamp(row.checked_in_at, timeZone)],
  ['Time zone', () => timeZone],
];

/**
 * The bookings the list shows with these filters (bookings/reads.ts listBookings), oldest first: a lapsed hold
 * counts as expired there, and here. Only the bookings of events the viewer runs (all for an admin).
 */
export function bookingRows(
  db: Database,
  realm: TRealm,
  filter: { status?: TBookingStatus | undefined; eventId?: string | undefined; viewer: EventViewer },
  now = new Date(),
  batch = EXPORT_BATCH,
) {
  const lapsed = lapsedHoldSql(now, 'b');
  return keysetRows((after: BookingExportRow | undefined, limit) => {
    let query = db
      .selectFrom('bookings as b')
      .innerJoin('events as e', 'e.id', 'b.event_id')
      .innerJoin('event_slots as s', 's.id', 'b.slot_id')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      // The completed purchase that paid a card booking: the money as charged, and where its refund went.
      .leftJoin('credit_purchases as p', (join) =>
        join.onRef('p.id', '=', 'b.purchase_id').on('p.status', '=', 'completed'),
      )
      // Its refund an admin paid back outside the portal (decision 111): said so, never the reference.
      .leftJoin('refunds_settled_by_hand as h', (join) =>
        join.onRef('h.refund_id', '=', 'p.id').on('h.refund_kind', '=', 'purchase'),
      )
      .select([
        'b.id',
        'b.status',
        'b.hold_expires_at',
        'b.seats',
        'b.price_credits',
        'b.total_credits',
        'b.payment_method',
        'b.payment_status',
        'b.ticket_code',
        'b.checked_in_at',
        'b.confirmed_at',
        'b.cancel_reason',
        'b.created_at',
        // The key at full precision: a Date keeps milliseconds, the column microseconds.
        sql<string>`b.created_at::text`.as('created_key'),
        'e.title as event_title',
        'e.time_zone',
        's.starts_at as show_starts_at',
        's.ends_at as show_ends_at',
        'u.name',
        'u.email',
        'p.amount_minor as paid_amount_minor',
        'p.currency as paid_currency',
        'p.refund_status as purchase_refund_status',
        'h.refund_id as settled_by_hand_id',
      ])
      .where('b.realm', '=', realm)
      .where(runBy(filter.viewer));
    if (filter.status === 'held')
      query = query.where('b.status', '=', 'held').where(sql<boolean>`not ${lapsed}`);
    else if (filter.status === 'expired')
      query = query.where((eb) => eb.or([eb('b.status', '=', 'expired'), lapsed]));
    else if (filter.status) query = query.where('b.status', '=', filter.status);
    if (filter.eventId) query = query.where('b.event_id', '=', filter.eventId);
    if (after)
      query = query.where(
        afterKey(['b.created_at', 'b.id'], [sql`cast(${after.created_key} as timestamptz)`, after.id], 'asc'),
      );
    return query.orderBy('b.created_at').orderBy('b.id').limit(limit).execute();
  }, batch);
}

type BookingExportRow = {
  id: string;
  status: TBookingStatus;
  hold_expires_at: Date | null;
  seats: number;
  price_credits: number;
  total_credits: number;
  payment_method: 'credits' | 'gateway' | 'free' | null;
  payment_status: string;
  paid_amount_minor: string | number | bigint | null;
  paid_currency: string | null;
  purchase_refund_status: string | null;
  settled_by_hand_id: string | null;
  ticket_code: string | null;
  checked_in_at: Date | null;
  confirmed_at: Date | null;
  cancel_reason: string | null;
  created_at: Date;
  created_key: string;
  event_title: string;
  time_zone: string;
  show_starts_at: Date;
  show_ends_at: Date;
  name: string;
  email: string;
};

const shownStatus = (row: BookingExportRow) => (holdLapsed(row) ? 'expired' : row.status);

/**
 * What the booking paid, as the organiser's list shows it (decision 069): paid once its payment completed (and still
 * so when refunded); by card through its completed purchase, in the money charged, never as credits (decision 058).
 */
function bookingPayment(row: BookingExportRow): PaymentFacts {
  const paid = row.payment_status === 'COMPLETED' || row.payment_status === 'REFUNDED';
  const method = !paid ? null : row.payment_method === 'gateway' ? 'card' : row.payment_method;
  const card =
    method === 'card' && row.paid_amount_minor !== null && row.paid_currency !== null
      ? { amountMinor: toInt(row.paid_amount_minor), currency: row.paid_currency }
      : null;
  const refunded = row.status === 'cancelled' && row.payment_status === 'REFUNDED' && method !== 'free';
  return {
    paidWith: method,
    credits: row.total_credits,
    card,
    refund: !refunded
      ? null
      : (cardRefund(row.purchase_refund_status, row.settled_by_hand_id !== null) ?? {
          to: 'credits',
          status: 'done',
        }),
  };
}

export const BOOKING_COLUMNS: CsvColumn<BookingExportRow>[] = [
  ['Booking id', (row) => row.id],
  ['Event', (row) => row.event_title],
  ['Show starts at', (row) => zonedStamp(row.show_starts_at, row.time_zone)],
  ['Show ends at', (row) => zonedStamp(row.show_ends_at, row.time_zone)],
  ['Time zone', (row) => row.time_zone],
  ['Name', (row) => row.name],
  ['Email', (row) => row.email],
  ['Seats', (row) => row.seats],
  ['Status', (row) => codeWord(shownStatus(row))],
  ...paymentColumns(bookingPayment),
  // As the list shows it: a ticket only while the booking stands.
  ['Ticket code', (row) => (shownStatus(row) === 'confirmed' ? row.ticket_code : null)],
  ['Checked in at', (row) => zonedStamp(row.checked_in_at, row.time_zone)],
  ['Booked at', (row) => zonedStamp(row.created_at, row.time_zone)],
  ['Confirmed at', (row) => zonedStamp(row.confirmed_at, row.time_zone)],
  ['Cancel reason', (row) => row.cancel_reason],
];
