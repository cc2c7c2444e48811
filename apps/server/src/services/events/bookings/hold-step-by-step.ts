/**
 * A hold decided step by step in one transaction, when the grouped statement could not take it or the order is not
 * one it takes (several types, a promo code): says why it is refused (no such event or slot, cancelled, started,
 * a code used up, sold out, a type's quota reached, the waiting room) and frees lapsed holds before saying "Sold out". Changes when a
 * refusal's wording or order does; the terms come from hold-terms.ts, the order from order.ts, the seats from
 * seats.ts and the code's uses from promo-uses.ts.
 */
import type { TRealm } from '@engagex/contracts';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { refuseUnlessAdmitted } from '../waiting-room/gate.js';
import { tellConfirmed } from './booking-notices.js';
import { type HoldKey, holdTerms } from './hold-terms.js';
import { releaseLapsedHolds, releaseLapsedHoldsOf } from './lifecycle.js';
import { lockSlots } from './locking.js';
import { type Order, typeSeatsOf } from './order.js';
import { takePromoUse } from './promo-uses.js';
import { giveShowSeatsBack, soldOut, takeSeats, takeTypeSeats } from './seats.js';
import { newTicketCode, writeLines } from './tickets.js';

export type OrderedHold = { userId: string; eventId: string; slotId: string; order: Order };

/** Every check in turn, in a transaction: answers the new booking's id, or why the hold is refused. */
export async function holdSeatsStepByStep(
  db: Database,
  realm: TRealm,
  input: OrderedHold,
  idempotency: HoldKey,
): Promise<string> {
  // Lapsed holds freed on the way to "Sold out" went to the show's waitlist; the refusal rolls the hold back, so
  // they are freed again in a transaction that commits, and the line keeps its offers.
  let releasedThenSoldOut: string | null = null;
  try {
    return await holdInTransaction(db, realm, input, idempotency, (slotId) => {
      releasedThenSoldOut = slotId;
    });
  } catch (error) {
    if (releasedThenSoldOut) await releaseLapsedHoldsOf(db, releasedThenSoldOut);
    throw error;
  }
}

/** The show's seats and then each type's, all or none: which had no room, or null when taken. */
async function takeOrderSeats(trx: Parameters<typeof takeSeats>[0], slotId: string, order: Order) {
  if (!(await takeSeats(trx, slotId, order.seats))) return 'show' as const;
  if (await takeTypeSeats(trx, slotId, typeSeatsOf(order))) return null;
  await giveShowSeatsBack(trx, slotId, order.seats);
  return 'type' as const;
}

async function holdInTransaction(
  db: Database,
  realm: TRealm,
  input: OrderedHold,
  idempotency: HoldKey,
  onReleasedThenSoldOut: (slotId: string) => void,
): Promise<string> {
  const { order } = input;
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('events')
      .select(['id', 'title', 'status'])
      .where('id', '=', input.eventId)
      .where('realm', '=', realm)
      .executeTakeFirst();
    if (!event || event.status === 'draft') throw notFound('Event');
    if (event.status === 'cancelled') throw new AppError('BUSINESS_RULE', 'This event has been cancelled');
    // The waiting room (decision 080), in the transaction that takes the seats: before anything is written.
    await refuseUnlessAdmitted(trx, event.id, input.userId);
    const slot = await trx
      .selectFrom('event_slots')
      .selectAll()
      .where('id', '=', input.slotId)
      .executeTakeFirst();
    if (!slot || slot.event_id !== event.id) throw notFound('Slot');
    if (slot.starts_at.getTime() <= Date.now())
      throw new AppError('BUSINESS_RULE', 'This slot has already started');
    const terms = holdTerms({ free: order.total === 0, seats: order.seats, now: new Date() });
    const booking = await trx
      .insertInto('bookings')
      .values({
        realm,
        event_id: event.id,
        slot_id: slot.id,
        user_id: input.userId,
        seats: order.seats,
        status: terms.status,
        hold_expires_at: terms.holdExpiresAt,
        // What one seat costs on average; the booking's own price is `total_credits`.
        price_credits: order.seats > 0 ? Math.round(order.total / order.seats) : 0,
        total_credits: order.total,
        promo_code_id: order.promoCodeId,
        payment_method: terms.paymentMethod,
        payment_status: terms.paymentStatus,
        ticket_code: terms.issuesTicket ? newTicketCode() : null,
        confirmed_at: terms.confirmedAt,
        idempotency_key: idempotency?.key ?? null,
        request_hash: idempotency?.hash ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLines(trx, booking.id, order);
    const { activityTemplate } = terms;
    await recordActivity(trx, {
      userId: input.userId,
      kind: 'event_booked',
      title: say(activityTemplate, { seats: order.seats, event: event.title }),
      moduleId: 'events',
      reference: `booking:${booking.id}`,
    });
    // A free booking is confirmed at once, so its ticket is sent now; a sold-out refusal below takes it back.
    if (terms.status === 'confirmed') await tellConfirmed(trx, [booking.id]);
    // The seats are taken last, by conditional updates that lock the show's row and then its types' rows and check
    // them at once, so the hot rows stay locked only until commit.
    let short = await takeOrderSeats(trx, slot.id, order);
    if (short) {
      await lockSlots(trx, [slot.id]);
      const released = await releaseLapsedHolds(trx, [slot.id]);
      short = await takeOrderSeats(trx, slot.id, order);
      if (short) {
        if (released > 0) onReleasedThenSoldOut(slot.id);
        if (short === 'show') throw await soldOut(trx, slot.id);
        throw new AppError('BUSINESS_RULE', 'Sold out: not enough tickets of that type left in this show');
      }
    }
    // The code's use is taken after the seats (decision 078): every release locks the show's row and then gives
    // uses back, so taking the code's row first could deadlock a hold against a cancel of the same code.
    if (order.promoCodeId) await takePromoUse(trx, order.promoCodeId);
    return booking.id;
  });
}
