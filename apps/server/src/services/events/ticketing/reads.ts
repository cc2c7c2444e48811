/**
 * What an event offers, as its page shows it (decision 078): its ticket types (the visible ones and those the
 * buyer's code unlocks; all of them for the people who run it), the questions put to each attendee, and how many
 * of each type every show can still sell. Changes when the event page shows more of its ticketing.
 */
import type { TEventDetail, TEventSlot, TQuestion, TTicketType } from '@engagex/contracts';
import type { Selectable } from 'kysely';
import type { EventQuestionsTable, TicketTypesTable } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { typesAvailable } from '../bookings/seats.js';
import { type EventViewer, runBy } from '../organisers.js';

export function toTicketType(row: Selectable<TicketTypesTable>, now = new Date()): TTicketType {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    nameHi: row.name_hi,
    description: row.description,
    priceCredits: row.price_credits,
    quotaPerShow: row.quota_per_show,
    maxPerBooking: row.max_per_booking,
    salesStartAt: row.sales_start_at?.toISOString() ?? null,
    salesEndAt: row.sales_end_at?.toISOString() ?? null,
    hidden: row.hidden,
    displayOrder: row.display_order,
    onSale:
      (row.sales_start_at === null || row.sales_start_at.getTime() <= now.getTime()) &&
      (row.sales_end_at === null || row.sales_end_at.getTime() > now.getTime()),
  };
}

export function toQuestion(row: Selectable<EventQuestionsTable>): TQuestion {
  return {
    id: row.id,
    eventId: row.event_id,
    label: row.label,
    labelHi: row.label_hi,
    kind: row.kind,
    options: row.options,
    required: row.required,
    ticketTypeIds: row.ticket_type_ids,
    displayOrder: row.display_order,
  };
}

/** The event's types in display order, hidden ones and those off sale included. */
export const eventTypeRows = (executor: Executor, eventId: string) =>
  executor
    .selectFrom('ticket_types')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('display_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The event's questions in the order attendees are asked them. */
export const eventQuestionRows = (executor: Executor, eventId: string) =>
  executor
    .selectFrom('event_questions')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('display_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The event's types in display order (hidden ones included), and its questions. */
export async function eventTypesAndQuestions(executor: Executor, eventId: string) {
  const [types, questions] = await Promise.all([
    eventTypeRows(executor, eventId),
    eventQuestionRows(executor, eventId),
  ]);
  return { types, questions };
}

/** The types a promo code unlocks (compared without case), if it is a live code of the event. */
async function unlockedBy(executor: Executor, eventId: string, promoCode: string | undefined) {
  if (!promoCode) return new Set<string>();
  const now = new Date();
  const row = await executor
    .selectFrom('promo_codes')
    .select(['unlocks_ticket_type_ids', 'active', 'valid_from', 'valid_until', 'max_uses', 'uses'])
    .where('event_id', '=', eventId)
    .where((eb) => eb(eb.fn('lower', ['code']), '=', promoCode.toLowerCase()))
    .executeTakeFirst();
  const live =
    row?.active &&
    (row.valid_from === null || row.valid_from.getTime() <= now.getTime()) &&
    (row.valid_until === null || row.valid_until.getTime() > now.getTime()) &&
    (row.max_uses === null || row.uses < row.max_uses);
  return new Set(live ? row.unlocks_ticket_type_ids : []);
}

/**
 * The event detail: the event, its shows each with what it can sell of each type offered, the types offered and
 * the questions. `runs`: the reader runs the event and sees every type.
 */
export async function eventDetail(
  executor: Executor,
  event: TEventDetail['event'],
  slots: TEventSlot[],
  reader: { runs: boolean; promoCode?: string | undefined },
): Promise<TEventDetail> {
  const [{ types, questions }, unlocked, available] = await Promise.all([
    eventTypesAndQuestions(executor, event.id),
    unlockedBy(executor, event.id, reader.promoCode),
    typesAvailable(
      executor,
      slots.map((slot) => slot.id),
    ),
  ]);
  const offered = types.filter((type) => reader.runs || !type.hidden || unlocked.has(type.id));
  const offeredIds = new Set(offered.map((type) => type.id));
  return {
    event,
    slots: slots.map((slot) => ({
      ...slot,
      ticketTypes: offered.map((type) => ({
        ticketTypeId: type.id,
        available:
          available.find((row) => row.slot_id === slot.id && row.ticket_type_id === type.id)?.available ??
          slot.seatsAvailable,
      })),
    })),
    ticketTypes: offered.map((type) => toTicketType(type)),
    questions: questions
      .filter(
        (question) =>
          question.ticket_type_ids === null || question.ticket_type_ids.some((id) => offeredIds.has(id)),
      )
      .map(toQuestion),
  };
}

/** Whether the viewer runs the event (its organiser, or an admin): they see every type, hidden ones too. */
export async function runsEvent(executor: Executor, eventId: string, viewer: EventViewer) {
  if (viewer.admin) return true;
  const row = await executor
    .selectFrom('events as e')
    .select('e.id')
    .where('e.id', '=', eventId)
    .where(runBy(viewer))
    .executeTakeFirst();
  return row !== undefined;
}
