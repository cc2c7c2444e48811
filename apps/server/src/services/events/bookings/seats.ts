/**
 * The one writer of `event_slots.seats_taken` (decision 024) and of `show_ticket_type_seats` (decision 078): every
 * seat a booking takes, gives back or moves goes through here, the show's count and its ticket type's together, and
 * seats-one-writer.test.ts fails when any other source file writes either. A show's row is always locked before its
 * types' rows. A type's quota is copied onto its rows in each show, where a CHECK holds it like capacity's. Changes
 * when the way seats are counted does. Callers lock the slots first (locking.ts) except for `takeSeats`, which locks and
 * checks in one statement. Seats given back go first to the show's waitlist (waitlist/offers.ts), in the same
 * transaction, so no path that frees seats can put them on open sale while someone waiting fits them.
 */
import { type Expression, sql, type Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
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

/** Seats of one ticket type. */
export type TypeSeats = { ticketTypeId: string; seats: number };

/**
 * Adds seats to a type's count in a show, creating its row with the type's quota; the row's CHECK refuses a count
 * past the quota, so the grouped hold embeds it unconditionally and a refusal fails its statement.
 */
export const addTypeSeatsStatement = (rows: ReturnType<typeof sql>) =>
  sql`insert into show_ticket_type_seats as sts (slot_id, ticket_type_id, seats_taken, quota)
    select r.slot_id, r.ticket_type_id, r.seats, t.quota_per_show
    from (${rows}) as r (slot_id, ticket_type_id, seats) join ticket_types t on t.id = r.ticket_type_id
    on conflict (slot_id, ticket_type_id) do update set seats_taken = sts.seats_taken + excluded.seats_taken`;

/**
 * Takes seats of each type in a show within its quota (types in id order): false when one type has too few left,
 * and then nothing of any type is taken (a savepoint undoes the ones before). The caller took the show's seats first.
 */
export async function takeTypeSeats(trx: Executor, slotId: string, types: TypeSeats[]): Promise<boolean> {
  await sql`savepoint take_type_seats`.execute(trx);
  for (const type of [...types].sort((a, b) => a.ticketTypeId.localeCompare(b.ticketTypeId))) {
    await sql`insert into show_ticket_type_seats (slot_id, ticket_type_id, seats_taken, quota)
      select ${slotId}, id, 0, quota_per_show from ticket_types where id = ${type.ticketTypeId}
      on conflict do nothing`.execute(trx);
    const { rows } = await sql`update show_ticket_type_seats set seats_taken = seats_taken + ${type.seats}
      where slot_id = ${slotId} and ticket_type_id = ${type.ticketTypeId}
        and (quota is null or seats_taken + ${type.seats} <= quota)
      returning 1`.execute(trx);
    if (rows.length === 0) {
      await sql`rollback to savepoint take_type_seats`.execute(trx);
      return false;
    }
  }
  await sql`release savepoint take_type_seats`.execute(trx);
  return true;
}

/** Gives seats of each type back in a show. */
async function changeTypeSeats(trx: Executor, slotId: string, types: TypeSeats[], sign: 1 | -1) {
  for (const type of [...types].sort((a, b) => a.ticketTypeId.localeCompare(b.ticketTypeId))) {
    await sql`insert into show_ticket_type_seats as sts (slot_id, ticket_type_id, seats_taken, quota)
      select ${slotId}, id, ${Math.max(0, sign * type.seats)}, quota_per_show from ticket_types where id = ${type.ticketTypeId}
      on conflict (slot_id, ticket_type_id) do update set seats_taken = sts.seats_taken + ${sign * type.seats}`.execute(
      trx,
    );
  }
}

/** How many of each type a show can still sell, for every type of the event: the smaller of show and quota left. */
export async function typesAvailable(executor: Executor, slotIds: string[]) {
  if (slotIds.length === 0) return [];
  const { rows } = await sql<{ slot_id: string; ticket_type_id: string; available: number }>`
    select s.id as slot_id, t.id as ticket_type_id,
      greatest(0, least(s.capacity - s.seats_taken,
        coalesce(t.quota_per_show - coalesce(sts.seats_taken, 0), s.capacity - s.seats_taken)))::int as available
    from event_slots s join ticket_types t on t.event_id = s.event_id
      left join show_ticket_type_seats sts on sts.slot_id = s.id and sts.ticket_type_id = t.id
    where s.id in (${sql.join(slotIds)})`.execute(executor);
  return rows;
}

/**
 * Sets a type's quota on its rows in every show of its event (an organiser's change): refused, changing nothing,
 * when a show already holds more of the type than the new quota. The rows' locks order it with holds of the type.
 */
export async function setTypeQuota(trx: Transaction<DB>, ticketTypeId: string, quota: number | null) {
  const over = await sql<{ seats_taken: number }>`
    insert into show_ticket_type_seats as sts (slot_id, ticket_type_id, seats_taken, quota)
      select s.id, t.id, 0, ${quota}::int from ticket_types t join event_slots s on s.event_id = t.event_id
      where t.id = ${ticketTypeId}
    on conflict (slot_id, ticket_type_id) do update set quota = case
      when ${quota}::int is null or sts.seats_taken <= ${quota}::int then excluded.quota else sts.quota end
    returning seats_taken`.execute(trx);
  const most = Math.max(0, ...over.rows.map((row) => row.seats_taken));
  if (quota !== null && most > quota)
    throw new AppError(
      'CONFLICT',
      say('{taken} tickets of this type are already taken in one show', { taken: most }),
      [{ path: 'quotaPerShow', message: say('At least {taken}', { taken: most }) }],
    );
}

/** Takes seats only if they are free, in one statement; false when the slot cannot hold them. */
export async function takeSeats(trx: Executor, slotId: string, seats: number) {
  const { rows } = await takeSeatsStatement(slotId, seats).execute(trx);
  return rows.length > 0;
}

/** Undoes `takeSeats` in the same transaction, when a type had no room for seats the show had. */
export const giveShowSeatsBack = (trx: Executor, slotId: string, seats: number) =>
  changeSeats(trx, slotId, -seats);

async function changeSeats(trx: Executor, slotId: string, delta: number) {
  await trx
    .updateTable('event_slots')
    .set({ seats_taken: sql`seats_taken + ${delta}` })
    .where('id', '=', slotId)
    .execute();
}

/**
 * Gives seats back to their show and their types (a booking cancelled, some of its tickets cancelled, or a lapsed
 * hold released), then offers them to the show's waitlist (decision 042). The caller has locked the slot.
 */
export async function releaseSeats(trx: Transaction<DB>, slotId: string, types: TypeSeats[]) {
  await changeSeats(trx, slotId, -types.reduce((sum, type) => sum + type.seats, 0));
  await changeTypeSeats(trx, slotId, types, -1);
  await offerFreedSeats(trx, slotId);
}

/** The live (not cancelled) tickets of bookings, as seats per type, by booking. */
export async function liveTypeSeats(trx: Executor, bookingIds: string[]) {
  const byBooking = new Map<string, TypeSeats[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await trx
    .selectFrom('tickets')
    .select(['booking_id', 'ticket_type_id'])
    .select((eb) => eb.fn.countAll<string>().as('seats'))
    .where('booking_id', 'in', bookingIds)
    .where('status', '<>', 'cancelled')
    .groupBy(['booking_id', 'ticket_type_id'])
    .execute();
  for (const row of rows) {
    const list = byBooking.get(row.booking_id) ?? [];
    list.push({ ticketTypeId: row.ticket_type_id, seats: Number(row.seats) });
    byBooking.set(row.booking_id, list);
  }
  return byBooking;
}

/**
 * Moves a booking's seats to another slot (a transfer), refused when the target has no room for them; the seats
 * left behind are offered to the first slot's waitlist. The caller has locked both slots.
 */
export async function moveSeats(
  trx: Transaction<DB>,
  input: { fromSlotId: string; to: { id: string; capacity: number }; types: TypeSeats[] },
) {
  const seats = input.types.reduce((sum, type) => sum + type.seats, 0);
  const { seats_taken: taken } = await trx
    .selectFrom('event_slots')
    .select('seats_taken')
    .where('id', '=', input.to.id)
    .executeTakeFirstOrThrow();
  if (input.to.capacity - taken < seats)
    throw new AppError('BUSINESS_RULE', 'Sold out: not enough seats in that slot');
  if (!(await takeTypeSeats(trx, input.to.id, input.types)))
    throw new AppError('BUSINESS_RULE', 'Sold out: not enough tickets of this type in that slot');
  await changeSeats(trx, input.fromSlotId, -seats);
  await changeTypeSeats(trx, input.fromSlotId, input.types, -1);
  await changeSeats(trx, input.to.id, seats);
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
