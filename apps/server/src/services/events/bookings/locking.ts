/**
 * The gate every booking change passes: the lock order of decision 024 (slots in id order, then the booking) and
 * the transition table of decision 033 (transitions.ts). Changes when the lock order or what is asked of the table
 * does.
 */
import type { TRealm } from '@engagex/contracts';
import { type Selectable, sql } from 'kysely';
import type { BookingsTable, EventSlotsTable } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { holdLapsed } from './hold-terms.js';
import { assertTransition, type BookingChange, type EventStatus, transitionProblem } from './transitions.js';

export type BookingRow = Selectable<BookingsTable>;
type SlotRow = Selectable<EventSlotsTable>;

/**
 * pretix's rule: lock what you are about to make less available, then check it. Slots are locked in
 * id order, before the booking, by every write path, so two transactions never wait on each other
 * in a cycle.
 */
export async function lockSlots(trx: Executor, slotIds: string[]) {
  const rows = await trx
    .selectFrom('event_slots')
    .selectAll()
    .where('id', 'in', [...new Set(slotIds)])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

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
export async function lockBooking(
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

/** What the table needs to know about a locked booking besides its stage. */
export const contextOf = (locked: LockedBooking) => ({
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
export function payProblem(locked: LockedBooking): AppError | null {
  if (holdLapsed(locked.booking))
    return new AppError('BUSINESS_RULE', 'Your seat hold has expired; book again');
  return transitionProblem(locked.booking, 'pay', contextOf(locked));
}
