/**
 * Reading bookings: one query shapes every booking the API answers, and nothing here writes (a lapsed hold shows as
 * expired; the sweep or the next write to its slot releases it; decision 033). Changes when what a booking shows
 * does.
 */
import type { TBooking, TPaginated, TRealm } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { paginated, readPage } from '../../../platform/db/paging.js';
import type { BookingStatus } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { notFound } from '../../../platform/errors.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { refundStateOf, settledByHand, withoutReference } from '../../main/index.js';
import { toSlot } from '../catalogue/shows.js';
import { waitingCount } from '../waitlist/line.js';
import { holdLapsed, lapsedHoldSql } from './hold-terms.js';
import { type BookingLines, linesOf, readLines } from './lines.js';
import { hasRoomFor } from './seats.js';
import { ticketPayload } from './tickets.js';
import { transitionProblem } from './transitions.js';

function bookingQuery(executor: Executor, realm: TRealm) {
  return (
    executor
      .selectFrom('bookings as b')
      .innerJoin('events as e', 'e.id', 'b.event_id')
      .innerJoin('event_slots as s', 's.id', 'b.slot_id')
      .innerJoin('districts as d', 'd.id', 'e.district_id')
      .leftJoin('venues as v', 'v.id', 'e.venue_id')
      // The purchase that paid a gateway booking: what the user paid, in their currency, and where a refund went.
      .leftJoin('credit_purchases as p', (join) =>
        join.onRef('p.id', '=', 'b.purchase_id').on('p.status', '=', 'completed'),
      )
      // A purchase's refund an admin settled by hand (decision 098): the reference the booker is shown.
      .leftJoin('refunds_settled_by_hand as h', (join) =>
        join.onRef('h.refund_id', '=', 'p.id').on('h.refund_kind', '=', 'purchase'),
      )
      // The waitlist entry a held offer was made to: whether its user declined it.
      .leftJoin('waitlist_entries as w', 'w.id', 'b.waitlist_entry_id')
      .selectAll('b')
      .select([
        'w.status as waitlist_status',
        'p.amount_minor as paid_amount_minor',
        'p.currency as paid_currency',
        'p.status as purchase_status',
        'p.refund_status as purchase_refund_status',
        'h.reference as refund_reference',
        'e.title as event_title',
        'e.title_hi as event_title_hi',
        'e.event_type',
        'e.starts_at as event_starts_at',
        'e.time_zone as event_time_zone',
        'v.name as venue_name',
        'd.name as district_name',
        'd.name_hi as district_name_hi',
        's.starts_at as slot_starts_at',
        's.ends_at as slot_ends_at',
      ])
      .where('b.realm', '=', realm)
  );
}

/** A booking row as bookingQuery reads it; the grouped hold's statement answers the same shape. */
export type BookingView = Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>;

/** A hold past its 15 minutes shows as expired at once (a read never writes). */
const shownStatus = (row: { status: BookingStatus; hold_expires_at: Date | null }): BookingStatus =>
  holdLapsed(row) ? 'expired' : row.status;

export function toBooking(row: BookingView, lines: BookingLines): TBooking {
  const status = shownStatus(row);
  const ticket = status === 'confirmed' ? row.ticket_code : null;
  return {
    id: row.id,
    bookingId: row.id,
    eventId: row.event_id,
    slotId: row.slot_id,
    event: {
      title: row.event_title,
      titleHi: row.event_title_hi,
      eventType: row.event_type,
      startsAt: row.event_starts_at.toISOString(),
      timeZone: row.event_time_zone,
      venueName: row.venue_name,
      districtName: row.district_name,
      districtNameHi: row.district_name_hi,
    },
    slot: { startsAt: row.slot_starts_at.toISOString(), endsAt: row.slot_ends_at.toISOString() },
    seats: row.seats,
    status,
    holdExpiresAt: status === 'held' ? (row.hold_expires_at?.toISOString() ?? null) : null,
    priceCredits: row.price_credits,
    totalCredits: row.total_credits,
    paymentMethod: row.payment_method,
    paymentStatus: status === 'expired' && row.status === 'held' ? 'FAILED' : row.payment_status,
    ticketCode: ticket,
    qrPayload: ticket ? ticketPayload(row.realm, ticket) : null,
    checkedInAt: row.checked_in_at?.toISOString() ?? null,
    cancelReason: row.cancel_reason,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    waitlistOffer: row.waitlist_entry_id !== null,
    offerDeclined: status === 'cancelled' && row.waitlist_status === 'declined',
    paidMoney:
      row.payment_method === 'gateway' && row.paid_amount_minor !== null && row.paid_currency !== null
        ? { amountMinor: toInt(row.paid_amount_minor), currency: row.paid_currency }
        : null,
    refund: refundOf(row),
    items: lines.items,
    tickets: lines.tickets,
    promoCode: lines.promoCode,
    discountCredits: lines.items.reduce((sum, item) => sum + item.discountCredits, 0),
  };
}

/** Bookings as the API shows them to a reader (`null`: an admin), with their items and tickets (lines.ts). */
async function toBookings(
  executor: Executor,
  realm: TRealm,
  rows: BookingView[],
  readerId: string | null,
): Promise<TBooking[]> {
  const lines = await readLines(executor, realm, rows);
  return rows.map((row) => asSeenBy(toBooking(row, linesOf(lines, row.id)), row, readerId));
}

/** Where a cancelled paid booking's money went: the original payment when its purchase was refunded, else credits. */
function refundOf(row: BookingView): TBooking['refund'] {
  if (row.status !== 'cancelled' || row.payment_status !== 'REFUNDED') return null;
  const original = refundStateOf(
    row.purchase_status && row.purchase_refund_status
      ? { status: row.purchase_status, refund_status: row.purchase_refund_status }
      : null,
  );
  if (!original) return { to: 'credits', status: 'done', byHand: null };
  // Paid back outside the portal: the booker sees the admin's reference rather than "to your card" (decision 098).
  return { to: 'original', status: original, byHand: settledByHand(original, row.refund_reference) };
}

/**
 * Whose bookings a reader reaches: their own, and those of the events they organise (decision 046); `userId`
 * null reaches every booking (an admin).
 */
function readableBy(
  query: ReturnType<typeof bookingQuery>,
  userId: string | null,
  organiserId?: string | null,
) {
  if (!userId) return query;
  if (!organiserId) return query.where('b.user_id', '=', userId);
  return query.where((eb) => eb.or([eb('b.user_id', '=', userId), eb('e.organiser_id', '=', organiserId)]));
}

/**
 * What an organiser reading someone else's booking does not see: the reference of a refund an admin paid by hand,
 * the booking's or a ticket's share (the booker's bank transfer, decisions 098 and 103). They do see that it was paid
 * back outside the portal, not "refunded to the card" (decision 111). `userId` null is an admin, who sees it all.
 */
function asSeenBy(booking: TBooking, row: BookingView, userId: string | null): TBooking {
  if (!userId || row.user_id === userId) return booking;
  return {
    ...booking,
    refund: booking.refund && withoutReference(booking.refund),
    tickets: booking.tickets.map((ticket) =>
      ticket.refund ? { ...ticket, refund: withoutReference(ticket.refund) } : ticket,
    ),
  };
}

/**
 * A user reaches only their own bookings, an organiser also those of their events; admins reach all. Anyone
 * else's id is a 404.
 */
export async function getBooking(
  db: Executor,
  realm: TRealm,
  input: { bookingId: string; userId: string; admin: boolean; organiserId?: string | null },
) {
  const query = readableBy(
    bookingQuery(db, realm).where('b.id', '=', input.bookingId),
    input.admin ? null : input.userId,
    input.organiserId,
  );
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Booking');
  const [booking] = await toBookings(db, realm, [row], input.admin ? null : input.userId);
  return booking as TBooking;
}

export async function listBookings(
  db: Database,
  realm: TRealm,
  input: {
    userId: string | null;
    organiserId?: string | null;
    page: number;
    limit: number;
    status?: BookingStatus | undefined;
    eventId?: string | undefined;
  },
): Promise<TPaginated<TBooking>> {
  let query = readableBy(bookingQuery(db, realm), input.userId, input.organiserId);
  // The filter matches what the list shows: a lapsed hold is expired (shownStatus), not held.
  const lapsed = lapsedHoldSql(new Date(), 'b');
  if (input.status === 'held')
    query = query.where('b.status', '=', 'held').where(sql<boolean>`not ${lapsed}`);
  else if (input.status === 'expired')
    query = query.where((eb) => eb.or([eb('b.status', '=', 'expired'), lapsed]));
  else if (input.status) query = query.where('b.status', '=', input.status);
  if (input.eventId) query = query.where('b.event_id', '=', input.eventId);
  const { rows, total } = await readPage(query.orderBy('b.created_at', 'desc').orderBy('b.id'), input);
  return paginated(await toBookings(db, realm, rows, input.userId), total, input);
}

/** The other showings of the booking's event it could move to: not started, with room for its seats. */
export async function transferOptions(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string },
) {
  const booking = await getBooking(db, realm, { ...input, admin: false });
  const event = await db
    .selectFrom('events')
    .select('status')
    .where('id', '=', booking.eventId)
    .executeTakeFirstOrThrow();
  // A booking the table will not move (a used ticket, a started show, an event off sale) is offered nothing.
  const refused = transitionProblem(
    { status: booking.status, checked_in_at: booking.checkedInAt ? new Date(booking.checkedInAt) : null },
    'transfer',
    { showStartsAt: new Date(booking.slot.startsAt), eventStatus: event.status },
  );
  if (refused) return { bookingId: booking.id, options: [] };
  const rows = await db
    .selectFrom('event_slots as s')
    .selectAll('s')
    .select(waitingCount('s.id').as('waiting'))
    .where('s.event_id', '=', booking.eventId)
    .where('s.id', '<>', booking.slotId)
    .where('s.starts_at', '>', new Date())
    .where(hasRoomFor(booking.seats))
    .orderBy('s.starts_at')
    .execute();
  return {
    bookingId: booking.id,
    options: rows.map((row) => toSlot(row)),
  };
}
