/**
 * The waiting room's refusal (decision 080, docs/product.md "Waiting rooms"): while an event's room is enabled, only
 * a person whose admission is running (`admission_expires_at` after the database's `now()`) takes seats of it, on
 * every path that takes seats for a buyer (holds, transfers, waitlist offers accepted); anyone else gets 403 with a
 * `waitingRoom` detail, so the web sends them to the room. A disabled room, or none, changes nothing. Every caller of
 * the seat writer that takes seats is listed with its gate in gate-paths.test.ts. Changes when who may take seats of
 * a room's event, or what a person refused is told, does.
 */
import { WAITING_ROOM_REFUSAL_PATH } from '@engagex/contracts';
import { type Expression, sql } from 'kysely';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors.js';
import { msg } from '../../../platform/i18n/say.js';

/** What a person without a running admission is told, and the detail the web recognises by its path. */
export const waitingRoomRefusal = () =>
  new AppError(
    'FORBIDDEN',
    msg('You are in the waiting room for this event: you can book once you are admitted'),
    [{ path: WAITING_ROOM_REFUSAL_PATH, message: msg('Wait for your turn in the waiting room') }],
  );

/**
 * Refuses, changing nothing, unless the event has no enabled room or the person's admission is running now (the
 * database's clock, as the admissions were stamped with it). One read: the room by its primary key and the
 * person's place through the (event_id, user_id) unique index. Call it inside, or right before, the transaction or
 * statement that takes the seats, for the event the seats belong to.
 */
export async function refuseUnlessAdmitted(executor: Executor, eventId: string, userId: string) {
  const room = await executor
    .selectFrom('waiting_rooms as w')
    .leftJoin('waiting_room_entries as a', (join) =>
      join.onRef('a.event_id', '=', 'w.event_id').on('a.user_id', '=', userId),
    )
    .select(sql<boolean>`coalesce(a.admission_expires_at > now(), false)`.as('admitted'))
    .where('w.event_id', '=', eventId)
    .where('w.enabled', '=', true)
    .executeTakeFirst();
  if (room && !room.admitted) throw waitingRoomRefusal();
}

/**
 * The same rule as a condition on one request row of a statement that takes seats (the grouped hold): true when the
 * event has no enabled room (`noRoom`, a subquery the statement evaluates once) or the user's admission is running.
 * The place is read as a scalar subquery, which PostgreSQL never turns into a hash of every place of the event
 * (an EXISTS can be, and was on an empty table's statistics): one probe of the unique index per request.
 */
export const admittedSql = (input: {
  eventId: string;
  userId: Expression<unknown>;
  noRoom: Expression<unknown>;
}) =>
  sql<boolean>`(${input.noRoom} or coalesce((select a.admission_expires_at > now() from waiting_room_entries a
    where a.event_id = ${input.eventId} and a.user_id = ${input.userId}), false))`;

/** The enabled room of an event, as a CTE body for `admittedSql`'s `noRoom` (`not exists (select 1 from …)`). */
export const enabledRoomSql = (eventId: string) =>
  sql`select 1 from waiting_rooms where event_id = ${eventId} and enabled`;

/**
 * How long a process trusts what it read about an event's room before a hold. Holds are the hottest path (about
 * 5,000 a second on one show): an event without a room pays no read per hold, only one a second per process. The
 * trust cannot let anyone past the room: the grouped statement checks the room itself on its own snapshot, and the
 * step-by-step path in its transaction (hold-together.ts, hold-step-by-step.ts); this only lets a hold on a room's
 * event be refused with one read instead of failing the statement first.
 */
const RECENT_ROOM_MS = 1000;
const recentRooms = new Map<string, { until: number; enabled: Promise<boolean> }>();

/** Whether the event had an enabled room when this process last looked, at most RECENT_ROOM_MS ago. */
export function roomRecentlyEnabled(executor: Executor, eventId: string): Promise<boolean> {
  const now = Date.now();
  const hit = recentRooms.get(eventId);
  if (hit && hit.until > now) return hit.enabled;
  if (recentRooms.size >= 1000)
    for (const [id, entry] of recentRooms) if (entry.until <= now) recentRooms.delete(id);
  const enabled = executor
    .selectFrom('waiting_rooms')
    .select('enabled')
    .where('event_id', '=', eventId)
    .executeTakeFirst()
    .then((row) => row?.enabled === true);
  recentRooms.set(eventId, { until: now + RECENT_ROOM_MS, enabled });
  enabled.catch(() => recentRooms.delete(eventId));
  return enabled;
}

/** Forgets what this process read of an event's room: the room's writer calls it after a change. */
export const forgetRecentRoom = (eventId: string) => recentRooms.delete(eventId);

/**
 * Before a hold: refused at once when the event's room is (recently known to be) enabled and the person is not
 * admitted; an event without a room costs no read here. The statement or transaction that takes the seats checks
 * again, exactly.
 */
export async function refuseHoldUnlessAdmitted(executor: Executor, eventId: string, userId: string) {
  if (await roomRecentlyEnabled(executor, eventId)) await refuseUnlessAdmitted(executor, eventId, userId);
}
