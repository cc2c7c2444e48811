import { randomInt, randomUUID } from 'node:crypto';
import {
  BOOKING_HOLD_MS,
  CREDIT_PRICE_INR,
  type TBooking,
  type TPaginated,
  type TRealm,
  type TRefundTo,
} from '@engagex/contracts';
import { type Selectable, sql } from 'kysely';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import { GroupCommit } from '../../../platform/db/group-commit.js';
import { paginated, readPage } from '../../../platform/db/paging.js';
import type { BookingStatus, BookingsTable, EventSlotsTable } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { requestHash } from '../../../platform/idempotency.js';
import { postTransaction, spendPostings, toInt } from '../../../platform/ledger/ledger.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { refundStateOf, requestOriginalRefund, settleOriginalRefund } from '../../main/credits/refunds.js';
import { toSlot } from '../catalogue/events.js';
import {
  assertTransition,
  type BookingChange,
  type EventStatus,
  stagesAllowing,
  transitionProblem,
} from './transitions.js';

type BookingRow = Selectable<BookingsTable>;

const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newTicketCode = () =>
  Array.from({ length: 12 }, () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]).join('');

export const ticketPayload = (realm: TRealm, code: string) => `ENGAGEX:${realm}:${code}`;

/* ------------------------------------------------------------------ reads */

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
      .selectAll('b')
      .select([
        'p.amount_minor as paid_amount_minor',
        'p.currency as paid_currency',
        'p.status as purchase_status',
        'p.refund_status as purchase_refund_status',
        'e.title as event_title',
        'e.event_type',
        'e.starts_at as event_starts_at',
        'e.time_zone as event_time_zone',
        'v.name as venue_name',
        'd.name as district_name',
        's.starts_at as slot_starts_at',
        's.ends_at as slot_ends_at',
      ])
      .where('b.realm', '=', realm)
  );
}

type BookingView = Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>;

/**
 * A hold past its 15 minutes shows as expired at once, though the sweep or the next write to its slot releases it
 * (a read never writes).
 */
const shownStatus = (row: { status: BookingStatus; hold_expires_at: Date | null }): BookingStatus =>
  row.status === 'held' && row.hold_expires_at && row.hold_expires_at.getTime() <= Date.now()
    ? 'expired'
    : row.status;

function toBooking(row: BookingView): TBooking {
  const status = shownStatus(row);
  const ticket = status === 'confirmed' ? row.ticket_code : null;
  return {
    id: row.id,
    bookingId: row.id,
    eventId: row.event_id,
    slotId: row.slot_id,
    event: {
      title: row.event_title,
      eventType: row.event_type,
      startsAt: row.event_starts_at.toISOString(),
      timeZone: row.event_time_zone,
      venueName: row.venue_name,
      districtName: row.district_name,
    },
    slot: { startsAt: row.slot_starts_at.toISOString(), endsAt: row.slot_ends_at.toISOString() },
    seats: row.seats,
    status,
    holdExpiresAt: status === 'held' ? (row.hold_expires_at?.toISOString() ?? null) : null,
    priceCredits: row.price_credits,
    totalCredits: row.price_credits * row.seats,
    paymentMethod: row.payment_method,
    paymentStatus: status === 'expired' && row.status === 'held' ? 'FAILED' : row.payment_status,
    ticketCode: ticket,
    qrPayload: ticket ? ticketPayload(row.realm, ticket) : null,
    checkedInAt: row.checked_in_at?.toISOString() ?? null,
    cancelReason: row.cancel_reason,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    paidMoney:
      row.payment_method === 'gateway' && row.paid_amount_minor !== null && row.paid_currency !== null
        ? { amountMinor: toInt(row.paid_amount_minor), currency: row.paid_currency }
        : null,
    refund: refundOf(row),
  };
}

/** Where a cancelled paid booking's money went: the original payment when its purchase was refunded, else credits. */
function refundOf(row: BookingView): TBooking['refund'] {
  if (row.status !== 'cancelled' || row.payment_status !== 'REFUNDED') return null;
  const original = refundStateOf(
    row.purchase_status && row.purchase_refund_status
      ? { status: row.purchase_status, refund_status: row.purchase_refund_status }
      : null,
  );
  return original ? { to: 'original', status: original } : { to: 'credits', status: 'done' };
}

/** A user reaches only their own bookings; admins reach all. Anyone else's id is a 404. */
export async function getBooking(
  db: Executor,
  realm: TRealm,
  input: { bookingId: string; userId: string; admin: boolean },
) {
  let query = bookingQuery(db, realm).where('b.id', '=', input.bookingId);
  if (!input.admin) query = query.where('b.user_id', '=', input.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Booking');
  return toBooking(row);
}

export async function listBookings(
  db: Database,
  realm: TRealm,
  input: {
    userId: string | null;
    page: number;
    limit: number;
    status?: BookingStatus | undefined;
    eventId?: string | undefined;
  },
): Promise<TPaginated<TBooking>> {
  let query = bookingQuery(db, realm);
  if (input.userId) query = query.where('b.user_id', '=', input.userId);
  // The filter matches what the list shows: a lapsed hold is expired (shownStatus), not held.
  const now = new Date();
  if (input.status === 'held')
    query = query.where('b.status', '=', 'held').where('b.hold_expires_at', '>', now);
  else if (input.status === 'expired')
    query = query.where((eb) =>
      eb.or([
        eb('b.status', '=', 'expired'),
        eb.and([eb('b.status', '=', 'held'), eb('b.hold_expires_at', '<=', now)]),
      ]),
    );
  else if (input.status) query = query.where('b.status', '=', input.status);
  if (input.eventId) query = query.where('b.event_id', '=', input.eventId);
  const { rows, total } = await readPage(query.orderBy('b.created_at', 'desc').orderBy('b.id'), input);
  return paginated(rows.map(toBooking), total, input);
}

/* ---------------------------------------------------------------- locking */

/**
 * pretix's rule: lock what you are about to make less available, then check it. Slots are locked in
 * id order, before the booking, by every write path, so two transactions never wait on each other
 * in a cycle.
 */
async function lockSlots(trx: Executor, slotIds: string[]) {
  const rows = await trx
    .selectFrom('event_slots')
    .selectAll()
    .where('id', 'in', [...new Set(slotIds)])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Takes seats only if they are free, in one statement; false when the slot cannot hold them. */
async function takeSeats(trx: Executor, slotId: string, seats: number) {
  const taken = await trx
    .updateTable('event_slots')
    .set({ seats_taken: sql`seats_taken + ${seats}` })
    .where('id', '=', slotId)
    .where(sql<boolean>`seats_taken + ${seats} <= capacity`)
    .returning('seats_taken')
    .executeTakeFirst();
  return Boolean(taken);
}

async function changeSeats(trx: Executor, slotId: string, delta: number) {
  await trx
    .updateTable('event_slots')
    .set({ seats_taken: sql`seats_taken + ${delta}` })
    .where('id', '=', slotId)
    .execute();
}

type SlotRow = Selectable<EventSlotsTable>;

/** A booking locked for a change, with its slot (and any other slot asked for) locked before it. */
export type LockedBooking = {
  booking: BookingRow;
  slot: SlotRow;
  slots: Map<string, SlotRow>;
  event: { status: EventStatus; title: string; time_zone: string };
};

/**
 * Locks a booking and its slot, the slot first (with any `alsoSlots`, all in id order). A transfer may move the
 * booking between reading its slot and locking it: then everything this attempt locked is let go (rollback to
 * the savepoint releases row locks) and the next attempt locks afresh in id order, so a retry never holds one
 * slot while waiting for a lower one, which is how two requests used to deadlock.
 */
async function lockBooking(
  trx: Executor,
  realm: TRealm,
  input: { bookingId: string; userId: string | null; alsoSlots?: string[] },
): Promise<LockedBooking> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let peek = trx
      .selectFrom('bookings')
      .select(['slot_id'])
      .where('id', '=', input.bookingId)
      .where('realm', '=', realm);
    if (input.userId) peek = peek.where('user_id', '=', input.userId);
    const seen = await peek.executeTakeFirst();
    if (!seen) throw notFound('Booking');
    await sql`savepoint lock_booking`.execute(trx);
    const slots = await lockSlots(trx, [seen.slot_id, ...(input.alsoSlots ?? [])]);
    const booking = await trx
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', input.bookingId)
      .forNoKeyUpdate()
      .executeTakeFirstOrThrow();
    if (booking.slot_id === seen.slot_id) {
      await sql`release savepoint lock_booking`.execute(trx);
      const event = await trx
        .selectFrom('events')
        .select(['status', 'title', 'time_zone'])
        .where('id', '=', booking.event_id)
        .executeTakeFirstOrThrow();
      return { booking, slot: slots.get(seen.slot_id) as SlotRow, slots, event };
    }
    await sql`rollback to savepoint lock_booking`.execute(trx);
  }
  throw new AppError('CONFLICT', 'The booking is being changed, please retry');
}

const contextOf = (locked: LockedBooking) => ({
  showStartsAt: locked.slot.starts_at,
  eventStatus: locked.event.status,
});

/**
 * The one gate every booking change passes (decision 033): the booking is locked (slot first) and the change
 * checked against the transition table, or refused with the table's reason.
 */
export async function lockForChange(
  trx: Executor,
  realm: TRealm,
  input: { bookingId: string; userId: string | null; alsoSlots?: string[] },
  change: Exclude<BookingChange, 'pay' | 'expire'>,
): Promise<LockedBooking> {
  const locked = await lockBooking(trx, realm, input);
  assertTransition(locked.booking, change, contextOf(locked));
  return locked;
}

/**
 * Why a locked hold cannot be paid now, or null: a lapsed hold first (its seats are released by the caller, in
 * a transaction that commits), then the transition table (already paid, cancelled, event no longer on sale).
 */
function payProblem(locked: LockedBooking): AppError | null {
  if (holdLapsed(locked.booking))
    return new AppError('BUSINESS_RULE', 'Your seat hold has expired; book again');
  return transitionProblem(locked.booking, 'pay', contextOf(locked));
}

const holdLapsed = (booking: BookingRow) =>
  booking.status === 'held' && (!booking.hold_expires_at || booking.hold_expires_at.getTime() <= Date.now());

/** Releases every lapsed hold of the given slots (already locked by the caller). */
async function releaseLapsedHolds(trx: Executor, slotIds: string[]) {
  const lapsed = await trx
    .updateTable('bookings')
    .set({ status: 'expired', payment_status: 'FAILED' })
    .where('slot_id', 'in', slotIds)
    .where('status', 'in', stagesAllowing('expire'))
    .where('hold_expires_at', '<=', new Date())
    .returning(['slot_id', 'seats'])
    .execute();
  for (const row of lapsed) await changeSeats(trx, row.slot_id, -row.seats);
}

/** The periodic sweep: each slot with lapsed holds is locked and released on its own. */
export async function expireHolds(db: Database) {
  const slots = await db
    .selectFrom('bookings')
    .select('slot_id')
    .distinct()
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', new Date())
    .execute();
  for (const { slot_id } of slots) {
    await db.transaction().execute(async (trx) => {
      await lockSlots(trx, [slot_id]);
      await releaseLapsedHolds(trx, [slot_id]);
    });
  }
  return slots.length;
}

/* ----------------------------------------------------------------- writes */

/** Creates a booking holding its seats for 15 minutes; a free event's booking is confirmed at once. */
type HoldRequest = { userId: string; eventId: string; slotId: string; seats: number };

/** The Idempotency-Key a hold was sent with, and the hash of its request (platform/idempotency.ts). */
type HoldKey = { key: string; hash: string } | null;

const seatsText = (seats: number) => `${seats} seat${seats === 1 ? '' : 's'}`;

type QueuedHold = HoldRequest & { db: Database; realm: TRealm; idempotency: HoldKey; nonce: string };

/**
 * Holds on one slot are group-committed (platform/db/group-commit.ts): while two statements for the slot are in
 * flight, newcomers queue in the process and the next statement takes seats for all of them at once. Two holds
 * with one Idempotency-Key never share a statement (the second would fail the whole lot on the unique index).
 */
const slotHolds = new GroupCommit<QueuedHold, BookingView | null>({
  inFlight: 2,
  batchLimit: 32,
  writeTogether: holdSeatsTogether,
  conflictKey: (hold) => (hold.idempotency ? `key:${hold.userId}:${hold.idempotency.key}` : hold.nonce),
});

/** The hold first made with this user's Idempotency-Key, or null. */
async function heldWithKey(db: Database, realm: TRealm, userId: string, key: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'request_hash'])
    .where('realm', '=', realm)
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * A retry with a key already used: the same request answers the booking the first one made (as it stands now:
 * a retry after the hold was paid sees it paid), a different request with the key is refused, changing nothing.
 */
async function replayHold(
  db: Database,
  realm: TRealm,
  input: { userId: string; first: { id: string; request_hash: string | null }; hash: string },
) {
  if (input.first.request_hash !== input.hash) {
    throw new AppError(
      'BUSINESS_RULE',
      'This Idempotency-Key was already used for a different booking request; send a new key',
      [{ path: 'headers.idempotency-key', message: 'Already used for a different request' }],
    );
  }
  return getBooking(db, realm, { bookingId: input.first.id, userId: input.userId, admin: false });
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/**
 * A hold: the seats are taken and the booking written, or nothing is. Most holds succeed, so they are tried
 * first together with the other holds queued on the slot (holdSeatsTogether); any refusal is worked out by the
 * step-by-step path, which also frees lapsed holds before it says "Sold out".
 *
 * With an Idempotency-Key (Stripe's and the IETF draft's header), a retry after a timeout or a 503 never holds
 * seats twice: the key is stored with the booking under a unique index, so a copy that races the first, on
 * any process, fails its insert (its seats rolled back with it) and answers the first booking instead.
 */
export async function holdSeats(
  db: Database,
  realm: TRealm,
  input: HoldRequest & { idempotencyKey?: string | undefined },
): Promise<{ booking: TBooking; replayed: boolean }> {
  const { idempotencyKey, ...request } = input;
  const idempotency: HoldKey = idempotencyKey
    ? { key: idempotencyKey, hash: requestHash({ ...request, realm }) }
    : null;
  const replay = async () => {
    if (!idempotency) return null;
    const first = await heldWithKey(db, realm, request.userId, idempotency.key);
    return first ? replayHold(db, realm, { userId: request.userId, first, hash: idempotency.hash }) : null;
  };
  const before = await replay();
  if (before) return { booking: before, replayed: true };
  try {
    const held = await slotHolds.write(`${realm}:${request.eventId}:${request.slotId}`, {
      ...request,
      db,
      realm,
      idempotency,
      nonce: randomUUID(),
    });
    if (held) return { booking: toBooking(held), replayed: false };
    const bookingId = await holdSeatsStepByStep(db, realm, request, idempotency);
    return {
      booking: await getBooking(db, realm, { bookingId, userId: request.userId, admin: false }),
      replayed: false,
    };
  } catch (error) {
    const raced = idempotency && isUniqueViolation(error) ? await replay() : null;
    if (raced) return { booking: raced, replayed: true };
    throw error;
  }
}

/**
 * The common case in one statement (no BEGIN and COMMIT round trips) for every hold queued on one slot: the
 * event is on sale, the slot has not started and has room for all of them. The conditional update takes the
 * seats and locks the slot row only for this statement and its commit; the bookings and their activity rows
 * are written from what it returned, so all happen or none, and each booking comes back as the API shows it.
 * Nulls when any condition fails for the lot (e.g. the last seats cannot take everyone): each hold then goes
 * the step-by-step way, which decides it alone.
 */
async function holdSeatsTogether(holds: QueuedHold[]): Promise<(BookingView | null)[]> {
  const [first] = holds;
  if (!first) return [];
  const { db, realm, eventId, slotId } = first;
  const now = new Date();
  const holdExpiresAt = new Date(now.getTime() + BOOKING_HOLD_MS);
  const ids = holds.map(() => randomUUID());
  const requests = sql.join(
    holds.map(
      (hold, index) =>
        sql`(${ids[index]}::uuid, ${hold.userId}::uuid, ${hold.seats}::int, ${seatsText(hold.seats)}::text,
          ${newTicketCode()}::text, ${hold.idempotency?.key ?? null}::text, ${hold.idempotency?.hash ?? null}::text)`,
    ),
  );
  const result = await sql<BookingView>`
    with requests (booking_id, user_id, seats, seats_text, ticket_code, idempotency_key, request_hash) as (
      values ${requests}),
    target as (
      select e.id as event_id, e.title, e.price_credits, s.id as slot_id
      from events e join event_slots s on s.event_id = e.id
      where e.id = ${eventId} and e.realm = ${realm} and e.status not in ('draft', 'cancelled')
        and s.id = ${slotId} and s.starts_at > ${now}
    ),
    taken as (
      update event_slots set seats_taken = seats_taken + (select sum(seats) from requests)
      where id = (select slot_id from target) and seats_taken + (select sum(seats) from requests) <= capacity
      returning id
    ),
    booking as (
      insert into bookings (id, realm, event_id, slot_id, user_id, seats, status, hold_expires_at, price_credits,
        payment_method, payment_status, ticket_code, confirmed_at, idempotency_key, request_hash)
      select r.booking_id, ${realm}, t.event_id, t.slot_id, r.user_id, r.seats,
        case when t.price_credits = 0 then 'confirmed' else 'held' end,
        case when t.price_credits = 0 then null else ${holdExpiresAt}::timestamptz end,
        t.price_credits,
        case when t.price_credits = 0 then 'free' end,
        case when t.price_credits = 0 then 'COMPLETED' else 'PENDING' end,
        case when t.price_credits = 0 then r.ticket_code end,
        case when t.price_credits = 0 then ${now}::timestamptz end,
        r.idempotency_key, r.request_hash
      from requests r cross join target t join taken on taken.id = t.slot_id
      returning *
    ),
    activity as (
      insert into activity_events (user_id, kind, title, module_id, reference)
      select booking.user_id, 'event_booked',
        case when t.price_credits = 0 then 'Booked ' else 'Holding ' end || r.seats_text || ' for ' || t.title,
        'events', 'booking:' || booking.id
      from booking join requests r on r.booking_id = booking.id join target t on t.event_id = booking.event_id
    )
    -- Each booking as bookingQuery() shows it, so the answer needs no second round trip.
    select booking.*, e.title as event_title, e.event_type, e.starts_at as event_starts_at,
      e.time_zone as event_time_zone,
      v.name as venue_name, d.name as district_name, s.starts_at as slot_starts_at, s.ends_at as slot_ends_at
    from booking
      join events e on e.id = booking.event_id
      join event_slots s on s.id = booking.slot_id
      join districts d on d.id = e.district_id
      left join venues v on v.id = e.venue_id`.execute(db);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Every check in turn, in a transaction: says why a hold is refused, and frees lapsed holds first. */
async function holdSeatsStepByStep(
  db: Database,
  realm: TRealm,
  input: HoldRequest,
  idempotency: HoldKey,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('events')
      .select(['id', 'title', 'status', 'price_credits'])
      .where('id', '=', input.eventId)
      .where('realm', '=', realm)
      .executeTakeFirst();
    if (!event || event.status === 'draft') throw notFound('Event');
    if (event.status === 'cancelled') throw new AppError('BUSINESS_RULE', 'This event has been cancelled');
    const slot = await trx
      .selectFrom('event_slots')
      .selectAll()
      .where('id', '=', input.slotId)
      .executeTakeFirst();
    if (!slot || slot.event_id !== event.id) throw notFound('Slot');
    if (slot.starts_at.getTime() <= Date.now())
      throw new AppError('BUSINESS_RULE', 'This slot has already started');
    const free = event.price_credits === 0;
    const booking = await trx
      .insertInto('bookings')
      .values({
        realm,
        event_id: event.id,
        slot_id: slot.id,
        user_id: input.userId,
        seats: input.seats,
        status: free ? 'confirmed' : 'held',
        hold_expires_at: free ? null : new Date(Date.now() + BOOKING_HOLD_MS),
        price_credits: event.price_credits,
        payment_method: free ? 'free' : null,
        payment_status: free ? 'COMPLETED' : 'PENDING',
        ticket_code: free ? newTicketCode() : null,
        confirmed_at: free ? new Date() : null,
        idempotency_key: idempotency?.key ?? null,
        request_hash: idempotency?.hash ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      userId: input.userId,
      kind: 'event_booked',
      title: `${free ? 'Booked' : 'Holding'} ${seatsText(input.seats)} for ${event.title}`,
      moduleId: 'events',
      reference: `booking:${booking.id}`,
    });
    // The seats are taken last, by one conditional update that locks the slot and checks it at once, so
    // the hot row stays locked only until commit.
    if (!(await takeSeats(trx, slot.id, input.seats))) {
      await lockSlots(trx, [slot.id]);
      await releaseLapsedHolds(trx, [slot.id]);
      if (!(await takeSeats(trx, slot.id, input.seats))) {
        const now = await trx
          .selectFrom('event_slots')
          .select(['capacity', 'seats_taken'])
          .where('id', '=', slot.id)
          .executeTakeFirstOrThrow();
        const left = Math.max(0, now.capacity - now.seats_taken);
        throw new AppError(
          'BUSINESS_RULE',
          left === 0 ? 'Sold out' : `Sold out: only ${left} seat${left === 1 ? '' : 's'} left`,
        );
      }
    }
    return booking.id;
  });
}

async function confirmPaid(
  trx: Executor,
  booking: BookingRow,
  payment: { method: 'credits' | 'gateway'; purchaseId?: string },
) {
  const total = booking.price_credits * booking.seats;
  const posted = await postTransaction(trx, {
    idempotencyKey: `booking:${booking.id}:payment`,
    kind: 'spend',
    description: `${booking.seats} seat${booking.seats === 1 ? '' : 's'} booked`,
    reference: { type: 'booking', id: booking.id },
    createdBy: booking.user_id,
    postings: spendPostings(booking.user_id, total),
  });
  await trx
    .updateTable('bookings')
    .set({
      status: 'confirmed',
      hold_expires_at: null,
      paid_credits: total,
      payment_method: payment.method,
      payment_status: 'COMPLETED',
      payment_transaction_id: posted.transactionId,
      ticket_code: newTicketCode(),
      confirmed_at: new Date(),
      ...(payment.purchaseId ? { purchase_id: payment.purchaseId } : {}),
    })
    .where('id', '=', booking.id)
    .execute();
}

/** Pays a held booking from the wallet: the seats are already the user's, so this only moves credits. */
export async function payWithCredits(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string },
) {
  // A lapsed hold's seats are released in a transaction that commits; the refusal is thrown after it.
  const refusal = await db.transaction().execute(async (trx) => {
    const locked = await lockBooking(trx, realm, input);
    const problem = payProblem(locked);
    if (problem) {
      if (holdLapsed(locked.booking)) await releaseLapsedHolds(trx, [locked.booking.slot_id]);
      return problem;
    }
    if (locked.booking.price_credits === 0) return new AppError('BUSINESS_RULE', 'This booking is free');
    await confirmPaid(trx, locked.booking, { method: 'credits' });
    return null;
  });
  if (refusal) throw refusal;
  return getBooking(db, realm, { ...input, admin: false });
}

/**
 * The purpose handler for gateway payments (see credits/purchases.ts): a payment is taken only while the table
 * lets the hold be paid (live hold, event still on sale); any other payment is refunded, and the seats are not
 * resurrected.
 */
export function bookingPurchasePurpose(realm: TRealm) {
  return {
    returnPage: (bookingId: string) => ({
      path: '/events/payment-return',
      params: { kind: 'booking', realm, id: bookingId },
    }),
    async accept(trx: Executor, purchase: { purpose_ref: string | null; user_id: string }) {
      const locked = await lockBooking(trx, realm, {
        bookingId: purchase.purpose_ref ?? '',
        userId: purchase.user_id,
      });
      if (holdLapsed(locked.booking)) {
        await releaseLapsedHolds(trx, [locked.booking.slot_id]);
        return { ok: false as const, reason: 'Your seat hold expired before the payment arrived' };
      }
      const problem = payProblem(locked);
      return problem ? { ok: false as const, reason: problem.message } : { ok: true as const };
    },
    async fulfil(trx: Executor, purchase: { id: string; purpose_ref: string | null; user_id: string }) {
      const locked = await lockBooking(trx, realm, {
        bookingId: purchase.purpose_ref ?? '',
        userId: purchase.user_id,
      });
      const problem = payProblem(locked);
      if (problem) throw problem;
      await confirmPaid(trx, locked.booking, { method: 'gateway', purchaseId: purchase.id });
    },
  };
}

/** The booking's gateway purchase while a checkout for it is still open (pending and not lapsed), or null. */
async function openPurchaseOf(executor: Executor, booking: { purchase_id: string | null }) {
  if (!booking.purchase_id) return null;
  const purchase = await executor
    .selectFrom('credit_purchases')
    .select(['id', 'status', 'expires_at'])
    .where('id', '=', booking.purchase_id)
    .executeTakeFirst();
  return purchase?.status === 'pending' && purchase.expires_at.getTime() > Date.now() ? purchase.id : null;
}

/**
 * Names the gateway purchase on the booking, only if the booking can still be paid. Answers why not (paid,
 * cancelled or taken off sale while the checkout was being set up), or that another checkout opened meanwhile
 * (`open`): either way the caller withdraws its purchase, so no pending purchase is left that the booking does
 * not name.
 */
export async function markGatewayPayment(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string; purchaseId: string },
): Promise<{ refused: AppError } | { open: string } | null> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockBooking(trx, realm, input);
    const problem = payProblem(locked);
    if (problem) return { refused: problem };
    const open = await openPurchaseOf(trx, locked.booking);
    if (open && open !== input.purchaseId) return { open };
    await trx
      .updateTable('bookings')
      .set({ payment_method: 'gateway', purchase_id: input.purchaseId })
      .where('id', '=', locked.booking.id)
      .execute();
    return null;
  });
}

/** The hold about to be paid through the gateway, refused early by the same rules as the payment itself. */
export async function heldBookingForPayment(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string },
) {
  const row = await db
    .selectFrom('bookings as b')
    .innerJoin('event_slots as s', 's.id', 'b.slot_id')
    .innerJoin('events as e', 'e.id', 'b.event_id')
    .selectAll('b')
    .select(['s.starts_at as show_starts_at', 'e.status as event_status'])
    .where('b.id', '=', input.bookingId)
    .where('b.realm', '=', realm)
    .where('b.user_id', '=', input.userId)
    .executeTakeFirst();
  if (!row) throw notFound('Booking');
  if (holdLapsed(row)) throw new AppError('BUSINESS_RULE', 'Your seat hold has expired; book again');
  assertTransition(row, 'pay', { showStartsAt: row.show_starts_at, eventStatus: row.event_status });
  if (row.price_credits === 0) throw new AppError('BUSINESS_RULE', 'This booking is free');
  return { ...row, openPurchaseId: await openPurchaseOf(db, row) };
}

/**
 * A locked booking cancelled: its seats go back, and a paid booking's credits go back to the wallet, once (the
 * ledger key is the booking's). Refunded to the original payment (decision 038), those credits, bought for this
 * booking, then leave the wallet back to the gateway; the gateway is asked after commit (`settleOriginalRefund`).
 * Answers the purchase to settle, if any.
 */
async function cancelLocked(
  trx: Executor,
  booking: BookingRow,
  input: { reason: string; actorId: string; refundTo: TRefundTo },
): Promise<string | null> {
  const toOriginal = input.refundTo === 'original' && paidByGateway(booking);
  if (booking.paid_credits > 0) {
    await postTransaction(trx, {
      idempotencyKey: `booking:${booking.id}:refund`,
      kind: 'refund',
      description: toOriginal
        ? 'Booking cancelled: refunded to the original payment'
        : 'Booking cancelled: credits refunded',
      reference: { type: 'booking', id: booking.id },
      createdBy: input.actorId,
      postings: [
        { account: { system: 'revenue' }, amount: -booking.paid_credits },
        { account: { wallet: booking.user_id }, amount: booking.paid_credits },
      ],
    });
  }
  if (toOriginal && booking.purchase_id) {
    await requestOriginalRefund(trx, {
      purchaseId: booking.purchase_id,
      credits: booking.paid_credits,
      actorId: input.actorId,
      reason: input.reason,
    });
  }
  await changeSeats(trx, booking.slot_id, -booking.seats);
  await trx
    .updateTable('bookings')
    .set({
      status: 'cancelled',
      cancel_reason: input.reason,
      cancelled_at: new Date(),
      hold_expires_at: null,
      payment_status:
        booking.paid_credits > 0
          ? 'REFUNDED'
          : booking.payment_status === 'COMPLETED'
            ? 'COMPLETED'
            : 'FAILED',
    })
    .where('id', '=', booking.id)
    .execute();
  return toOriginal ? booking.purchase_id : null;
}

/** A confirmed booking paid through the gateway: its money can go back to the card or account it came from. */
const paidByGateway = (booking: BookingRow) =>
  booking.status === 'confirmed' &&
  booking.payment_method === 'gateway' &&
  booking.purchase_id !== null &&
  booking.paid_credits > 0;

/**
 * Cancelling frees the seats; a paid booking's money goes back once, to the original payment (the default for a
 * gateway payment) or as credits (decision 038). Never a used ticket. A retry that finds the booking already
 * cancelled still settles a gateway refund left requested (a crash or a gateway failure after commit), then
 * answers the same refusal as before.
 */
export async function cancelBooking(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: {
    userId: string | null;
    bookingId: string;
    reason: string;
    actorId: string;
    refundTo?: TRefundTo | undefined;
  },
) {
  let settle: string | null = null;
  let ownerId: string;
  try {
    ownerId = await db.transaction().execute(async (trx) => {
      const { booking } = await lockForChange(trx, realm, input, 'cancel');
      settle = await cancelLocked(trx, booking, {
        reason: input.reason,
        actorId: input.actorId,
        // Only the booker may trade their card refund for credits; an organiser's cancel pays back the card.
        refundTo: booking.user_id === input.actorId ? (input.refundTo ?? 'original') : 'original',
      });
      return booking.user_id;
    });
  } catch (error) {
    const left = await db
      .selectFrom('bookings')
      .select('purchase_id')
      .where('id', '=', input.bookingId)
      .where('status', '=', 'cancelled')
      .executeTakeFirst();
    if (left?.purchase_id) await settleQuietly(db, gateway, left.purchase_id);
    throw error;
  }
  if (settle) await settleQuietly(db, gateway, settle);
  return getBooking(db, realm, { bookingId: input.bookingId, userId: ownerId, admin: false });
}

/**
 * The cancellation is committed whatever the gateway answers: a gateway that fails leaves the refund requested
 * (the booking shows it pending) for the refund sweep or the next cancel attempt, instead of answering an error
 * for a cancel that happened.
 */
export async function settleQuietly(db: Database, gateway: PaymentGateway, purchaseId: string) {
  try {
    await settleOriginalRefund(db, gateway, purchaseId);
  } catch {
    // Still `requested`: the refund sweep (platform/payments/refund-retries.ts) or a cancel retry settles it.
  }
}

/**
 * An organiser cancels an event: every booking the table lets go is cancelled (holds released, paid bookings
 * refunded, a gateway payment to the original payment as decision 038 defaults); a used ticket, or a booking whose
 * show has started, keeps its state. Runs in the transaction that marks the event cancelled, with every slot of the
 * event locked first, so no payment or transfer slips between. The gateway is asked after commit
 * (`settleEventRefunds`), since this transaction cannot wait on it booking by booking.
 */
export async function cancelEventBookings(
  trx: Executor,
  realm: TRealm,
  input: { eventId: string; actorId: string; eventTitle: string },
) {
  const slots = await trx
    .selectFrom('event_slots')
    .select('id')
    .where('event_id', '=', input.eventId)
    .execute();
  if (slots.length === 0) return 0;
  await lockSlots(
    trx,
    slots.map((slot) => slot.id),
  );
  const bookings = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('event_id', '=', input.eventId)
    .where('realm', '=', realm)
    .where('status', 'in', stagesAllowing('cancel'))
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  let cancelled = 0;
  for (const booking of bookings) {
    const slot = await trx
      .selectFrom('event_slots')
      .select('starts_at')
      .where('id', '=', booking.slot_id)
      .executeTakeFirstOrThrow();
    if (transitionProblem(booking, 'cancel', { showStartsAt: slot.starts_at, eventStatus: 'cancelled' }))
      continue;
    await cancelLocked(trx, booking, {
      reason: `The organiser cancelled ${input.eventTitle}`,
      actorId: input.actorId,
      refundTo: 'original',
    });
    cancelled += 1;
  }
  return cancelled;
}

/** PATCH …/confirm: true confirms a free or paid booking; false gives the held seats back. */
export async function confirmBooking(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: { userId: string; bookingId: string; confirm: boolean },
) {
  if (!input.confirm) {
    const current = await getBooking(db, realm, { ...input, admin: false });
    if (current.status !== 'held') throw new AppError('CONFLICT', 'Only a held booking can be released');
    return cancelBooking(db, gateway, realm, {
      ...input,
      reason: 'Released before payment',
      actorId: input.userId,
    });
  }
  const booking = await getBooking(db, realm, { ...input, admin: false });
  if (booking.status === 'confirmed') return booking;
  if (booking.status !== 'held') throw new AppError('BUSINESS_RULE', `This booking is ${booking.status}`);
  throw new AppError('BUSINESS_RULE', 'Payment required: pay with credits or through the gateway first');
}

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
    .selectFrom('event_slots')
    .selectAll()
    .where('event_id', '=', booking.eventId)
    .where('id', '<>', booking.slotId)
    .where('starts_at', '>', new Date())
    .where(sql<boolean>`capacity - seats_taken >= ${booking.seats}`)
    .orderBy('starts_at')
    .execute();
  return {
    bookingId: booking.id,
    options: rows.map(toSlot),
  };
}

/**
 * Moves a booking to another slot of the same event in one transaction, both slots locked in id order. The
 * booking keeps everything else (payment, ticket, refund rights), so a transfer never launders a restriction:
 * a used ticket or a started show cannot be moved at all (the table).
 */
export async function transferBooking(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string; targetSlotId: string },
) {
  await db.transaction().execute(async (trx) => {
    const { booking, slots } = await lockForChange(
      trx,
      realm,
      { ...input, alsoSlots: [input.targetSlotId] },
      'transfer',
    );
    if (booking.slot_id === input.targetSlotId)
      throw new AppError('BUSINESS_RULE', 'The booking is already in that slot');
    const target = slots.get(input.targetSlotId);
    if (!target || target.event_id !== booking.event_id) throw notFound('Slot');
    if (target.starts_at.getTime() <= Date.now())
      throw new AppError('BUSINESS_RULE', 'That slot has already started');
    await releaseLapsedHolds(trx, [target.id]);
    const { seats_taken: taken } = await trx
      .selectFrom('event_slots')
      .select('seats_taken')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    if (target.capacity - taken < booking.seats)
      throw new AppError('BUSINESS_RULE', 'Sold out: not enough seats in that slot');
    await changeSeats(trx, booking.slot_id, -booking.seats);
    await changeSeats(trx, target.id, booking.seats);
    await trx
      .updateTable('bookings')
      .set({ slot_id: target.id, transferred_from_slot_id: booking.slot_id })
      .where('id', '=', booking.id)
      .execute();
  });
  return getBooking(db, realm, { ...input, admin: false });
}

/** The day a moment falls on in the event's own zone (decision 039), as yyyy-mm-dd. */
const showDay = (moment: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(moment);
const showWhen = (moment: Date, zone: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(moment);

/**
 * A ticket for another day's show is not admitted on a plain scan: the answer (409, details `slotStartsAt` and
 * the event's `timeZone`) says which show it is for, and the desk admits it only by asking again with
 * `otherDay` (issue #14 item 10). "Today" is the day at the event, in its own zone.
 */
export function otherDayProblem(slotStartsAt: Date, eventZone: string, now = new Date()) {
  if (showDay(slotStartsAt, eventZone) === showDay(now, eventZone)) return null;
  return new AppError(
    'CONFLICT',
    `This ticket is for the show on ${showWhen(slotStartsAt, eventZone)}, not today's; check it in only if you mean to`,
    [
      { path: 'slotStartsAt', message: slotStartsAt.toISOString() },
      { path: 'timeZone', message: eventZone },
    ],
  );
}

/** An organiser scans a ticket: it is admitted once; a second scan says when the first was. */
export async function checkIn(
  db: Database,
  realm: TRealm,
  input: { ticketCode: string; staffId: string; otherDay?: boolean | undefined },
) {
  const ticket = await db
    .selectFrom('bookings')
    .select('id')
    .where('ticket_code', '=', input.ticketCode)
    .where('realm', '=', realm)
    .executeTakeFirst();
  if (!ticket) throw notFound('Ticket');
  const bookingId = await db.transaction().execute(async (trx) => {
    const locked = await lockBooking(trx, realm, { bookingId: ticket.id, userId: null });
    const { booking } = locked;
    if (booking.checked_in_at) {
      const at = booking.checked_in_at.toISOString();
      throw new AppError('CONFLICT', `Ticket already checked in at ${at}`, [
        { path: 'checkedInAt', message: at },
      ]);
    }
    const problem = transitionProblem(booking, 'check_in', contextOf(locked));
    if (problem) throw new AppError(problem.code, problem.message.replace('booking', 'ticket'));
    const otherDay = input.otherDay ? null : otherDayProblem(locked.slot.starts_at, locked.event.time_zone);
    if (otherDay) throw otherDay;
    await trx
      .updateTable('bookings')
      .set({ checked_in_at: new Date(), checked_in_by: input.staffId })
      .where('id', '=', booking.id)
      .execute();
    await recordActivity(trx, {
      userId: booking.user_id,
      kind: 'event_checked_in',
      title: `Checked in at ${locked.event.title}`,
      moduleId: 'events',
      reference: `booking:${booking.id}`,
    });
    return booking.id;
  });
  return getBooking(db, realm, { bookingId, userId: input.staffId, admin: true });
}

export async function bookingPayment(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string; admin: boolean },
) {
  const booking = await getBooking(db, realm, input);
  const row = await db
    .selectFrom('bookings as b')
    .leftJoin('credit_purchases as p', 'p.id', 'b.purchase_id')
    .select([
      'b.payment_transaction_id',
      'b.purchase_id',
      'b.paid_credits',
      'p.status as purchase_status',
      'p.payment_url',
    ])
    .where('b.id', '=', booking.id)
    .executeTakeFirstOrThrow();
  return {
    method: booking.paymentMethod,
    status: booking.paymentStatus,
    amountCredits: booking.totalCredits,
    amountInr: booking.totalCredits * CREDIT_PRICE_INR,
    paidCredits: row.paid_credits,
    transactionId: row.payment_transaction_id,
    purchaseId: row.purchase_id,
    paymentUrl: row.purchase_status === 'pending' && booking.status === 'held' ? row.payment_url : null,
  };
}
