import type { TContestant } from '@engagex/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { contestantFixture } from '../test-utils';
import { MyRegistrationsPage } from './MyRegistrationsPage';

const entry = (overrides: Partial<TContestant>): TContestant => contestantFixture(overrides);

const showPage = (items: TContestant[], stats: object) => {
  stubApi({
    'GET /api/main/users/me': () => ok(demoUser),
    'GET /api/events/contestant-registration/my-registrations?page=1&limit=10': () =>
      ok({ items, page: 1, limit: 10, total: items.length, totalPages: 1 }),
    'GET /api/events/contestant-registration/my-stats': () => ok(stats),
  });
  renderWithApp(<MyRegistrationsPage />, { path: '/events/registrations?realm=events' });
};

const STATS = {
  total: 1,
  pendingPayment: 0,
  inReview: 0,
  approved: 0,
  rejected: 0,
  cancelled: 1,
  upcoming: 0,
  creditsPaid: 50,
  moneyPaid: [{ amountMinor: 100_000, currency: 'INR' }],
};

describe('My registrations says money as it was paid, and who withdrew (decision 038)', () => {
  it('shows an entry fee paid by card in rupees, and the fees paid per currency', async () => {
    showPage([entry({})], STATS);
    const card = await screen.findByRole('article', { name: 'Voice of Pune' });
    const fee = within(card).getByText('Entry fee').closest('div') as HTMLElement;
    expect(within(fee).getByText('₹1,000')).toBeTruthy();
    expect(within(fee).queryByText(/credits/)).toBeNull();
    const figures = screen.getByRole('region', { name: 'Registration figures' });
    const feesPaid = within(figures).getByText('Fees paid').nextElementSibling;
    expect(feesPaid?.textContent).toBe('₹1,000 · 50 credits');
  });

  it('says the organiser withdrew a competition, and the entrant an entry they withdrew', async () => {
    const refunded = {
      status: 'cancelled' as const,
      paymentStatus: 'REFUNDED' as const,
      refundedCredits: 100,
      refund: { to: 'original' as const, status: 'done' as const, byHand: null },
    };
    showPage(
      [
        entry({ ...refunded, withdrawnBy: 'organiser' }),
        entry({
          ...refunded,
          id: '4c9a1f0e-2b4d-4e6f-8a1b-2c3d4e5f6a7b',
          event: { ...entry({}).event, title: 'Laugh Riot' },
          withdrawnBy: 'entrant',
        }),
      ],
      { ...STATS, total: 2, cancelled: 2, creditsPaid: 0, moneyPaid: [] },
    );
    const byOrganiser = await screen.findByRole('article', { name: 'Voice of Pune' });
    expect(
      within(byOrganiser).getByText('The organiser withdrew this competition, so your entry is cancelled.'),
    ).toBeTruthy();
    expect(within(byOrganiser).queryByText('You withdrew this entry.')).toBeNull();
    const byEntrant = screen.getByRole('article', { name: 'Laugh Riot' });
    expect(within(byEntrant).getByText('You withdrew this entry.')).toBeTruthy();
  });
});

describe('My registrations says where an entry stands (decision 054)', () => {
  it('names the round an approved entry is in, and what a kept fee means for one not selected', async () => {
    showPage(
      [
        entry({
          status: 'approved',
          round: {
            number: 1,
            title: 'Round 1: Auditions',
            startsAt: '2026-12-11T04:30:00.000Z',
            timeZone: 'Asia/Kolkata',
          },
        }),
        entry({
          id: '4c9a1f0e-2b4d-4e6f-8a1b-2c3d4e5f6a7b',
          status: 'rejected',
          notes: 'The category is full',
          event: { ...entry({}).event, title: 'Laugh Riot', feeIfNotSelected: 'keep' },
        }),
      ],
      { ...STATS, total: 2, cancelled: 0, approved: 1, rejected: 1 },
    );
    const approved = await screen.findByRole('article', { name: 'Voice of Pune' });
    expect(within(approved).getByText(/^You are in: Round 1: Auditions, .*Dec.*11/)).toBeTruthy();
    const rejected = screen.getByRole('article', { name: 'Laugh Riot' });
    expect(
      within(rejected).getByText(
        'Your fee of ₹1,000 is not refunded: this competition keeps the fee of entries it does not select, as it said before you paid.',
      ),
    ).toBeTruthy();
  });
});
