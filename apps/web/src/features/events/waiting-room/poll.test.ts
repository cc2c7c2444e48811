import type { TWaitingRoomEntry } from '@engagex/contracts';
import { describe, expect, it } from 'vitest';
import { nextPollMs, POLL, type PollState } from './poll';

const NOW = Date.parse('2027-03-01T12:00:00Z');
const entry = (overrides: Partial<TWaitingRoomEntry> = {}): TWaitingRoomEntry => ({
  id: '1d3c5e7f-9a1b-4c3d-8e5f-7a9b1c3d5e7f',
  eventId: '6a1f0d3c-5b7e-4c2a-9e8d-1f2a3b4c5d6e',
  status: 'waiting',
  position: 40,
  expectedAdmissionAt: new Date(NOW + 60_000).toISOString(),
  admissionExpiresAt: null,
  opensAt: new Date(NOW - 60_000).toISOString(),
  joinedAt: new Date(NOW - 120_000).toISOString(),
  ...overrides,
});
const state = (overrides: Partial<PollState> = {}): PollState => ({
  entry: entry(),
  hidden: false,
  failures: 0,
  now: NOW,
  jitter: 0,
  ...overrides,
});

describe('how often the room asks for a place (decision 080)', () => {
  it('asks every few seconds near the front, less often far back, and at most every 15 s in view', () => {
    expect(nextPollMs(state())).toBe(POLL.nearMs);
    const fiveMinutes = entry({ expectedAdmissionAt: new Date(NOW + 5 * 60_000).toISOString() });
    expect(nextPollMs(state({ entry: fiveMinutes }))).toBe(15_000);
    const anHour = entry({ expectedAdmissionAt: new Date(NOW + 3_600_000).toISOString() });
    expect(nextPollMs(state({ entry: anHour }))).toBe(POLL.farMs);
  });

  it('asks far less often from a hidden tab, yet within half a minute', () => {
    expect(nextPollMs(state({ hidden: true }))).toBe(POLL.hiddenMs);
  });

  it('before the draw, asks when it is due, spread over two seconds, and no later than every 30 s', () => {
    const soon = entry({
      position: null,
      expectedAdmissionAt: null,
      opensAt: new Date(NOW + 8_000).toISOString(),
    });
    expect(nextPollMs(state({ entry: soon }))).toBe(8_000);
    expect(nextPollMs(state({ entry: soon, jitter: 1 }))).toBe(8_000 + POLL.spreadMs);
    const later = entry({
      position: null,
      expectedAdmissionAt: null,
      opensAt: new Date(NOW + 3_600_000).toISOString(),
    });
    expect(nextPollMs(state({ entry: later }))).toBe(POLL.hiddenMs);
  });

  it('backs off after failures, doubling to a minute, and waits at least as long as Retry-After says', () => {
    expect(nextPollMs(state({ failures: 1 }))).toBe(5_000);
    expect(nextPollMs(state({ failures: 2 }))).toBe(10_000);
    expect(nextPollMs(state({ failures: 9 }))).toBe(POLL.maxBackoffMs);
    expect(nextPollMs(state({ failures: 1, retryAfterMs: 20_000 }))).toBe(20_000);
  });

  it('stops once admitted or expired: nothing moves until the person acts', () => {
    expect(nextPollMs(state({ entry: entry({ status: 'admitted', position: null }) }))).toBeNull();
    expect(nextPollMs(state({ entry: entry({ status: 'expired', position: null }) }))).toBeNull();
    expect(nextPollMs(state({ entry: null }))).toBeNull();
  });

  it('asks again soon when a read still says "not in the room" after this page joined', () => {
    expect(nextPollMs(state({ entry: null, joined: true }))).toBe(POLL.nearMs);
    expect(nextPollMs(state({ entry: null, joined: true, jitter: 1 }))).toBe(POLL.nearMs + POLL.spreadMs);
  });
});
