import { randomBytes } from 'node:crypto';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { referralsApi } from '@engagex/contracts/api/referrals';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call, paidEvent, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  headerBalance,
  isSignInPage,
  shootEverywhere,
  signInAsNewDemoUser,
  themeToggle,
  waitForTheme,
} from './support/portal.js';
import { bookedByCard } from './support/shows.js';

/** Decision 051: a referral reward is pending while the friend's payment can be refunded, and a refund cancels it. */
const browser = sharedBrowser();

/** The friend joins through the referrer's code and books two seats by card, all through the API. */
async function friendPaysByCard(code: string, id: string) {
  const { token } = await signIn(`friend-${id}@example.com`, { name: `Farah ${id}`, referralCode: code });
  const event = await paidEvent();
  const detail = await call(token, eventsApi.get, { params: { id: event.id } });
  const slot = detail.slots.find((candidate) => candidate.seatsAvailable >= 2) ?? detail.slots[0];
  if (!slot) throw new Error('The paid event has no show');
  const bookingId = await bookedByCard(token, { eventId: event.id, slotId: slot.id });
  return { token, bookingId, credits: event.priceCredits * 2 };
}

async function openReferralStats(page: Page) {
  await page.getByRole('button', { name: 'Referral stats' }).click();
  const dialog = page.getByRole('dialog', { name: 'Referral stats' });
  await dialog.getByText('Friends joined', { exact: true }).waitFor();
  return dialog;
}

describe('referral rewards follow the money (decision 051)', () => {
  test("a friend's card booking earns a pending reward; their refund cancels it", async () => {
    const id = randomBytes(4).toString('hex');
    await journey(browser(), 'referral-reward-pending', { viewport: DESKTOP }, async (page) => {
      await page.goto('/credits');
      await page.waitForURL(isSignInPage);
      await signInAsNewDemoUser(page, { email: `ref-${id}@engagex.dev`, name: `Rhea ${id}` });
      await page.waitForURL((url) => url.pathname === '/credits');
      const token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
      const { referralCode } = await call(token, referralsApi.link);

      const friend = await friendPaysByCard(referralCode, id);
      const reward = 50 + Math.floor(friend.credits / 10);

      // The credits page: nothing in the balance, the reward pending and why.
      await page.reload();
      const pending = page.getByText(`${reward} referral credits pending`);
      await pending.waitFor();
      expect(await headerBalance(page)).toBe(0);
      await shootEverywhere(page, 'referral-reward-pending-credits', () => pending);

      // The referral stats: nothing earned yet, the reward pending beside the friend.
      await page.goto('/');
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(400);
        for (const dark of [false, true]) {
          if (dark) {
            await themeToggle(page).click();
            await waitForTheme(page, true);
          }
          const stats = await openReferralStats(page);
          await stats.getByText(`${reward} credits pending`).waitFor();
          const row = stats.getByRole('row', { name: new RegExp(`Farah ${id}`) });
          expect((await row.getByRole('cell').allTextContents())[1]).toBe(`0+${reward} pending`);
          await row.scrollIntoViewIfNeeded();
          await screenshot(page, `referral-reward-pending-stats-${size}-${dark ? 'dark' : 'light'}`);
          await page.keyboard.press('Escape');
          await stats.waitFor({ state: 'detached' });
        }
        await themeToggle(page).click();
        await waitForTheme(page, false);
      }
      await page.setViewportSize(DESKTOP);
      await page.waitForTimeout(400);

      // The friend cancels; their card gets the money back, and the reward goes with it.
      await call(friend.token, bookingsApi.cancel, {
        params: { id: friend.bookingId },
        body: { reason: 'Plans changed' },
      });
      await page.goto('/notifications');
      const cancelled = page.getByText(`Referral reward cancelled: ${reward} credits`);
      await cancelled.waitFor();
      await page.getByText(`Referral reward pending: ${reward} credits`).waitFor();
      await shootEverywhere(page, 'referral-reward-cancelled-notice', () => cancelled);

      await page.goto('/credits');
      await page.getByRole('region', { name: 'Credit balance' }).getByText('Where they came from').waitFor();
      expect(await page.getByText(/referral credits pending/).count()).toBe(0);
      expect(await headerBalance(page)).toBe(0);
      await shootEverywhere(page, 'referral-reward-cancelled-credits', () =>
        page.getByRole('region', { name: 'Credit balance' }),
      );
    });
  }, 240_000);
});
