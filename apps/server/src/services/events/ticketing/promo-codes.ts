/**
 * An event's promo codes (decision 078): list (with their uses), create, change (switch off or on, its limit, its
 * end) and check one before paying. `uses` is written only by bookings/promo-uses.ts; here it is read, and a limit
 * below it is refused in the same statement that sets it. Changes when what a code may do does.
 */
import type {
  TPromoCode,
  TPromoCodeCheck,
  TPromoCodeInput,
  TPromoCodeUpdate,
  TRealm,
} from '@engagex/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import type { PromoCodesTable } from '../../../platform/db/schema.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { promoProblem, readOrderFacts, unitDiscount } from '../bookings/order.js';
import { draftReader, getEvent } from '../catalogue/events.js';
import { type EventViewer, eventRunBy } from '../organisers.js';
import { ownTypes } from './event-types.js';

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

export function toPromoCode(row: Selectable<PromoCodesTable>): TPromoCode {
  return {
    id: row.id,
    eventId: row.event_id,
    code: row.code,
    percentOff: row.percent_off,
    creditsOff: row.credits_off,
    maxUses: row.max_uses,
    uses: row.uses,
    validFrom: row.valid_from?.toISOString() ?? null,
    validUntil: row.valid_until?.toISOString() ?? null,
    ticketTypeIds: row.ticket_type_ids,
    unlocksTicketTypeIds: row.unlocks_ticket_type_ids,
    active: row.active,
    createdAt: row.created_at.toISOString(),
  };
}

/** GET …/promo-codes: newest first, each with the bookings using it now. */
export async function listPromoCodes(
  db: Database,
  realm: TRealm,
  eventId: string,
  viewer: EventViewer,
): Promise<TPromoCode[]> {
  await eventRunBy(db, realm, eventId, viewer);
  const rows = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toPromoCode);
}

const taken = (code: string) =>
  new AppError('CONFLICT', say('This event already has the code {code}', { code }), [
    { path: 'body.code', message: 'Already in use' },
  ]);

/**
 * POST …/promo-codes: a code unique in the event without case; the types it discounts and unlocks are the event's,
 * and only a hidden type needs unlocking.
 */
export async function createPromoCode(
  db: Database,
  realm: TRealm,
  input: { eventId: string; viewer: EventViewer; code: TPromoCodeInput },
): Promise<TPromoCode> {
  const { eventId, code } = input;
  await eventRunBy(db, realm, eventId, input.viewer);
  await ownTypes(db, eventId, code.ticketTypeIds, 'body.ticketTypeIds');
  const unlocks = await ownTypes(db, eventId, code.unlocksTicketTypeIds, 'body.unlocksTicketTypeIds');
  const shown = (code.unlocksTicketTypeIds ?? []).flatMap((id, index) =>
    unlocks.some((type) => type.id === id && !type.hidden)
      ? [{ path: `body.unlocksTicketTypeIds.${index}`, message: 'This type is not hidden' }]
      : [],
  );
  if (shown.length > 0)
    throw new AppError('VALIDATION_ERROR', 'A code unlocks hidden ticket types only', shown);
  const from = code.validFrom ? new Date(code.validFrom) : null;
  const until = code.validUntil ? new Date(code.validUntil) : null;
  if (from && until && until.getTime() <= from.getTime())
    throw new AppError('VALIDATION_ERROR', 'A code must end after it starts', [
      { path: 'body.validUntil', message: 'Must be after the start' },
    ]);
  const existing = await db
    .selectFrom('promo_codes')
    .select('id')
    .where('event_id', '=', eventId)
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.code.toLowerCase()))
    .executeTakeFirst();
  if (existing) throw taken(code.code);
  try {
    const row = await db
      .insertInto('promo_codes')
      .values({
        event_id: eventId,
        code: code.code,
        percent_off: code.percentOff ?? null,
        credits_off: code.creditsOff ?? null,
        max_uses: code.maxUses ?? null,
        valid_from: from,
        valid_until: until,
        ticket_type_ids: code.ticketTypeIds ?? null,
        unlocks_ticket_type_ids: code.unlocksTicketTypeIds ?? [],
        created_by: input.viewer.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPromoCode(row);
  } catch (error) {
    // Two organisers adding the same code at once: the unique index decides.
    if (isUniqueViolation(error)) throw taken(code.code);
    throw error;
  }
}

/**
 * PATCH …/promo-codes/{id}: switch it off or on, change its limit or end. A limit below the bookings using it now
 * is refused by the update's own condition, so a hold taking a use at the same moment cannot slip under it.
 */
export async function updatePromoCode(
  db: Database,
  realm: TRealm,
  input: { eventId: string; promoCodeId: string; viewer: EventViewer; changes: TPromoCodeUpdate },
): Promise<TPromoCode> {
  const { eventId, promoCodeId, changes } = input;
  await eventRunBy(db, realm, eventId, input.viewer);
  const before = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('id', '=', promoCodeId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!before) throw notFound('Promo code');
  const until =
    changes.validUntil === undefined
      ? undefined
      : changes.validUntil === null
        ? null
        : new Date(changes.validUntil);
  if (until && before.valid_from && until.getTime() <= before.valid_from.getTime())
    throw new AppError('VALIDATION_ERROR', 'A code must end after it starts', [
      { path: 'body.validUntil', message: 'Must be after the start' },
    ]);
  const { maxUses } = changes;
  let update = db
    .updateTable('promo_codes')
    .set({
      ...(changes.active !== undefined ? { active: changes.active } : {}),
      ...(maxUses !== undefined ? { max_uses: maxUses } : {}),
      ...(until !== undefined ? { valid_until: until } : {}),
    })
    .where('id', '=', promoCodeId);
  if (typeof maxUses === 'number') update = update.where('uses', '<=', maxUses);
  const row = await update.returningAll().executeTakeFirst();
  if (!row) {
    const now = await db
      .selectFrom('promo_codes')
      .select('uses')
      .where('id', '=', promoCodeId)
      .executeTakeFirstOrThrow();
    throw new AppError('CONFLICT', say('{uses} bookings use this code already', { uses: now.uses }), [
      { path: 'body.maxUses', message: say('At least {uses}', { uses: now.uses }) },
    ]);
  }
  return toPromoCode(row);
}

/** `typeId:quantity,typeId:quantity` as the check's query carries it; a 400 for anything else. */
export function parseItems(items: string | undefined) {
  if (!items) return [];
  return items.split(',').map((item) => {
    const match = /^([0-9a-f-]{36}):([1-9][0-9]?)$/i.exec(item.trim());
    if (!match?.[1] || !match[2])
      throw new AppError('VALIDATION_ERROR', 'Items are ticket type ids with a quantity each', [
        { path: 'query.items', message: 'Write typeId:quantity, separated by commas' },
      ]);
    return { ticketTypeId: match[1].toLowerCase(), quantity: Number(match[2]) };
  });
}

/**
 * GET …/promo-codes/check: what a live code unlocks and saves on the items the buyer is about to book, priced as the
 * booking will be (`unitDiscount` per ticket). An unknown, switched off, not yet valid, expired or used up code is
 * the 422 a booking with it gets; the caller counts it as a guess.
 */
export async function checkPromoCode(
  db: Database,
  realm: TRealm,
  input: { eventId: string; viewer: EventViewer; code: string; items: string | undefined },
): Promise<TPromoCodeCheck> {
  const items = parseItems(input.items);
  const event = await getEvent(db, realm, input.eventId, draftReader(input.viewer));
  const facts = await readOrderFacts(db, event.id, input.code);
  const problem = promoProblem(facts.promo, new Date());
  if (problem || !facts.promo)
    throw problem ?? new AppError('BUSINESS_RULE', 'This promo code is not valid for this event');
  const { promo } = facts;
  const byId = new Map(facts.types.map((type) => [type.id, type]));
  let discountCredits = 0;
  for (const [index, item] of items.entries()) {
    const type = byId.get(item.ticketTypeId);
    if (!type)
      throw new AppError('VALIDATION_ERROR', 'Ticket type not found', [
        { path: `query.items.${index}`, message: 'No such ticket type' },
      ]);
    discountCredits += unitDiscount(promo, type) * item.quantity;
  }
  return { code: promo.code, unlocksTicketTypeIds: promo.unlocks_ticket_type_ids, discountCredits };
}
