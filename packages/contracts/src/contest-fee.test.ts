import { describe, expect, it } from 'vitest';
import { contestEntryFee, contestRefund } from './contest-fee.js';

const DAY_MS = 86_400_000;

describe('contestEntryFee', () => {
  const terms = { baseFeeCredits: 50, perAdditionalContestantCredits: 20 };

  it('is the base fee for a solo entry', () => {
    expect(contestEntryFee(terms, 0)).toBe(50);
  });

  it('adds the per-member share for each member beyond the registrant', () => {
    expect(contestEntryFee(terms, 3)).toBe(110);
  });

  it('is free when the competition charges nothing', () => {
    expect(contestEntryFee({ baseFeeCredits: 0, perAdditionalContestantCredits: 0 }, 4)).toBe(0);
  });
});

describe('contestRefund', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const startsIn = (ms: number) => new Date(now.getTime() + ms);

  it('gives the whole fee back 7 days or more before the start', () => {
    expect(contestRefund(75, startsIn(7 * DAY_MS), now)).toBe(75);
    expect(contestRefund(75, startsIn(30 * DAY_MS), now)).toBe(75);
  });

  it('gives half back, rounded down, within the last 7 days', () => {
    expect(contestRefund(75, startsIn(7 * DAY_MS - 1), now)).toBe(37);
    expect(contestRefund(80, startsIn(1), now)).toBe(40);
  });

  it('gives nothing once the competition has started', () => {
    expect(contestRefund(75, now, now)).toBe(0);
    expect(contestRefund(75, startsIn(-DAY_MS), now)).toBe(0);
  });

  it('gives nothing back of a fee never paid', () => {
    expect(contestRefund(0, startsIn(30 * DAY_MS), now)).toBe(0);
  });
});
