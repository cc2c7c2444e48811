import { randomBytes } from 'node:crypto';
import { creditsApi } from '@engagex/contracts/api/credits';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { endpointPath } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  balanceChip,
  emailField,
  finishSandboxCheckout,
  headerBalance,
  isSignInPage,
  signInAsNewDemoUser,
  statTile,
} from './support/portal.js';

const browser = sharedBrowser();

const SIGN_UP_BONUS = 50;
const PURCHASE_SHARE_PERCENT = 10;

async function openReferralStats(page: Page) {
  await page.getByRole('button', { name: 'Referral stats' }).click();
  const dialog = page.getByRole('dialog', { name: 'Referral stats' });
  await dialog.getByText('Friends joined', { exact: true }).waitFor();
  return dialog;
}

describe('referrals', () => {
  test('a friend joins through the invite link and buys credits; the inviter earns the bonus and 10%, once', async () => {
    const id = randomBytes(4).toString('hex');
    const inviter = { email: `a-${id}@example.com`, name: `Ada ${id}` };
    const friend = { email: `b-${id}@example.com`, name: `Bea ${id}` };

    await journey(browser(), 'referrals-inviter', { viewport: DESKTOP }, async (a) => {
      // A signs up and opens the share modal: QR code, the link, and a copy button that really copies.
      await a.goto('/');
      await a.waitForURL(isSignInPage);
      await signInAsNewDemoUser(a, inviter);
      await a
        .getByRole('button', { name: /^Location: / })
        .first()
        .waitFor();
      await a.getByRole('button', { name: 'Share invite link' }).click();
      const share = a.getByRole('dialog', { name: 'Invite friends' });
      await share.getByRole('img', { name: 'QR code of your invite link' }).waitFor();
      const link = await share.getByLabel('Your invite link').inputValue();
      expect(link).toMatch(/\/join\/[A-Z0-9]{6,12}$/);

      await a
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(link).origin });
      await share.getByRole('button', { name: 'Copy' }).click();
      await share.getByText('Link copied to the clipboard.').waitFor();
      expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await screenshot(a, 'referrals-share-modal');
      await a.keyboard.press('Escape');

      let completion = '';
      await journey(browser(), 'referrals-friend', { viewport: PHONE }, async (b) => {
        // B opens the link: the invite names A, and leads to sign-up with the code.
        await b.goto(link);
        await b.getByRole('heading', { level: 1, name: `Ada invited you to EngageX` }).waitFor();
        await screenshot(b, 'referrals-join-mobile');
        await b.getByRole('link', { name: 'Accept invite' }).click();
        await b.waitForURL(isSignInPage);
        await emailField(b).waitFor();
        await signInAsNewDemoUser(b, friend);

        // B buys credits through the sandbox checkout.
        await b.goto('/credits');
        const form = b.getByRole('form', { name: 'Buy credits' });
        await form.getByRole('button', { name: /^₹500\.00/ }).click();
        await form.getByRole('status').filter({ hasText: '= 50 credits' }).waitFor();
        await form.getByRole('button', { name: 'Pay ₹500.00' }).click();
        await finishSandboxCheckout(b, 'pay');
        await b.getByRole('heading', { name: 'Payment successful' }).waitFor();
        completion = new URL(b.url()).search;

        // Replaying the completion (same purchase, payment and signature) is answered as done and pays nobody again.
        const token = await b.evaluate(() => localStorage.getItem('authToken'));
        const query = new URLSearchParams(completion);
        const replay = await b.request.post(endpointPath(creditsApi.completePurchase), {
          headers: { Authorization: `Bearer ${token}` },
          data: {
            purchaseId: query.get('purchaseId'),
            paymentId: query.get('paymentId'),
            signature: query.get('signature'),
          },
        });
        expect(replay.status()).toBe(200);
        expect((await replay.json()).data.status).toBe('completed');
      });
      expect(completion).toContain('signature=');

      // A sees the friend, the credits earned (50 for the sign-up + 10% of 50 credits), and the balance.
      const earned = SIGN_UP_BONUS + Math.floor((50 * PURCHASE_SHARE_PERCENT) / 100);
      await a.reload();
      const stats = await openReferralStats(a);
      expect(await statTile(stats, 'Friends joined')).toBe('1');
      expect(await statTile(stats, 'Active friends')).toBe('1');
      expect(await statTile(stats, 'Credits earned')).toBe(String(earned));
      expect(Number(await statTile(stats, 'Link clicks'))).toBeGreaterThanOrEqual(1);
      const row = stats.getByRole('row', { name: new RegExp(friend.name) });
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        '1',
        String(earned),
        expect.any(String),
      ]);
      await screenshot(a, 'referrals-stats-modal');
      await a.keyboard.press('Escape');
      await balanceChip(a).waitFor();
      expect(await headerBalance(a)).toBe(earned);

      // Still once, after the replay: stats and balance unchanged when asked again.
      await a.reload();
      const again = await openReferralStats(a);
      await again.getByText('All time', { exact: true }).click();
      await again.getByText('since you joined').waitFor();
      await again.locator('[aria-busy="false"]').waitFor();
      expect(await statTile(again, 'Credits earned')).toBe(String(earned));
      expect(await statTile(again, 'This period')).toBe(String(earned));
      await a.keyboard.press('Escape');
      await balanceChip(a).waitFor();
      expect(await headerBalance(a)).toBe(earned);
    });
  });
});
