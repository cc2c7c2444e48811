import type { TReferralLink, TReferralStats, TShareRecord } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getReferralInvite } from '@/lib/referral-invite';
import { calls, fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ToastHost } from '@/ui/toast';
import { clearToastsForTests } from '@/ui/toast/store';
import { JoinPage, joinLoader } from './components/JoinPage';
import { ReferralCard } from './components/ReferralCard';

const link: TReferralLink = {
  referralCode: 'ABCD2345',
  referralLink: 'http://portal.test/join/ABCD2345',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  createdAt: '2026-11-01T10:00:00.000Z',
};

const shareId = '7d3c5b4e-4f7a-4d3b-9a8e-2f1c0b9a8d7e';
const shareRecord = (platform: TShareRecord['platform']): TShareRecord => ({
  shareId,
  platform,
  trackingUrl: `http://portal.test/join/ABCD2345?s=${shareId}`,
  sharedAt: '2026-11-22T10:00:00.000Z',
});

const stats: TReferralStats = {
  period: 'month',
  totalReferrals: 1,
  activeReferrals: 1,
  totalCreditsEarned: 60,
  periodCreditsEarned: 60,
  pendingCredits: 0,
  conversionRate: 50,
  totalClicks: 2,
  topReferralMonth: { month: '2026-11', referrals: 1, creditsEarned: 60 },
  recentReferrals: [
    {
      userId: '0b7f2c55-3f4e-4a52-9d0f-0d8f1c1d2e40',
      userName: 'Grace Hopper',
      joinedAt: '2026-11-20T10:00:00.000Z',
      totalPurchases: 1,
      creditsEarnedFromUser: 60,
      creditsPendingFromUser: 0,
      lastPurchaseAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

const renderCard = (ui: ReactNode = <ReferralCard />) => renderWithApp(ui, { siblings: <ToastHost /> });

afterEach(() => clearToastsForTests());

describe('the share modal', () => {
  it('shows the QR code and the link, and copies the link with the Clipboard API', async () => {
    const api = stubApi({
      'GET /api/main/referral/link': () => ok(link),
      'GET /api/main/referral/shares': () => ok([]),
      'POST /api/main/referral/share': () => ok(shareRecord('copy'), 201),
    });
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCard();

    await user.click(screen.getByRole('button', { name: 'Share invite link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(dialog).findByRole('img', { name: 'QR code of your invite link' })).toHaveProperty(
      'src',
      link.qrCode,
    );
    expect((within(dialog).getByLabelText('Your invite link') as HTMLInputElement).value).toBe(
      link.referralLink,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(link.referralLink);
    expect(await within(dialog).findByText('Link copied to the clipboard.')).toBeTruthy();
    await waitFor(() => expect(calls(api)).toContain('POST /api/main/referral/share'));
  });

  it("records the share first, then opens the platform's share page with the tracking link", async () => {
    const api = stubApi({
      'GET /api/main/referral/link': () => ok(link),
      'GET /api/main/referral/shares': () => ok([]),
      'POST /api/main/referral/share': () => ok(shareRecord('whatsapp'), 201),
    });
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderCard();

    await user.click(screen.getByRole('button', { name: 'Share invite link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    await user.click(await within(dialog).findByRole('button', { name: 'Share on WhatsApp' }));

    await waitFor(() => expect(tab.location.href).toMatch(/^https:\/\/wa\.me\/\?text=/));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toContain(encodeURIComponent(shareRecord('whatsapp').trackingUrl));
    const shareCall = api.mock.calls.find(([url]) => String(url) === '/api/main/referral/share');
    expect(JSON.parse(String(shareCall?.[1]?.body))).toEqual({ platform: 'whatsapp' });
  });

  it("says 'Failed to share referral link' and closes the tab when the share cannot be recorded", async () => {
    stubApi({
      'GET /api/main/referral/link': () => ok(link),
      'GET /api/main/referral/shares': () => ok([]),
      'POST /api/main/referral/share': () => fail(500, 'INTERNAL', 'Something went wrong'),
    });
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderCard();

    await user.click(screen.getByRole('button', { name: 'Share invite link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    await user.click(await within(dialog).findByRole('button', { name: 'Share on X' }));

    expect(await screen.findByText('Failed to share referral link')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });

  it("says 'Failed to fetch referral link' and offers a retry", async () => {
    stubApi({ 'GET /api/main/referral/link': () => fail(404, 'NOT_FOUND', 'User not found') });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Share invite link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(dialog).findByText('Failed to fetch referral link')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the stats modal', () => {
  it('shows the numbers, the best month and the recent referrals, and changes period', async () => {
    const api = stubApi({
      'GET /api/main/referral/stats?period=month': () => ok(stats),
      'GET /api/main/referral/stats?period=all': () =>
        ok({ ...stats, period: 'all', periodCreditsEarned: 75 }),
    });
    const user = userEvent.setup();
    renderCard();

    await user.click(screen.getByRole('button', { name: 'Referral stats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Referral stats' });
    expect(await within(dialog).findByText('Best month: November 2026')).toBeTruthy();
    expect(within(dialog).getByText('50%')).toBeTruthy();
    const row = within(dialog).getByRole('row', { name: /Grace Hopper/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '60', expect.stringMatching(/2026/)]);

    await user.click(within(dialog).getByRole('radio', { name: 'All time' }));
    expect(await within(dialog).findByText('75')).toBeTruthy();
    expect(calls(api)).toContain('GET /api/main/referral/stats?period=all');
  });

  it('shows rewards still held as pending, apart from the credits earned (decision 051)', async () => {
    const [friend] = stats.recentReferrals;
    if (!friend) throw new Error('the fixture has a referral');
    stubApi({
      'GET /api/main/referral/stats?period=month': () =>
        ok({ ...stats, pendingCredits: 150, recentReferrals: [{ ...friend, creditsPendingFromUser: 150 }] }),
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Referral stats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Referral stats' });
    expect(await within(dialog).findByText('150 credits pending')).toBeTruthy();
    const row = within(dialog).getByRole('row', { name: /Grace Hopper/ });
    expect(within(row).getAllByRole('cell')[1]?.textContent).toBe('60+150 pending');
  });

  it("says 'Failed to fetch referral stats'", async () => {
    stubApi({
      'GET /api/main/referral/stats?period=month': () => fail(400, 'VALIDATION_ERROR', 'Bad period'),
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Referral stats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Referral stats' });
    expect(await within(dialog).findByText('Failed to fetch referral stats')).toBeTruthy();
  });

  it('invites to share when nobody has joined yet', async () => {
    stubApi({
      'GET /api/main/referral/stats?period=month': () =>
        ok({ ...stats, totalReferrals: 0, topReferralMonth: null, recentReferrals: [] }),
      'GET /api/main/referral/link': () => ok(link),
      'GET /api/main/referral/shares': () => ok([]),
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Referral stats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Referral stats' });
    await user.click(await within(dialog).findByRole('button', { name: 'Share your link' }));
    expect(await screen.findByRole('dialog', { name: 'Invite friends' })).toBeTruthy();
  });
});

describe('/join/:code', () => {
  const renderJoin = (path: string) =>
    renderWithApp(null, {
      path,
      routes: [
        { path: '/join/:code', Component: JoinPage, loader: joinLoader },
        { path: '/sign-in', element: <p>sign-in page</p> },
      ],
      siblings: <ToastHost />,
    });

  it('records the click with the share it came from, keeps the code and leads to sign-in', async () => {
    const api = stubApi({ 'POST /api/main/referral/clicks': () => ok({ valid: true, referrerName: 'Ada' }) });
    const user = userEvent.setup();
    const { router } = renderJoin(`/join/abcd2345?s=${shareId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada invited you to EngageX' })).toBeTruthy();
    const click = api.mock.calls.find(([url]) => String(url) === '/api/main/referral/clicks');
    expect(JSON.parse(String(click?.[1]?.body))).toEqual({ code: 'ABCD2345', shareId });
    expect(getReferralInvite()).toMatchObject({ code: 'ABCD2345', referrerName: 'Ada' });

    await user.click(screen.getByRole('link', { name: 'Accept invite' }));
    await screen.findByText('sign-in page');
    expect(router.state.location.search).toBe('?ref=ABCD2345');
  });

  it('says so when the code is not known, and keeps nothing', async () => {
    stubApi({ 'POST /api/main/referral/clicks': () => ok({ valid: false, referrerName: null }) });
    renderJoin('/join/ZZZZ9999?s=not-a-uuid');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invite link is not valid' }),
    ).toBeTruthy();
    expect(getReferralInvite()).toBeNull();
  });

  it('keeps the code when the server cannot be reached (the sign-up checks it)', async () => {
    stubApi({
      'POST /api/main/referral/clicks': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderJoin('/join/ABCD2345');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are invited to EngageX' })).toBeTruthy();
    expect(getReferralInvite()?.code).toBe('ABCD2345');
  });
});
