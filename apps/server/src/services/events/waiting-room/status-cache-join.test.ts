/**
 * The status cache against a join that lands while a poll's read is under way (decision 080): the read was asked
 * before the join, so its "not in the room" must not replace the join's answer. No database: the read is held open.
 */
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../../platform/db/transaction.js';
import type { EntryState, RoomState } from './reads.js';
import { type CachedRoom, StatusCache } from './status-cache.js';

const EVENT = '6a1f0d3c-5b7e-4c2a-9e8d-1f2a3b4c5d6e';
const PERSON = '0b7f2c55-3f4e-4a52-9d0f-0d8f1c1d2e3f';

/** An executor whose one entry read answers only when the test lets it, with what the database held when asked. */
function heldRead() {
  let answer: (row: EntryState | undefined) => void = () => undefined;
  const pending = new Promise<EntryState | undefined>((resolve) => {
    answer = resolve;
  });
  const chain: Record<string, unknown> = {};
  for (const step of ['selectFrom', 'select', 'where']) chain[step] = () => chain;
  chain.executeTakeFirst = () => pending;
  return { db: chain as unknown as Executor, answer };
}

const room: CachedRoom = {
  state: {
    eventId: EVENT,
    drawnAt: null,
    admittedThrough: 0,
  } as RoomState,
  readAt: 0,
  dbNowMs: () => Date.now(),
};
const joined: EntryState = {
  id: '1d3c5e7f-9a1b-4c3d-8e5f-7a9b1c3d5e7f',
  eventId: EVENT,
  userId: PERSON,
  joinedAt: new Date(),
  position: null,
  admittedAt: null,
  admissionExpiresAt: null,
};

describe('a poll under way when the person joins', () => {
  it('answers, and keeps, the join rather than the read that was asked before it', async () => {
    let now = 1_000;
    const { db, answer } = heldRead();
    const cache = new StatusCache(db, () => now);
    const poll = cache.entry(room, PERSON);
    now += 5;
    cache.remember(joined);
    now += 5;
    answer(undefined); // the database had no entry when the poll asked
    expect(await poll).toEqual(joined);
    expect(cache.heldEntry(room, PERSON)).toEqual(joined);
  });

  it('stores what a read saw when nothing newer arrived while it ran', async () => {
    let now = 1_000;
    const { db, answer } = heldRead();
    const cache = new StatusCache(db, () => now);
    const poll = cache.entry(room, PERSON);
    now += 5;
    answer(undefined);
    expect(await poll).toBeNull();
    expect(cache.heldEntry(room, PERSON)).toBeNull();
  });
});
