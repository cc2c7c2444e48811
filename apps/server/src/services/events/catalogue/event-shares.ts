/**
 * Recording that someone shared an event (POST …/events/{id}/share) and the link they share; the one writer of
 * `event_shares`. Changes when a share records more, or the web app's event paths move.
 */
import type { TRealm } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { getEvent } from './events.js';

export async function shareEvent(
  db: Database,
  realm: TRealm,
  input: { eventId: string; userId: string | null; platform: string; webAppUrl: string },
) {
  await getEvent(db, realm, input.eventId, { admin: false });
  const share = await db
    .insertInto('event_shares')
    .values({ event_id: input.eventId, user_id: input.userId, platform: input.platform })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  const section = realm === 'events' ? 'events' : 'events/cultural';
  return {
    shareId: share.id,
    link: `${input.webAppUrl}/${section}/${input.eventId}?s=${share.id}`,
    sharedAt: share.created_at.toISOString(),
  };
}
