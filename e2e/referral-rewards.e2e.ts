import { randomBytes } from 'node:crypto';
import type { TEventDetail, TUser } from '@engagex/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, paidEvent } from './support/api.js';
import { baseUrl, DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  headerBalance,
  isSignInPage,
  shootEverywhere,
  signInAsNewDemoUser,
  themeToggle,
  waitForTheme,
} from './support/portal.js';

/** Decision 051: a referral reward is pending while the friend's payment can be refunded, and a refund cancels it. */
const browser = sharedBrowser();

/** The friend joins through the referrer's code and books two seats by card, all through the API. */
async function friendPaysByCard(code: string, id: string) {
  const email = `friend-${id}@example.com`;
  const { credential } = await api<{ credential: string }>(null, 'POST', '/api/dev-idp/token', {
    email,
    name: `Farah ${id}`,
  });
  const { token } = await api<{ token: string; user: TUser }>(null, 'POST', '/api/main/auth/google', {
    credential,
    referralCode: code,
  });
  const event = await paidEvent();
  const detail = await api<TEventDetail>(token, 'GET', `/api/events/events/${event.id}`);
  const slot = detail.slots.find((candidate) => candidate.seatsAvailable >= 2) ?? detail.slots[0];
  const hold = await api<{ id: string }>(token, 'POST', '/api/events/bookings', {
    eventId: event.id,
    slotId: slot?.id,
    seats: 2,
  });
  const started = await api<{ payment: { paymentUrl: string } }>(
    token,
    'POST',
    '/api/events/bookings/initiate-payment',
    {
      bookingId: hold.id,
      method: 'gateway',
    },
  );
  // The sandbox's Pay button posts here and redirects to the return page with the signed proof.
  const paid = await fetch(`${baseUrl()}${new URL(started.payment.paymentUrl).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  const proof = Object.fromEntries(new URL(paid.headers.get('location') ?? '').searchParams);
  await api(token, 'POST', '/api/events/bookings/complete-payment', {
    bookingId: hold.id,
    purchaseId: proof.purchaseId,
    paymentId: proof.paymentId,
    signature: proof.signature,
  });
  return { token, bookingId: hold.id, credits: event.priceCredits * 2 };
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
      const { referralCode } = await api<{ referralCode: string }>(token, 'GET', '/api/main/referral/link');

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
      await api(friend.token, 'POST', `/api/events/bookings/${friend.bookingId}/cancel`, {
        reason: 'Plans changed',
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
