import type { TRealm, ZEventInput, ZEventUpdate, ZSlotInput } from '@engagex/contracts';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';
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

export async function updateEvent(
  db: Database,
  realm: TRealm,
  eventId: string,
  input: z.infer<typeof ZEventUpdate>,
) {
  await getEvent(db, realm, eventId, { admin: true });
  await db
    .updateTable('events')
    .set({
      ...(input.title ? { title: input.title } : {}),
      ...(input.description ? { description: input.description } : {}),
      ...(input.eventType ? { event_type: input.eventType } : {}),
      ...(input.priceCredits !== undefined ? { price_credits: input.priceCredits } : {}),
      ...(input.status ? { status: input.status } : {}),
      ...(input.tags ? { tags: input.tags } : {}),
    })
    .where('id', '=', eventId)
    .where('realm', '=', realm)
    .execute();
  return { event: await getEvent(db, realm, eventId, { admin: true }), slots: await eventSlots(db, eventId) };
}

export async function addSlot(
  db: Database,
  realm: TRealm,
  eventId: string,
  input: z.infer<typeof ZSlotInput>,
) {
  const event = await getEvent(db, realm, eventId, { admin: true });
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
