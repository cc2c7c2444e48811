import type { TFlaggedReferral } from '@engagex/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { FlaggedReferrals } from './FlaggedReferrals';

const flagged: TFlaggedReferral = {
  refereeId: '5b0a8a8e-3f0e-4d7e-9d55-0d1f0c2f6a11',
  refereeName: 'Second Account',
  refereeEmail: 'second@example.com',
  referrerId: 'c8710c03-88c5-4403-a2eb-b1410dba9be5',
  referrerName: 'Esha Employee',
  referrerEmail: 'esha@engagex.dev',
  reason: 'Signed up on a device the referrer signs in with',
  status: 'flagged',
  joinedAt: '2026-11-22T02:40:00.000Z',
  completedPurchases: 1,
};

describe('FlaggedReferrals', () => {
  it('shows why each referral is held and sends the admin’s decision', async () => {
    let body: unknown;
    stubApi({
      'GET /api/main/referral/admin/flagged': () => ok([flagged]),
      [`POST /api/main/referral/admin/${flagged.refereeId}/review`]: ({ init }) => {
        body = JSON.parse(String(init?.body));
        return ok({ ...flagged, status: 'rejected' });
      },
    });
    renderWithApp(<FlaggedReferrals />);
    expect(await screen.findByText('Esha Employee invited Second Account')).toBeTruthy();
    expect(screen.getByText('Signed up on a device the referrer signs in with')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(body).toEqual({ decision: 'reject' }));
  });

  it('shows nothing while no referral waits for review', async () => {
    const api = stubApi({ 'GET /api/main/referral/admin/flagged': () => ok([]) });
    const { container } = renderWithApp(<FlaggedReferrals />);
    await waitFor(() => expect(api).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
