/**
 * The one writer of `event_slots.seats_taken` (decision 024): every seat a booking takes, gives back or moves goes
 * through here, and seats-one-writer.test.ts fails when any other source file writes the column. Changes when the
 * way seats are counted does. Callers lock the slots first (locking.ts) except for `takeSeats`, which locks and
 * checks in one statement. Seats given back go first to the show's waitlist (waitlist/offers.ts), in the same
 * transaction, so no path that frees seats can put them on open sale while someone waiting fits them.
 */
import { type Expression, sql, type Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors.js';
import { offerFreedSeats } from '../waitlist/offers.js';

/**
 * Takes `seats` in `slotId` only if they fit, in one statement that locks and checks the slot row at once, so the
 * hot row stays locked only until commit; answers the slot's id when taken. The grouped hold embeds it as a CTE.
 */
export const takeSeatsStatement = (
  slotId: string | Expression<string>,
  seats: number | Expression<number>,
  // Checked on the locked row: a show moved while the statement waited for it is not taken at its old time.
  startsAt?: Date,
) =>
  sql<{ id: string }>`update event_slots set seats_taken = seats_taken + ${seats}
    where id = ${slotId} and seats_taken + ${seats} <= capacity${startsAt ? sql` and starts_at = ${startsAt}` : sql``}
    returning id`;

/** Takes seats only if they are free, in one statement; false when the slot cannot hold them. */
export async function takeSeats(trx: Executor, slotId: string, seats: number) {
  const { rows } = await takeSeatsStatement(slotId, seats).execute(trx);
  return rows.length > 0;
}

async function changeSeats(trx: Executor, slotId: string, delta: number) {
  await trx
    .updateTable('event_slots')
    .set({ seats_taken: sql`seats_taken + ${delta}` })
    .where('id', '=', slotId)
    .execute();
}

/**
 * Gives a booking's seats back to its slot (cancelled, or a lapsed hold released), then offers them to the show's
 * waitlist (decision 042). The caller has locked the slot.
 */
export async function releaseSeats(trx: Transaction<DB>, slotId: string, seats: number) {
  await changeSeats(trx, slotId, -seats);
  await offerFreedSeats(trx, slotId);
}

/**
 * Moves a booking's seats to another slot (a transfer), refused when the target has no room for them; the seats
 * left behind are offered to the first slot's waitlist. The caller has locked both slots.
 */
export async function moveSeats(
  trx: Transaction<DB>,
  input: { fromSlotId: string; to: { id: string; capacity: number }; seats: number },
) {
  const { seats_taken: taken } = await trx
    .selectFrom('event_slots')
    .select('seats_taken')
    .where('id', '=', input.to.id)
    .executeTakeFirstOrThrow();
  if (input.to.capacity - taken < input.seats)
    throw new AppError('BUSINESS_RULE', 'Sold out: not enough seats in that slot');
  await changeSeats(trx, input.fromSlotId, -input.seats);
  await changeSeats(trx, input.to.id, input.seats);
  await offerFreedSeats(trx, input.fromSlotId);
}

/** The refusal of a hold that found no room even after lapsed holds were released: how many seats are left. */
export async function soldOut(trx: Executor, slotId: string) {
  const now = await trx
    .selectFrom('event_slots')
    .select(['capacity', 'seats_taken'])
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();
  const left = Math.max(0, now.capacity - now.seats_taken);
  return new AppError(
    'BUSINESS_RULE',
    left === 0 ? 'Sold out' : `Sold out: only ${left} seat${left === 1 ? '' : 's'} left`,
  );
}

/** A slot with room for `seats` more, as a condition for reads that offer slots (transfer options). */
export const hasRoomFor = (seats: number) => sql<boolean>`capacity - seats_taken >= ${seats}`;
