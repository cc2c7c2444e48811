import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { DashboardStats } from './DashboardStats';

const renderStats = () => renderWithApp(<DashboardStats />);

const STATS = {
  totalCredits: 1250,
  videosGenerated: 3,
  eventsAttended: 4,
  totalReferrals: 2,
  referralCreditsEarned: 120,
  monthlyReferralCredits: 70,
  jobApplications: 1,
  modulesUsed: 5,
  memberSince: '2026-08-24T02:11:58.977Z',
};

describe('DashboardStats', () => {
  it('shows the credit balance and each count from GET /dashboard/stats', async () => {
    stubApi({
      'GET /api/main/dashboard/stats': () => ok(STATS),
    });
    renderStats();
    const balance = await screen.findByText(new Intl.NumberFormat().format(1250));
    expect(balance.previousElementSibling?.textContent).toBe('Credit balance');
    const figureOf = (label: string) => screen.getByText(label).previousElementSibling?.textContent;
    expect(figureOf('Referral credits this month')).toBe('70');
    expect(screen.getByText('120 in all, from 2 referrals')).toBeTruthy();
    expect(figureOf('Events attended')).toBe('4');
    expect(figureOf('Modules used')).toBe('5');
    expect(figureOf('Job applications')).toBe('1');
    expect(figureOf('Videos generated')).toBe('3');
    expect(screen.getByText('Member since').previousElementSibling?.querySelector('time')?.dateTime).toBe(
      '2026-08-24T02:11:58.977Z',
    );
  });

  it('on a phone (folded) shows the balance and keeps the counts behind a "Your stats" disclosure', async () => {
    stubApi({ 'GET /api/main/dashboard/stats': () => ok(STATS) });
    renderWithApp(<DashboardStats folded />);
    await screen.findByText(new Intl.NumberFormat().format(1250));
    const region = screen.getByRole('region', { name: 'Your stats' });
    const toggle = within(region).getByRole('button', { name: 'Your stats' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Modules used')).toBeNull();

    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Modules used').previousElementSibling?.textContent).toBe('5');
  });

  it("says 'Failed to fetch dashboard stats' with the reason and a retry", async () => {
    stubApi({ 'GET /api/main/dashboard/stats': () => fail(404, 'NOT_FOUND', 'Not here') });
    renderStats();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch dashboard stats')).toBeTruthy();
    expect(within(alert).getByText('Not here')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
