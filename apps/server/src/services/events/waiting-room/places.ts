/**
 * A person's place in a waiting room (decision 080): joining (one entry per person, whatever the tab or device) and
 * reading it back from the process's memory. Changes when who may join, or where a join or a rejoin is placed, does.
 */
import type { TRealm, TWaitingRoomEntry } from '@engagex/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import { type Answer, ok, reusableAnswer } from '../../../platform/envelope.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { msg } from '../../../platform/i18n/say.js';
import { clearAdmission } from './admission.js';
import { drawIfDue } from './draw.js';
import { type EntryState, type RoomState, readEntry, statusOf, toEntry } from './reads.js';
import type { CachedRoom, StatusCache } from './status-cache.js';

export const NOT_JOINED = msg('You have not joined the waiting room for this event');
export const ROOM_OFF = msg('This event has no waiting room at the moment: book it as usual');

/** The room row as a join sees it, locked for sharing (before the opening) or for a change (after it). */
async function lockRoom(trx: Transaction<DB>, realm: TRealm, eventId: string, mode: 'share' | 'change') {
  const query = trx
    .selectFrom('waiting_rooms as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'r.enabled',
      'r.opens_at',
      'r.admit_per_minute',
      'r.drawn_at',
      'r.positions_given',
      'r.admitted_through',
      'e.status',
      sql<boolean>`now() >= r.opens_at`.as('due'),
      sql<Date>`now()`.as('now'),
    ])
    .where('r.event_id', '=', eventId)
    .where('e.realm', '=', realm);
  const room = await (mode === 'share' ? query.forShare('r') : query.forNoKeyUpdate('r')).executeTakeFirst();
  // A draft is nobody's to queue for, as it is nobody's to book.
  if (!room || room.status === 'draft') throw notFound('Waiting room');
  if (room.status === 'cancelled') throw new AppError('BUSINESS_RULE', 'This event has been cancelled');
  if (!room.enabled) throw new AppError('BUSINESS_RULE', ROOM_OFF);
  return room;
}

type Joined = {
  room: { admittedThrough: number; admitPerMinute: number; opensAt: Date; drawnAt: Date | null };
  entry: EntryState;
  nowMs: number;
};

const joined = (room: Awaited<ReturnType<typeof lockRoom>>, entry: EntryState): Joined => ({
  room: {
    admittedThrough: room.admitted_through,
    admitPerMinute: room.admit_per_minute,
    opensAt: room.opens_at,
    drawnAt: room.drawn_at,
  },
  entry,
  nowMs: room.now.getTime(),
});

/**
 * Before the draw, joins only share the room row: they queue side by side, with no place yet, and the draw (which
 * needs the row to itself) waits for those under way. A person already in line, and not past their admission,
 * answers their entry from here at any time. Anything else is for `joinAfterOpening`: answers null.
 */
async function joinBeforeOpening(db: Database, realm: TRealm, eventId: string, userId: string) {
  return db.transaction().execute(async (trx) => {
    const room = await lockRoom(trx, realm, eventId, 'share');
    const mine = await readEntry(trx, eventId, userId);
    if (mine && statusOf(mine, room.now.getTime()) !== 'expired') return joined(room, mine);
    if (mine || room.drawn_at || room.due) return null;
    // Two tabs joining at once: the second waits for the first's row and answers it.
    await trx
      .insertInto('waiting_room_entries')
      .values({ event_id: eventId, user_id: userId })
      .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doNothing())
      .execute();
    const entry = await readEntry(trx, eventId, userId);
    if (!entry) throw new Error('a joined entry is missing');
    return joined(room, entry);
  });
}

/**
 * After the opening, a join takes the room row to itself: it draws the room if no one has yet, then places a new
 * person, or one whose admission ran out, at the back (`positions_given + 1`, arrival order).
 */
async function joinAfterOpening(db: Database, realm: TRealm, eventId: string, userId: string) {
  return db.transaction().execute(async (trx) => {
    let room = await lockRoom(trx, realm, eventId, 'change');
    if (await drawIfDue(trx, eventId)) room = await lockRoom(trx, realm, eventId, 'change');
    const mine = await readEntry(trx, eventId, userId);
    if (mine && statusOf(mine, room.now.getTime()) !== 'expired') return joined(room, mine);
    const place = room.positions_given + 1;
    if (mine) {
      await clearAdmission(trx, mine.id);
      await trx
        .updateTable('waiting_room_entries')
        .set({ position: place, joined_at: sql`now()` })
        .where('id', '=', mine.id)
        .execute();
    } else {
      await trx
        .insertInto('waiting_room_entries')
        .values({ event_id: eventId, user_id: userId, position: place })
        .execute();
    }
    await trx
      .updateTable('waiting_rooms')
      .set({ positions_given: place, updated_at: sql`now()` })
      .where('event_id', '=', eventId)
      .execute();
    const entry = await readEntry(trx, eventId, userId);
    if (!entry) throw new Error('a joined entry is missing');
    return joined({ ...room, positions_given: place }, entry);
  });
}

/**
 * POST …/waiting-room/join: the person's one entry in the room. Refused, changing nothing, for an event without a
 * room (or a draft), a room switched off and a cancelled event.
 */
export async function joinRoom(
  db: Database,
  cache: StatusCache,
  realm: TRealm,
  input: { eventId: string; userId: string },
): Promise<TWaitingRoomEntry> {
  const { eventId, userId } = input;
  const done =
    (await joinBeforeOpening(db, realm, eventId, userId)) ??
    (await joinAfterOpening(db, realm, eventId, userId));
  cache.remember(done.entry);
  return toEntry(done.room, done.entry, done.nowMs);
}

/**
 * GET …/waiting-room/me: the person's place from the process's memory (status-cache.ts), which reads the room
 * tables only when what it holds may have changed, and never the booking tables.
 */
export async function myPlace(
  cache: StatusCache,
  realm: TRealm,
  input: { eventId: string; userId: string },
): Promise<Answer<TWaitingRoomEntry>> {
  // Both from memory on almost every poll: then the answer is made without waiting on a promise.
  let room = cache.heldRoom(input.eventId);
  if (room === undefined) room = await cache.room(input.eventId);
  if (!room || !polledHere(room, realm)) throw notFound('Waiting room');
  let entry = cache.heldEntry(room, input.userId);
  if (entry === undefined) entry = await cache.entry(room, input.userId);
  if (!entry) throw new AppError('NOT_FOUND', NOT_JOINED);
  return answerOf(room, entry);
}

/** A room this realm's poll answers: its own realm's, and not a draft's (nobody queues for a draft). */
const polledHere = (room: CachedRoom, realm: TRealm) =>
  room.state.realm === realm && room.state.eventStatus !== 'draft';

/**
 * `myPlace`'s answer when both the room and the person's place are in memory, for the answers given before routing
 * (decision 108); undefined whenever `myPlace` would read, or refuse: the route then answers as always.
 */
export function heldPlace(
  cache: StatusCache,
  realm: TRealm,
  input: { eventId: string; userId: string },
): Answer<TWaitingRoomEntry> | undefined {
  const room = cache.heldRoom(input.eventId);
  if (!room || !polledHere(room, realm)) return undefined;
  const entry = cache.heldEntry(room, input.userId);
  return entry ? answerOf(room, entry) : undefined;
}

/**
 * Answers that stay word for word the same while the room's state and the entry are the objects they are: a place
 * not yet numbered (before the draw) and not admitted says nothing that depends on the clock. Everybody polling
 * before the opening gets theirs checked and written once per second the room is read (the serializer remembers a
 * reusable answer's JSON), instead of on every poll. Kept beside the entry, so it goes when the entry does.
 */
const steadyAnswers = new WeakMap<EntryState, { state: RoomState; answer: Answer<TWaitingRoomEntry> }>();

export function answerOf(room: CachedRoom, entry: EntryState): Answer<TWaitingRoomEntry> {
  const steady =
    entry.admissionExpiresAt === null && (room.state.drawnAt === null || entry.position === null);
  if (!steady) return ok(toEntry(room.state, entry, room.dbNowMs()));
  const known = steadyAnswers.get(entry);
  if (known?.state === room.state) return known.answer;
  const answer = reusableAnswer(ok(toEntry(room.state, entry, room.dbNowMs())));
  steadyAnswers.set(entry, { state: room.state, answer });
  return answer;
}
