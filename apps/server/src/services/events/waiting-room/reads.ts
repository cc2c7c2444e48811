/**
 * Reading a waiting room and a person's place, and the answers made of them (decision 080, docs/product.md
 * "Waiting rooms"). Every read here touches only `waiting_rooms`, `waiting_room_entries` and the event's own row,
 * never the booking tables, so a poll that misses the cache stays cheap. Changes when the room's or a place's answer
 * does.
 */
import type { TRealm, TWaitingRoom, TWaitingRoomEntry, TWaitingRoomStatus } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../../platform/db/transaction.js';
import { notFound } from '../../../platform/errors.js';
import type { EventViewer } from '../organisers.js';
import type { StatusCache } from './status-cache.js';

/** A room as the database had it at `dbNow`, with its event's realm, status and organiser, and its counts. */
export type RoomState = {
  eventId: string;
  realm: TRealm;
  eventStatus: string;
  organiserId: string | null;
  enabled: boolean;
  opensAt: Date;
  admitPerMinute: number;
  admissionMinutes: number;
  seed: string;
  seedHash: string;
  drawnAt: Date | null;
  positionsGiven: number;
  admittedThrough: number;
  waiting: number;
  admitted: number;
  dbNow: Date;
};

/** A person's entry as stored. */
export type EntryState = {
  id: string;
  eventId: string;
  userId: string;
  joinedAt: Date;
  position: number | null;
  admittedAt: Date | null;
  admissionExpiresAt: Date | null;
};

/** The room of an event, whatever its realm (the caller checks it), or null when the event has none. */
export async function readRoom(executor: Executor, eventId: string): Promise<RoomState | null> {
  const row = await executor
    .selectFrom('waiting_rooms as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'r.event_id as eventId',
      'e.realm',
      'e.status as eventStatus',
      'e.organiser_id as organiserId',
      'r.enabled',
      'r.opens_at as opensAt',
      'r.admit_per_minute as admitPerMinute',
      'r.admission_minutes as admissionMinutes',
      'r.seed',
      'r.seed_hash as seedHash',
      'r.drawn_at as drawnAt',
      'r.positions_given as positionsGiven',
      'r.admitted_through as admittedThrough',
      sql<number>`(select count(*)::int from waiting_room_entries w
        where w.event_id = r.event_id and w.admitted_at is null)`.as('waiting'),
      sql<number>`(select count(*)::int from waiting_room_entries w
        where w.event_id = r.event_id and w.admitted_at is not null)`.as('admitted'),
      sql<Date>`now()`.as('dbNow'),
    ])
    .where('r.event_id', '=', eventId)
    .executeTakeFirst();
  return row ? { ...row, realm: row.realm as TRealm } : null;
}

export async function readEntry(executor: Executor, eventId: string, userId: string) {
  const row = await executor
    .selectFrom('waiting_room_entries')
    .select([
      'id',
      'event_id as eventId',
      'user_id as userId',
      'joined_at as joinedAt',
      'position',
      'admitted_at as admittedAt',
      'admission_expires_at as admissionExpiresAt',
    ])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (row ?? null) satisfies EntryState | null;
}

/** The room as anybody sees it: the seed only once the draw has made it safe to reveal. */
export function toRoom(room: RoomState): TWaitingRoom {
  return {
    eventId: room.eventId,
    enabled: room.enabled,
    opensAt: room.opensAt.toISOString(),
    admitPerMinute: room.admitPerMinute,
    admissionMinutes: room.admissionMinutes,
    waiting: room.waiting,
    admitted: room.admitted,
    seedHash: room.seedHash,
    seed: room.drawnAt ? room.seed : null,
    drawnAt: room.drawnAt?.toISOString() ?? null,
  };
}

/** What the room's rules make of an entry at the database's moment `nowMs`. */
export function statusOf(entry: Pick<EntryState, 'admissionExpiresAt'>, nowMs: number): TWaitingRoomStatus {
  if (!entry.admissionExpiresAt) return 'waiting';
  return nowMs < entry.admissionExpiresAt.getTime() ? 'admitted' : 'expired';
}

/**
 * GET …/waiting-room, public: the room from the process's memory (at most a second old). A draft's room is its
 * organiser's and the admins' to see, as the draft is (decision 046); anyone else gets 404, as for no room.
 */
export async function seeRoom(
  cache: StatusCache,
  realm: TRealm,
  eventId: string,
  viewer: EventViewer | null,
): Promise<TWaitingRoom> {
  const room = (await cache.room(eventId))?.state;
  if (!room || room.realm !== realm) throw notFound('Waiting room');
  const runs = viewer && (viewer.admin || (viewer.organiser && viewer.userId === room.organiserId));
  if (room.eventStatus === 'draft' && !runs) throw notFound('Waiting room');
  return toRoom(room);
}

const MINUTE_MS = 60_000;

/**
 * When a person with `ahead` places before them may expect to be admitted at `rate` a minute: whole minutes, up to
 * the next minute on the clock, so the page never shows a precision the queue does not have.
 */
export function expectedAdmission(nowMs: number, ahead: number, rate: number): Date {
  const at = nowMs + Math.ceil(ahead / rate) * MINUTE_MS;
  return new Date(Math.ceil(at / MINUTE_MS) * MINUTE_MS);
}

/**
 * A person's place as they are told it. `position` counts from the last place admitted, so 1 is admitted next; a
 * place left by someone who queued again after their admission ran out is still counted until it is passed (rare,
 * and it errs on the long side).
 */
export function toEntry(
  room: Pick<RoomState, 'admittedThrough' | 'admitPerMinute' | 'opensAt' | 'drawnAt'>,
  entry: EntryState,
  nowMs: number,
): TWaitingRoomEntry {
  const status = statusOf(entry, nowMs);
  const position =
    status === 'waiting' && room.drawnAt && entry.position !== null
      ? Math.max(1, entry.position - room.admittedThrough)
      : null;
  return {
    id: entry.id,
    eventId: entry.eventId,
    status,
    position,
    expectedAdmissionAt:
      position === null ? null : expectedAdmission(nowMs, position - 1, room.admitPerMinute).toISOString(),
    admissionExpiresAt: entry.admissionExpiresAt?.toISOString() ?? null,
    opensAt: room.opensAt.toISOString(),
    joinedAt: entry.joinedAt.toISOString(),
  };
}
