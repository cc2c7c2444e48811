// Decision 051 in the README's split topology on PostgreSQL: the reward is made where the payment completes (the
// payments process), reversed where the booking is cancelled (the events process), released by the main process.
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { referralsApi } from '@engagex/contracts/api/referrals';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, walletOf } from '../../../test/api.js';
import { signIn } from '../../../test/harness.js';
import { PAYMENTS_PROCESS, SERVICES_PROCESS, useProcesses } from '../../../test/processes.js';
import { cardBooking, signUpAt } from './referrals.fixtures.js';

describe('held referral rewards across the split topology on PostgreSQL', () => {
  // The payments process starts last, so a module imported after is its copy.
  const split = useProcesses({ services: SERVICES_PROCESS, payments: PAYMENTS_PROCESS });
  let release: (now: Date) => Promise<number>;

  beforeAll(async () => {
    // The main process's own copy of the sweep (the module copy startProcess just loaded), with its purposes.
    const { releaseDueRewards } = await import('./reward-settlement.js');
    release = (now) => releaseDueRewards(split.processes.payments.app.db, { now });
  });

  it('holds the reward of a card booking, reverses it on the cancel, and releases another after its show', async () => {
    const { balancer } = split;
    const admin = await signIn(split.processes.payments.app, 'admin@engagex.dev');
    const referrer = await signIn(split.processes.payments.app, 'split-referrer@engagex.dev');
    const link = await inject(balancer, referralsApi.link, { session: referrer });
    const friend = await signUpAt(balancer, 'split-friend@example.com', link.data().referralCode);
    const book = async () =>
      (
        await cardBooking({ via: balancer, eventsApp: split.processes.services.app }, admin, friend, {
          capacity: 4,
        })
      ).bookingId;
    // Written by another process: the main process forgets its remembered balance when the change notice arrives.
    const referrerWallet = () => walletOf(balancer, referrer);

    const first = await book();
    await expect.poll(referrerWallet).toMatchObject({ balance: 0, pendingReferralCredits: 150 });
    const cancelled = await inject(balancer, bookingsApi.cancel, {
      realm: 'events',
      session: friend,
      params: { id: first },
      body: { reason: 'Cannot come' },
    });
    expect(cancelled.data().refund).toEqual({ to: 'original', status: 'done', byHand: null });
    await expect.poll(referrerWallet).toMatchObject({ balance: 0, pendingReferralCredits: 0 });

    await book();
    await expect.poll(referrerWallet).toMatchObject({ balance: 0, pendingReferralCredits: 150 });
    expect(await release(new Date(Date.now() + 10 * 24 * 3600_000))).toBe(1);
    await expect.poll(referrerWallet).toMatchObject({ balance: 150, pendingReferralCredits: 0 });
  }, 120_000);
});
