/**
 * Waiting rooms and admissions written straight into a test database (decision 080), so the gate's tests need
 * not wait on the room's routes, draw or admission ticks: a room opened a minute ago, and a person's place
 * admitted now for some minutes, or admitted earlier and run out, stamped with the database's clock as the
 * admission writer stamps them. Changes when the room's tables gain a column a test needs to set.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TWaitingRoomSettings } from '@engagex/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';

/** What an organiser sends to put an event behind a room opening in ten minutes, two admitted a minute. */
export const roomSettings = (over: Partial<TWaitingRoomSettings> = {}): TWaitingRoomSettings => ({
  enabled: true,
  opensAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  admitPerMinute: 2,
  admissionMinutes: 10,
  ...over,
});

/** Puts the event behind a room that opened a minute ago (drawn), enabled or not; again, switches it. */
export async function putRoom(db: Kysely<DB>, eventId: string, { enabled = true } = {}) {
  const seed = randomBytes(16).toString('hex');
  await db
    .insertInto('waiting_rooms')
    .values({
      event_id: eventId,
      enabled,
      opens_at: new Date(Date.now() - 60_000),
      admit_per_minute: 60,
      admission_minutes: 10,
      seed,
      seed_hash: createHash('sha256').update(seed, 'utf8').digest('hex'),
      drawn_at: new Date(),
    })
    .onConflict((conflict) => conflict.column('event_id').doUpdateSet({ enabled }))
    .execute();
}

/**
 * The person's place in the room: `admitted` for `minutes` from now, `expired` (admitted 15 minutes ago, ran out a
 * second ago) or `waiting` (a place, no admission). One place per person, as the unique index keeps it.
 */
export async function placeIn(
  db: Kysely<DB>,
  eventId: string,
  userId: string,
  state: 'admitted' | 'expired' | 'waiting',
  minutes = 10,
) {
  const [admittedAt, expiresAt] =
    state === 'admitted'
      ? [sql`now()`, sql`now() + make_interval(mins => ${minutes}::int)`]
      : state === 'expired'
        ? [sql`now() - interval '15 minutes'`, sql`now() - interval '1 second'`]
        : [sql`null`, sql`null`];
  await sql`insert into waiting_room_entries (event_id, user_id, position, admitted_at, admission_expires_at)
    values (${eventId}, ${userId},
      (select coalesce(max(position), 0) + 1 from waiting_room_entries where event_id = ${eventId}),
      ${admittedAt}, ${expiresAt})
    on conflict (event_id, user_id) do update
      set admitted_at = excluded.admitted_at, admission_expires_at = excluded.admission_expires_at`.execute(
    db,
  );
}
