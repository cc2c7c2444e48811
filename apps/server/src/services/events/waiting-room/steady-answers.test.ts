/**
 * The poll's answers kept while they cannot change (places.ts, decision 086): the same answer only for the same room
 * state and entry, and never for a place that depends on the clock. Changes when what a kept answer may be does.
 */
import { describe, expect, it } from 'vitest';
import { isReusableAnswer } from '../../../platform/envelope.js';
import { answerOf } from './places.js';
import type { EntryState, RoomState } from './reads.js';
import type { CachedRoom } from './status-cache.js';

const NOW = Date.parse('2026-12-06T10:00:00Z');

function roomOf(changes: Partial<RoomState> = {}, nowMs = NOW): CachedRoom {
  const state: RoomState = {
    eventId: '49772d4a-9cfc-4399-b84e-35e613f13fc5',
    realm: 'events',
    eventStatus: 'published',
    organiserId: null,
    enabled: true,
    opensAt: new Date(NOW + 3600_000),
    admitPerMinute: 60,
    admissionMinutes: 15,
    seed: 'seed',
    seedHash: 'hash',
    drawnAt: null,
    positionsGiven: 0,
    admittedThrough: 0,
    waiting: 3,
    admitted: 0,
    dbNow: new Date(nowMs),
    ...changes,
  };
  return { state, readAt: nowMs, dbNowMs: () => nowMs };
}

const entry = (changes: Partial<EntryState> = {}): EntryState => ({
  id: '8434a89e-9d50-476c-8287-ccb6e3669f12',
  eventId: '49772d4a-9cfc-4399-b84e-35e613f13fc5',
  userId: 'f3f1c0de-0000-4000-8000-000000000001',
  joinedAt: new Date(NOW - 60_000),
  position: null,
  admittedAt: null,
  admissionExpiresAt: null,
  ...changes,
});

describe('a waiting place before the draw', () => {
  it('is one reusable answer while the room state and the entry are the same', () => {
    const room = roomOf();
    const mine = entry();
    const first = answerOf(room, mine);
    expect(answerOf(room, mine)).toBe(first);
    expect(isReusableAnswer(first)).toBe(true);
    expect(first.data).toMatchObject({
      status: 'waiting',
      position: null,
      opensAt: room.state.opensAt.toISOString(),
    });
  });

  it('is made again when the room is read again, or for another entry', () => {
    const mine = entry();
    const first = answerOf(roomOf(), mine);
    const later = roomOf({ opensAt: new Date(NOW + 7200_000) });
    const again = answerOf(later, mine);
    expect(again).not.toBe(first);
    expect(again.data.opensAt).toBe(later.state.opensAt.toISOString());
    expect(answerOf(later, entry())).not.toBe(again);
  });
});

describe('a place that depends on the clock', () => {
  it('is worked out on every poll once the draw has numbered it', () => {
    const mine = entry({ position: 5 });
    const drawn = { drawnAt: new Date(NOW - 1000), positionsGiven: 5, admittedThrough: 2 };
    const first = answerOf(roomOf(drawn, NOW), mine);
    expect(first.data.position).toBe(3);
    expect(isReusableAnswer(first)).toBe(false);
    const later = answerOf(roomOf(drawn, NOW + 30_000), mine);
    expect(later.data.expectedAdmissionAt).not.toBe(first.data.expectedAdmissionAt);
  });

  it('says expired once an admission has run out, with the same room state', () => {
    const expires = new Date(NOW + 60_000);
    const mine = entry({ position: 1, admittedAt: new Date(NOW - 1000), admissionExpiresAt: expires });
    let now = NOW;
    const room: CachedRoom = { ...roomOf({ drawnAt: new Date(NOW - 5000) }), dbNowMs: () => now };
    expect(answerOf(room, mine).data.status).toBe('admitted');
    now = expires.getTime() + 1;
    expect(answerOf(room, mine).data.status).toBe('expired');
  });
});
