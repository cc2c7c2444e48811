// Partial refunds' money (decision 078): each part rounded on the running total, so the parts and a final whole
// refund add up to exactly what was paid, never more.

import { describe, expect, it } from 'vitest';
import { shareOfPayment } from './part-refunds.js';

describe('the money of a partial refund', () => {
  it('adds up to exactly what was paid, however the credits are split', () => {
    for (const [paid, credits] of [
      [1001, 2],
      [1000, 3],
      [99_999, 7],
      [50, 9],
    ] as const) {
      const purchase = { credits, amount_minor: paid };
      for (const split of [Array(credits).fill(1), [credits - 1, 1], [1, credits - 1]]) {
        let before = { credits: 0, amountMinor: 0 };
        for (const part of split) {
          const amount = shareOfPayment(purchase, before, part);
          expect(amount).toBeGreaterThanOrEqual(0);
          before = { credits: before.credits + part, amountMinor: before.amountMinor + amount };
          expect(before.amountMinor).toBeLessThanOrEqual(paid);
        }
        expect(before.amountMinor).toBe(paid);
      }
    }
  });

  it('pays a part at the purchase rate: 40 of 120 credits bought for ₹1,200 is ₹400', () => {
    expect(shareOfPayment({ credits: 120, amount_minor: 120_000 }, { credits: 0, amountMinor: 0 }, 40)).toBe(
      40_000,
    );
  });
});
