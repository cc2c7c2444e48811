/**
 * Ticket types, questions and promo codes written straight into the test database (decision 078), so the hold
 * tests do not wait on the organiser's routes; and the counters a hold test compares with live tickets. Changes
 * when those tables gain a column a test needs to set.
 */
import type { TestDatabase } from './harness.js';

export type TypeInput = {
  name?: string;
  price: number;
  quota?: number | null;
  maxPerBooking?: number;
  salesStartAt?: Date | null;
  salesEndAt?: Date | null;
  hidden?: boolean;
  order?: number;
};

/** A ticket type of the event; answers its id. */
export async function addType(db: TestDatabase, eventId: string, input: TypeInput) {
  const row = await db.db
    .insertInto('ticket_types')
    .values({
      event_id: eventId,
      name: input.name ?? `Type ${Math.random().toString(36).slice(2, 6)}`,
      price_credits: input.price,
      quota_per_show: input.quota ?? null,
      max_per_booking: input.maxPerBooking ?? 10,
      sales_start_at: input.salesStartAt ?? null,
      sales_end_at: input.salesEndAt ?? null,
      hidden: input.hidden ?? false,
      display_order: input.order ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The event's first type (the "Standard" its creation made). */
export async function standardType(db: TestDatabase, eventId: string) {
  const row = await db.db
    .selectFrom('ticket_types')
    .select('id')
    .where('event_id', '=', eventId)
    .orderBy('display_order')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a type before any show holds it (no counter rows yet); later changes go through setTypeQuota. */
export async function changeType(db: TestDatabase, typeId: string, change: TypeInput | Partial<TypeInput>) {
  await db.db
    .updateTable('ticket_types')
    .set({
      ...(change.price !== undefined ? { price_credits: change.price } : {}),
      ...(change.quota !== undefined ? { quota_per_show: change.quota } : {}),
      ...(change.hidden !== undefined ? { hidden: change.hidden } : {}),
      ...(change.order !== undefined ? { display_order: change.order } : {}),
      ...(change.maxPerBooking !== undefined ? { max_per_booking: change.maxPerBooking } : {}),
    })
    .where('id', '=', typeId)
    .execute();
}

export async function addQuestion(
  db: TestDatabase,
  eventId: string,
  input: {
    label: string;
    kind: 'text' | 'number' | 'choice' | 'boolean';
    options?: string[];
    required?: boolean;
    typeIds?: string[] | null;
  },
) {
  const row = await db.db
    .insertInto('event_questions')
    .values({
      event_id: eventId,
      label: input.label,
      kind: input.kind,
      options: JSON.stringify(input.options ?? []),
      required: input.required ?? false,
      ticket_type_ids: input.typeIds ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addPromo(
  db: TestDatabase,
  eventId: string,
  input: {
    code: string;
    percentOff?: number;
    creditsOff?: number;
    maxUses?: number | null;
    validFrom?: Date | null;
    validUntil?: Date | null;
    typeIds?: string[] | null;
    unlocks?: string[];
    active?: boolean;
  },
) {
  const row = await db.db
    .insertInto('promo_codes')
    .values({
      event_id: eventId,
      code: input.code,
      percent_off: input.percentOff ?? null,
      credits_off: input.creditsOff ?? null,
      max_uses: input.maxUses ?? null,
      valid_from: input.validFrom ?? null,
      valid_until: input.validUntil ?? null,
      ticket_type_ids: input.typeIds ?? null,
      unlocks_ticket_type_ids: input.unlocks ?? [],
      active: input.active ?? true,
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function promoUses(db: TestDatabase, promoId: string) {
  const row = await db.db
    .selectFrom('promo_codes')
    .select('uses')
    .where('id', '=', promoId)
    .executeTakeFirstOrThrow();
  return row.uses;
}

/** Seats each type holds in a show by its counter (0 when it has no row yet). */
export async function typeSeatsTaken(db: TestDatabase, slotId: string, typeId: string) {
  const row = await db.db
    .selectFrom('show_ticket_type_seats')
    .select('seats_taken')
    .where('slot_id', '=', slotId)
    .where('ticket_type_id', '=', typeId)
    .executeTakeFirst();
  return row?.seats_taken ?? 0;
}

/** Live (not cancelled) tickets of a type in a show, on bookings held or confirmed. */
export async function liveTickets(db: TestDatabase, slotId: string, typeId?: string) {
  let query = db.db
    .selectFrom('tickets as k')
    .innerJoin('bookings as b', 'b.id', 'k.booking_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('b.slot_id', '=', slotId)
    .where('b.status', 'in', ['held', 'confirmed'])
    .where('k.status', '<>', 'cancelled');
  if (typeId) query = query.where('k.ticket_type_id', '=', typeId);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** Every booking row of a slot, whatever its status: a refused hold must leave none. */
export async function bookingsOfSlot(db: TestDatabase, slotId: string) {
  const row = await db.db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('slot_id', '=', slotId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
