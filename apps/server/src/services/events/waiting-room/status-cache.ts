/**
 * The memory that makes waiting cheap (decision 080): each process keeps every room it serves for up to a second,
 * and each person's entry until the room's state could have changed it, so polling `…/waiting-room/me` mostly reads
 * no database at all and never the booking tables. One per events realm in each process; nothing in it is shared.
 * Changes when what a poll may answer from memory, or for how long, does.
 */
import type { Executor } from '../../../platform/db/transaction.js';
import { type EntryState, type RoomState, readEntry, readRoom, statusOf } from './reads.js';

/** How long a room's state (its draw, the last place admitted, its counts) is answered from memory. */
export const ROOM_FRESH_MS = 1_000;
/** How long "not in line" and "admission over" are answered from memory: either may change in another process. */
const SETTLED_FRESH_MS = 1_000;
/** Beyond this many people, the longest remembered are read again when they next poll. */
const MAX_ENTRIES = 200_000;

/** A room as this process last read it, and the database's clock as it ran then. */
export type CachedRoom = {
  state: RoomState;
  readAt: number;
  /** The database's moment now, from the moment it answered plus the time this process has counted since. */
  dbNowMs: () => number;
};

type CachedEntry = { entry: EntryState | null; readAt: number };

export class StatusCache {
  readonly #rooms = new Map<string, { room: CachedRoom | null; readAt: number }>();
  readonly #entries = new Map<string, CachedEntry>();
  /** Reads under way, so a thousand polls arriving together wait for one query. */
  readonly #reading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Executor,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  get size() {
    return { rooms: this.#rooms.size, entries: this.#entries.size };
  }

  /** The room from memory within its second (null: the event has none), or undefined when it must be read. */
  heldRoom(eventId: string): CachedRoom | null | undefined {
    const held = this.#rooms.get(eventId);
    return held && this.clock() - held.readAt < ROOM_FRESH_MS ? held.room : undefined;
  }

  /** The room, read again once its second is up; null when the event has none. */
  async room(eventId: string): Promise<CachedRoom | null> {
    const held = this.heldRoom(eventId);
    if (held !== undefined) return held;
    return this.#once(`room:${eventId}`, async () => {
      const asked = this.clock();
      const state = await readRoom(this.db, eventId);
      const answeredAt = this.clock();
      // The database's `now()` was taken between the question and the answer: half-way is the best guess.
      const offset = state ? state.dbNow.getTime() - (asked + answeredAt) / 2 : 0;
      // Its age counts from the question: what it says may be that old already when it arrives.
      const room = state ? { state, readAt: asked, dbNowMs: () => this.clock() + offset } : null;
      this.#rooms.set(eventId, { room, readAt: asked });
      return room;
    });
  }

  /** The person's entry from memory (null: not in line) while still true, or undefined when it must be read. */
  heldEntry(room: CachedRoom, userId: string): EntryState | null | undefined {
    const held = this.#entries.get(`${room.state.eventId}:${userId}`);
    return held && this.#stillTrue(held, room) ? held.entry : undefined;
  }

  /** The person's entry: from memory while nothing the room did since could have changed it. */
  async entry(room: CachedRoom, userId: string): Promise<EntryState | null> {
    const held = this.heldEntry(room, userId);
    if (held !== undefined) return held;
    const key = `${room.state.eventId}:${userId}`;
    return this.#once(`entry:${key}`, async () => {
      const asked = this.clock();
      const entry = await readEntry(this.db, room.state.eventId, userId);
      // A join answered while this read was under way is newer than what the read saw: it stays.
      const since = this.#entries.get(key);
      if (since && since.readAt >= asked) return since.entry;
      this.#store(key, { entry, readAt: asked });
      return entry;
    });
  }

  /** A join's answer, so the same process's next poll needs no read. */
  remember(entry: EntryState) {
    this.#store(`${entry.eventId}:${entry.userId}`, { entry, readAt: this.clock() });
  }

  /** The room changed here (its settings): the next answer reads it again. */
  forgetRoom(eventId: string) {
    this.#rooms.delete(eventId);
  }

  /**
   * Whether an entry read earlier is still what the database holds, judged from the room's state: a place waits
   * until the draw gives it a number and until the room admits through it; an admission holds until it runs out.
   */
  #stillTrue(held: CachedEntry, room: CachedRoom): boolean {
    const { entry } = held;
    if (!entry || statusOf(entry, room.dbNowMs()) === 'expired')
      return this.clock() - held.readAt < SETTLED_FRESH_MS;
    if (entry.admittedAt) return true;
    if (entry.position === null) return room.state.drawnAt === null;
    return room.state.admittedThrough < entry.position;
  }

  #store(key: string, value: CachedEntry) {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  #once<T>(key: string, read: () => Promise<T>): Promise<T> {
    const under = this.#reading.get(key);
    if (under) return under as Promise<T>;
    const reading = read().finally(() => this.#reading.delete(key));
    this.#reading.set(key, reading);
    return reading;
  }
}
