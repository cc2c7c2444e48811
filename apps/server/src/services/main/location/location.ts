/**
 * A user's saved location (decision 045): its country decides modules and currency. Changes when the saved
 * location gains a field.
 */

import type { TUpdateLocationRequest, TUserLocation } from '@engagex/contracts';
import { ZUpdateLocationRequest } from '@engagex/contracts';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { countryNameOf, currencyOf } from './ip-lookup.js';

type LocationInput = ReturnType<typeof ZUpdateLocationRequest.parse>;

export async function getUserLocation(db: Database, userId: string): Promise<TUserLocation> {
  const row = await db
    .selectFrom('users')
    .select(['country', 'region', 'city', 'latlng', 'location_source', 'location_updated_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('User');
  const country = row.country.trim();
  const [lat, lng] = (row.latlng ?? '').split(',').map(Number);
  const coordinates =
    row.latlng && Number.isFinite(lat) && Number.isFinite(lng)
      ? { lat: lat as number, lng: lng as number }
      : null;
  return {
    country,
    countryName: countryNameOf(country),
    region: row.region,
    city: row.city,
    detectedFrom: row.location_source,
    accuracy: row.location_source === 'gps' ? 'precise' : row.city ? 'city' : 'country',
    coordinates,
    currency: currencyOf(country),
    updatedAt: row.location_updated_at?.toISOString() ?? null,
  };
}

/** PUT /users/location: the country decides module availability and the currency shown. */
export async function updateUserLocation(
  db: Database,
  userId: string,
  input: LocationInput | TUpdateLocationRequest,
): Promise<TUserLocation> {
  const location = ZUpdateLocationRequest.parse(input);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(['country', 'region', 'city'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const updated = await trx
      .updateTable('users')
      .set({
        country: location.countryCode,
        region: location.state,
        city: location.city,
        latlng: location.latlng?.replace(/\s/g, '') ?? null,
        locality: location.locality ?? location.state,
        location_source: location.detectedFrom,
        location_updated_at: new Date(),
      })
      .where('id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound('User');
    // Clients confirm their location at every start; only a real move is worth an activity entry.
    const moved =
      before?.country.trim() !== location.countryCode ||
      before.region !== location.state ||
      before.city !== location.city;
    if (!moved) return;
    const place = [location.city, location.state, countryNameOf(location.countryCode)]
      .filter(Boolean)
      .join(', ');
    await recordActivity(trx, {
      userId,
      kind: 'location_updated',
      title: say('Location set to {place}', { place }),
    });
  });
  return getUserLocation(db, userId);
}
