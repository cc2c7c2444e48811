// The webhook retry schedule (decision 091): the first retry within 10 s, the wait doubling to an hour, and about a
// day of attempts before a delivery gives up.
import { describe, expect, it } from 'vitest';
import { backoffMs } from '../../../platform/notifications/delivery.js';
import { WEBHOOK_BACKOFF } from './delivery.js';

const longest = (attempt: number) => backoffMs(attempt, WEBHOOK_BACKOFF, () => 1);
const shortest = (attempt: number) => backoffMs(attempt, WEBHOOK_BACKOFF, () => 0);

describe('the webhook backoff', () => {
  it('retries first after 5 to 10 s, then doubles up to an hour', () => {
    expect([shortest(1), longest(1)]).toEqual([5_000, 10_000]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(longest)).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 1_280_000, 2_560_000, 3_600_000, 3_600_000,
    ]);
    expect(shortest(30)).toBe(1_800_000);
  });

  it('fits 32 to 56 attempts, by the jitter, in the day a delivery has', () => {
    const attemptsWithin = (wait: (attempt: number) => number) => {
      let elapsed = 0;
      let attempt = 1;
      while (elapsed + wait(attempt) <= 24 * 3_600_000) elapsed += wait(attempt++);
      return attempt;
    };
    expect(attemptsWithin(longest)).toBe(32);
    expect(attemptsWithin(shortest)).toBe(56);
  });
});
