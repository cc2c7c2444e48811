/**
 * A hold decided step by step in one transaction, when the grouped statement could not take it: says why it is
 * refused (no such event or slot, cancelled, started, sold out) and frees lapsed holds before saying "Sold out".
 * Changes when a refusal's wording or order does; the terms come from hold-terms.ts and the seats from seats.ts.
 */
import type { TRealm } from '@engagex/contracts';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { tellConfirmed } from './booking-notices.js';
import { type HoldKey, type HoldRequest, holdTerms } from './hold-terms.js';
import { releaseLapsedHolds, releaseLapsedHoldsOf } from './lifecycle.js';
import { lockSlots } from './locking.js';
import { soldOut, takeSeats } from './seats.js';
import { newTicketCode } from './tickets.js';

/** Every check in turn, in a transaction: answers the new booking's id, or why the hold is refused. */
export async function holdSeatsStepByStep(
  db: Database,
  realm: TRealm,
  input: HoldRequest,
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

async function holdInTransaction(
  db: Database,
  realm: TRealm,
  input: HoldRequest,
  idempotency: HoldKey,
  onReleasedThenSoldOut: (slotId: string) => void,
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
    const terms = holdTerms({ free: event.price_credits === 0, seats: input.seats, now: new Date() });
    const booking = await trx
      .insertInto('bookings')
      .values({
        realm,
        event_id: event.id,
        slot_id: slot.id,
        user_id: input.userId,
        seats: input.seats,
        status: terms.status,
        hold_expires_at: terms.holdExpiresAt,
        price_credits: event.price_credits,
        payment_method: terms.paymentMethod,
        payment_status: terms.paymentStatus,
        ticket_code: terms.issuesTicket ? newTicketCode() : null,
        confirmed_at: terms.confirmedAt,
        idempotency_key: idempotency?.key ?? null,
        request_hash: idempotency?.hash ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { activityTemplate } = terms;
    await recordActivity(trx, {
      userId: input.userId,
      kind: 'event_booked',
      title: say(activityTemplate, { seats: input.seats, event: event.title }),
      moduleId: 'events',
      reference: `booking:${booking.id}`,
    });
    // A free booking is confirmed at once, so its ticket is sent now; a sold-out refusal below takes it back.
    if (terms.status === 'confirmed') await tellConfirmed(trx, [booking.id]);
    // The seats are taken last, by one conditional update that locks the slot and checks it at once, so
    // the hot row stays locked only until commit.
    if (!(await takeSeats(trx, slot.id, input.seats))) {
      await lockSlots(trx, [slot.id]);
      const released = await releaseLapsedHolds(trx, [slot.id]);
      if (!(await takeSeats(trx, slot.id, input.seats))) {
        if (released > 0) onReleasedThenSoldOut(slot.id);
        throw await soldOut(trx, slot.id);
      }
    }
    return booking.id;
  });
}
