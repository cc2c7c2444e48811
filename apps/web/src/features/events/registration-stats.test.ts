import type { TContestant } from '@engagex/contracts';
import { describe, expect, it } from 'vitest';
import { statsOf } from './registration-stats';

const entry = (overrides: Partial<TContestant>) =>
  ({
    status: 'registered',
    event: { startsAt: '2026-12-26T12:00:00.000Z' },
    feeCredits: 100,
    paymentStatus: 'COMPLETED',
    refundedCredits: 0,
    paidMoney: null,
    refund: null,
    ...overrides,
  }) as TContestant;

describe('cultural entries’ figures, as /my-stats sums them (decision 038)', () => {
  it('totals fees per currency, net of refunds, a card fee never counted as credits', () => {
    const stats = statsOf([
      entry({ paidMoney: { amountMinor: 100_000, currency: 'INR' } }),
      entry({
        status: 'cancelled',
        paymentStatus: 'REFUNDED',
        refundedCredits: 50,
        paidMoney: { amountMinor: 100_000, currency: 'INR' },
        refund: { to: 'original', status: 'done', byHand: null },
      }),
      entry({ feeCredits: 50 }),
      entry({ status: 'pending_payment', paymentStatus: 'PENDING' }),
    ]);
    expect(stats.moneyPaid).toEqual([{ amountMinor: 150_000, currency: 'INR' }]);
    expect(stats.creditsPaid).toBe(50);
  });
});
