/**
 * A person's own time zone (decision 053). Changes when a zone's rules do.
 */
import type { TUpdateTimeZoneRequest, TUserTimeZone } from '@engagex/contracts';
import { ZUpdateTimeZoneRequest } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors.js';

/**
 * PUT /users/time-zone (decision 053): the zone a person's notices, emails and pages write their times in. A zone
 * the person chose is kept until they choose another: their browser's (`chosen: false`) replaces only a zone that
 * came from a browser, in the same statement, so a tab reporting its zone never undoes a choice made meanwhile.
 */
export async function updateUserTimeZone(
  db: Database,
  userId: string,
  input: TUpdateTimeZoneRequest,
): Promise<TUserTimeZone> {
  const { timeZone, chosen } = ZUpdateTimeZoneRequest.parse(input);
  const row = await db
    .updateTable('users')
    .set({
      time_zone: chosen
        ? timeZone
        : sql<string>`case when time_zone_chosen then time_zone else ${timeZone} end`,
      time_zone_chosen: chosen ? true : sql<boolean>`time_zone_chosen`,
    })
    .where('id', '=', userId)
    .returning(['time_zone', 'time_zone_chosen'])
    .executeTakeFirst();
  if (!row) throw notFound('User');
  return { timeZone: row.time_zone, chosen: row.time_zone_chosen };
}
