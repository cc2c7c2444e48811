import type { TActivity, TDashboardStats, TFavoritesResponse, TReferralLink } from '@engagex/contracts';
import { STORAGE_KEYS } from '@engagex/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IP_LOCATION_URL, resetLocationStateForTests } from '@/lib/location';
import { demoUser, londonIpLocation, modulesList, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { DashboardPage } from './DashboardPage';

const stats: TDashboardStats = {
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

const favorites: TFavoritesResponse = {
  favorites: [],
  settings: { showFavoritesAtTop: true, enableQuickLaunch: true, hideNonFavorites: false },
};

const activity: TActivity[] = [
  {
    id: 'a1',
    kind: 'credits_purchased',
    title: 'Bought 500 credits',
    moduleId: null,
    reference: null,
    timestamp: '2026-11-20T10:00:00.000Z',
  },
];

const link: TReferralLink = {
  referralCode: 'ABCD2345',
  referralLink: 'http://portal.test/join/ABCD2345',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  createdAt: '2026-11-01T10:00:00.000Z',
};

beforeEach(() => {
  resetLocationStateForTests();
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  // Wide jsdom window: the desktop variant, where nothing is folded.
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
});
afterEach(() => vi.restoreAllMocks());

describe('the dashboard page', () => {
  it('welcomes the user and shows the counts, the module grid and the recent activity', async () => {
    stubApi({
      'GET /api/main/users/me': () => ok(demoUser),
      'GET /api/main/dashboard/stats': () => ok(stats),
      'GET /api/main/favorites': () => ok(favorites),
      'GET /api/main/activity': () => ok(activity),
      'GET /api/main/modules?status=all': () => ok(modulesList),
      'GET /api/main/referral/link': () => ok(link),
      [`GET ${IP_LOCATION_URL}`]: () => new Response(JSON.stringify(londonIpLocation)),
    });
    renderWithApp(<DashboardPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Demo' })).toBeTruthy();
    expect(await screen.findByText(new Intl.NumberFormat().format(1250))).toBeTruthy();
    const grid = await screen.findByRole('link', { name: /E-commerce Platform/ });
    expect(grid).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent activity' });
    expect(await within(recent).findByText('Bought 500 credits')).toBeTruthy();
  });
});
