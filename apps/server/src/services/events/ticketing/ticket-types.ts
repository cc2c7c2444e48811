/**
 * The organiser's ticket types (decision 078): list, create, change and delete the types an event sells. A type's
 * quota per show goes through the seats' one writer (`setTypeQuota`), and the event's "from" price follows the
 * cheapest visible type after every change. Changes when what an organiser may set on a type does.
 */
import type { TRealm, TTicketType, TTicketTypeInput, TTicketTypeUpdate } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { setTypeQuota } from '../bookings/seats.js';
import { syncFromPrice } from '../catalogue/from-price.js';
import { type EventViewer, eventRunBy } from '../organisers.js';
import { eventTypeRows, toTicketType } from './reads.js';

const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown }).code === '23503';

/** A sales window ends after it starts (the table's CHECK says so too, as a 500; this says it as a 400). */
function refuseBackwardsWindow(start: Date | null, end: Date | null) {
  if (start && end && end.getTime() <= start.getTime())
    throw new AppError('VALIDATION_ERROR', 'Sales must end after they start', [
      { path: 'body.salesEndAt', message: 'Must be after the start of sales' },
    ]);
}

const when = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** GET …/ticket-types: every type, hidden ones and those off sale too, in display order. */
export async function listTicketTypes(
  db: Database,
  realm: TRealm,
  eventId: string,
  viewer: EventViewer,
): Promise<TTicketType[]> {
  await eventRunBy(db, realm, eventId, viewer);
  const rows = await eventTypeRows(db, eventId);
  return rows.map((row) => toTicketType(row));
}

export async function createTicketType(
  db: Database,
  realm: TRealm,
  input: { eventId: string; viewer: EventViewer; type: TTicketTypeInput },
): Promise<TTicketType> {
  const { eventId, type } = input;
  await eventRunBy(db, realm, eventId, input.viewer);
  const start = when(type.salesStartAt) ?? null;
  const end = when(type.salesEndAt) ?? null;
  refuseBackwardsWindow(start, end);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('ticket_types')
      .values({
        event_id: eventId,
        name: type.name,
        name_hi: type.nameHi ?? null,
        description: type.description ?? null,
        price_credits: type.priceCredits,
        quota_per_show: type.quotaPerShow ?? null,
        ...(type.maxPerBooking !== undefined ? { max_per_booking: type.maxPerBooking } : {}),
        sales_start_at: start,
        sales_end_at: end,
        hidden: type.hidden ?? false,
        ...(type.displayOrder !== undefined ? { display_order: type.displayOrder } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // A new type holds no seats yet: the seats' writer copies its quota onto a show's row when it first takes one.
    await syncFromPrice(trx, eventId);
    return toTicketType(row);
  });
}

/** The type's row, locked against a concurrent change, or a 404 when it is not this event's. */
async function lockedType(trx: Transaction<DB>, eventId: string, ticketTypeId: string) {
  const row = await trx
    .selectFrom('ticket_types')
    .selectAll()
    .where('id', '=', ticketTypeId)
    .where('event_id', '=', eventId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Ticket type');
  return row;
}

/** PATCH …/ticket-types/{id}: null clears an optional field; a quota below what a show holds is a 409. */
export async function updateTicketType(
  db: Database,
  realm: TRealm,
  input: { eventId: string; ticketTypeId: string; viewer: EventViewer; changes: TTicketTypeUpdate },
): Promise<TTicketType> {
  const { eventId, ticketTypeId, changes } = input;
  await eventRunBy(db, realm, eventId, input.viewer);
  return db.transaction().execute(async (trx) => {
    const before = await lockedType(trx, eventId, ticketTypeId);
    const start = when(changes.salesStartAt);
    const end = when(changes.salesEndAt);
    refuseBackwardsWindow(
      start === undefined ? before.sales_start_at : start,
      end === undefined ? before.sales_end_at : end,
    );
    const row = await trx
      .updateTable('ticket_types')
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.nameHi !== undefined ? { name_hi: changes.nameHi } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.priceCredits !== undefined ? { price_credits: changes.priceCredits } : {}),
        ...(changes.quotaPerShow !== undefined ? { quota_per_show: changes.quotaPerShow } : {}),
        ...(changes.maxPerBooking !== undefined ? { max_per_booking: changes.maxPerBooking } : {}),
        ...(start !== undefined ? { sales_start_at: start } : {}),
        ...(end !== undefined ? { sales_end_at: end } : {}),
        ...(changes.hidden !== undefined ? { hidden: changes.hidden } : {}),
        ...(changes.displayOrder !== undefined ? { display_order: changes.displayOrder } : {}),
      })
      .where('id', '=', ticketTypeId)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Refuses (and rolls all of this back) when a show already holds more than the new quota.
    if (changes.quotaPerShow !== undefined && changes.quotaPerShow !== before.quota_per_show)
      await setTypeQuota(trx, ticketTypeId, changes.quotaPerShow);
    await syncFromPrice(trx, eventId);
    return toTicketType(row);
  });
}

/**
 * DELETE …/ticket-types/{id}: only a type nobody holds a ticket of, and never the event's last one (every event
 * sells at least one type). The event's types are locked, so two deletions at once cannot leave it none; codes and
 * questions stop naming the type.
 */
export async function deleteTicketType(
  db: Database,
  realm: TRealm,
  input: { eventId: string; ticketTypeId: string; viewer: EventViewer },
) {
  const { eventId, ticketTypeId } = input;
  await eventRunBy(db, realm, eventId, input.viewer);
  try {
    await db.transaction().execute(async (trx) => {
      const types = await trx
        .selectFrom('ticket_types')
        .select('id')
        .where('event_id', '=', eventId)
        .orderBy('id')
        .forUpdate()
        .execute();
      if (!types.some((type) => type.id === ticketTypeId)) throw notFound('Ticket type');
      if (types.length === 1)
        throw new AppError(
          'CONFLICT',
          'An event sells at least one ticket type: add another before deleting this one',
        );
      const [ticket, waiting] = await Promise.all([
        trx
          .selectFrom('tickets')
          .select('id')
          .where('ticket_type_id', '=', ticketTypeId)
          .limit(1)
          .executeTakeFirst(),
        trx
          .selectFrom('waitlist_entries')
          .select('id')
          .where('ticket_type_id', '=', ticketTypeId)
          .limit(1)
          .executeTakeFirst(),
      ]);
      if (ticket) throw typeInUse();
      if (waiting) throw new AppError('CONFLICT', 'People are waiting for this ticket type: hide it instead');
      await forgetType(trx, eventId, ticketTypeId);
      await trx.deleteFrom('ticket_types').where('id', '=', ticketTypeId).execute();
      await syncFromPrice(trx, eventId);
    });
  } catch (error) {
    // A hold that wrote a ticket of the type while we waited: the foreign key refuses, as a ticket found would.
    if (isForeignKeyViolation(error)) throw typeInUse();
    throw error;
  }
  return { id: ticketTypeId, deleted: true as const };
}

const typeInUse = () =>
  new AppError('CONFLICT', 'Tickets of this type have been booked: hide it or end its sales instead');

/** Codes and questions of the event stop naming a deleted type (an emptied list then covers no type). */
async function forgetType(trx: Transaction<DB>, eventId: string, ticketTypeId: string) {
  const [codes, questions] = await Promise.all([
    trx
      .selectFrom('promo_codes')
      .select(['id', 'ticket_type_ids', 'unlocks_ticket_type_ids'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .forUpdate()
      .execute(),
    trx
      .selectFrom('event_questions')
      .select(['id', 'ticket_type_ids'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .forUpdate()
      .execute(),
  ]);
  const without = (ids: string[]) => ids.filter((id) => id !== ticketTypeId);
  for (const code of codes) {
    const names =
      (code.ticket_type_ids?.includes(ticketTypeId) ?? false) ||
      code.unlocks_ticket_type_ids.includes(ticketTypeId);
    if (names)
      await trx
        .updateTable('promo_codes')
        .set({
          ticket_type_ids: code.ticket_type_ids && without(code.ticket_type_ids),
          unlocks_ticket_type_ids: without(code.unlocks_ticket_type_ids),
        })
        .where('id', '=', code.id)
        .execute();
  }
  for (const question of questions)
    if (question.ticket_type_ids?.includes(ticketTypeId))
      await trx
        .updateTable('event_questions')
        .set({ ticket_type_ids: without(question.ticket_type_ids) })
        .where('id', '=', question.id)
        .execute();
}
