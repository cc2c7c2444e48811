/**
 * An event's waiting room as its organiser sets it (decision 080): switched on or off, when it opens, how fast it
 * admits and for how long. The seed of the draw is chosen here, once, when the room is first set up, and only its
 * hash is published until the draw. Changes when what an organiser may set, or when, does.
 */
import { randomBytes } from 'node:crypto';
import type { TRealm, TWaitingRoom, TWaitingRoomSettings } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { msg } from '../../../platform/i18n/say.js';
import { type EventViewer, eventRunBy } from '../organisers.js';
import { seedHashOf } from './draw.js';
import { readRoom, toRoom } from './reads.js';

export const DRAWN = msg('The draw has taken place: the opening time can no longer change');

/** A fresh seed: 32 random bytes, base64url, so it reads as plain text wherever it is published. */
export const newSeed = () => randomBytes(32).toString('base64url');

/**
 * PUT …/waiting-room. Only the event's organiser or an admin (anyone else: 404, decision 046). After the draw the
 * opening is history: moving it is refused, with the rest of the change, since the order was drawn for that moment.
 * Switching the room off keeps its entries and its draw; switching it on again carries on from them.
 */
export async function setWaitingRoom(
  db: Database,
  realm: TRealm,
  input: { eventId: string; viewer: EventViewer; settings: TWaitingRoomSettings },
): Promise<TWaitingRoom> {
  const { eventId, settings } = input;
  const opensAt = new Date(settings.opensAt);
  return db.transaction().execute(async (trx) => {
    await eventRunBy(trx, realm, eventId, input.viewer);
    const seed = newSeed();
    // A room set up twice at once keeps the first seed: its hash may already have been read.
    await trx
      .insertInto('waiting_rooms')
      .values({
        event_id: eventId,
        enabled: settings.enabled,
        opens_at: opensAt,
        admit_per_minute: settings.admitPerMinute,
        admission_minutes: settings.admissionMinutes,
        seed,
        seed_hash: seedHashOf(seed),
      })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .execute();
    const room = await trx
      .selectFrom('waiting_rooms')
      .select(['opens_at', 'drawn_at'])
      .where('event_id', '=', eventId)
      .forNoKeyUpdate()
      .executeTakeFirstOrThrow();
    if (room.drawn_at && room.opens_at.getTime() !== opensAt.getTime())
      throw new AppError('BUSINESS_RULE', DRAWN, [{ path: 'opensAt', message: DRAWN }]);
    await trx
      .updateTable('waiting_rooms')
      .set({
        enabled: settings.enabled,
        opens_at: opensAt,
        admit_per_minute: settings.admitPerMinute,
        admission_minutes: settings.admissionMinutes,
        updated_at: sql`now()`,
      })
      .where('event_id', '=', eventId)
      .execute();
    const answer = await readRoom(trx, eventId);
    if (!answer) throw new Error('a room just set is missing');
    return toRoom(answer);
  });
}
