import type { TRealm, ZEventInput, ZEventUpdate, ZSlotInput } from '@engagex/contracts';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { cancelEventBookings } from '../bookings/bookings.js';
import { eventSlots, getEvent, toSlot } from './events.js';
import { getDistrict, getVenue } from './places.js';

export async function createEvent(db: Database, realm: TRealm, input: z.infer<typeof ZEventInput>) {
  await getDistrict(db, input.districtId);
  if (input.venueId) {
    const venue = await getVenue(db, input.venueId);
    if (venue.districtId !== input.districtId)
      throw new AppError('VALIDATION_ERROR', 'The venue is not in that district');
  }
  if (input.parentId) await getEvent(db, realm, input.parentId, { admin: true });
  const row = await db
    .insertInto('events')
    .values({
      realm,
      title: input.title,
      description: input.description,
      event_type: input.eventType,
      district_id: input.districtId,
      venue_id: input.venueId,
      starts_at: new Date(input.startsAt),
      ends_at: new Date(input.endsAt),
      price_credits: input.priceCredits,
      is_competition: input.isCompetition,
      registration_fee_credits: input.registrationFeeCredits,
      fee_per_additional_contestant: input.feePerAdditionalContestant,
      max_group_size: input.maxGroupSize,
      status: input.status,
      tags: input.tags,
      parent_id: input.parentId,
      round_number: input.roundNumber,
      image_hue: Math.floor(Math.random() * 360),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { event: await getEvent(db, realm, row.id, { admin: true }), slots: [] };
}

/**
 * Edits an event. Cancelling it cancels, in the same transaction, every booking the transition table lets go
 * (holds released, paid bookings refunded); a used ticket or a show already started keeps its state.
 */
export async function updateEvent(
  db: Database,
  realm: TRealm,
  input: { eventId: string; actorId: string; changes: z.infer<typeof ZEventUpdate> },
) {
  const { eventId, changes } = input;
  const before = await getEvent(db, realm, eventId, { admin: true });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('events')
      .set({
        ...(changes.title ? { title: changes.title } : {}),
        ...(changes.description ? { description: changes.description } : {}),
        ...(changes.eventType ? { event_type: changes.eventType } : {}),
        ...(changes.priceCredits !== undefined ? { price_credits: changes.priceCredits } : {}),
        ...(changes.status ? { status: changes.status } : {}),
        ...(changes.tags ? { tags: changes.tags } : {}),
      })
      .where('id', '=', eventId)
      .where('realm', '=', realm)
      .execute();
    if (changes.status === 'cancelled' && before.status !== 'cancelled') {
      await cancelEventBookings(trx, realm, { eventId, actorId: input.actorId, eventTitle: before.title });
    }
  });
  return { event: await getEvent(db, realm, eventId, { admin: true }), slots: await eventSlots(db, eventId) };
}

export async function addSlot(
  db: Database,
  realm: TRealm,
  eventId: string,
  input: z.infer<typeof ZSlotInput>,
) {
  const event = await getEvent(db, realm, eventId, { admin: true });
  // A slot is a showing of the event: it cannot start before the event does or end after it.
  if (
    Date.parse(input.startsAt) < Date.parse(event.startsAt) ||
    Date.parse(input.endsAt) > Date.parse(event.endsAt)
  ) {
    throw new AppError('VALIDATION_ERROR', "The slot must fall within the event's dates", [
      { path: 'body.startsAt', message: `The event runs from ${event.startsAt} to ${event.endsAt}` },
    ]);
  }
  if (event.venue) {
    const venue = await getVenue(db, event.venue.id);
    if (input.capacity > venue.capacity)
      throw new AppError('VALIDATION_ERROR', `The venue holds at most ${venue.capacity}`);
  }
  const row = await db
    .insertInto('event_slots')
    .values({
      event_id: eventId,
      starts_at: new Date(input.startsAt),
      ends_at: new Date(input.endsAt),
      capacity: input.capacity,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSlot(row);
}

/** Capacity can shrink only down to the seats already held or sold: the slot row is locked while checking. */
export async function resizeSlot(
  db: Database,
  realm: TRealm,
  input: { eventId: string; slotId: string; capacity: number },
) {
  await getEvent(db, realm, input.eventId, { admin: true });
  return db.transaction().execute(async (trx) => {
    const slot = await trx
      .selectFrom('event_slots')
      .selectAll()
      .where('id', '=', input.slotId)
      .where('event_id', '=', input.eventId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!slot) throw notFound('Slot');
    if (input.capacity < slot.seats_taken) {
      throw new AppError('BUSINESS_RULE', `${slot.seats_taken} seats are already taken in this slot`);
    }
    const updated = await trx
      .updateTable('event_slots')
      .set({ capacity: input.capacity })
      .where('id', '=', slot.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSlot(updated);
  });
}
