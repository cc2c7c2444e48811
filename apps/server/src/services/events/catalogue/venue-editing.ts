/**
 * Adding and changing venues (admins, decision 046): the one writer of `venues`. A venue's capacity never drops
 * below the seats already sold at any of its shows. Reads are in places.ts. Changes when what a venue holds does.
 */
import type { ZVenueInput, ZVenueUpdate } from '@engagex/contracts';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { getDistrict, getVenue } from './places.js';

export async function createVenue(db: Database, input: z.infer<typeof ZVenueInput>) {
  await getDistrict(db, input.districtId);
  const row = await db
    .insertInto('venues')
    .values({
      name: input.name,
      district_id: input.districtId,
      address: input.address,
      capacity: input.capacity,
      amenities: input.amenities,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getVenue(db, row.id);
}

export async function updateVenue(db: Database, id: string, input: z.infer<typeof ZVenueUpdate>) {
  await getVenue(db, id);
  if (input.districtId) await getDistrict(db, input.districtId);
  if (input.capacity !== undefined) {
    const biggest = await db
      .selectFrom('event_slots as s')
      .innerJoin('events as e', 'e.id', 's.event_id')
      .select((eb) => eb.fn.max('s.seats_taken').as('taken'))
      .where('e.venue_id', '=', id)
      .executeTakeFirst();
    if (Number(biggest?.taken ?? 0) > input.capacity) {
      throw new AppError('BUSINESS_RULE', 'Capacity is below seats already sold at this venue');
    }
  }
  await db
    .updateTable('venues')
    .set({
      ...(input.name ? { name: input.name } : {}),
      ...(input.districtId ? { district_id: input.districtId } : {}),
      ...(input.address ? { address: input.address } : {}),
      ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
      ...(input.amenities ? { amenities: input.amenities } : {}),
    })
    .where('id', '=', id)
    .execute();
  return getVenue(db, id);
}
