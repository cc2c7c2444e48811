import { describe, expect, test } from 'vitest';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  balanceChip,
  finishSandboxCheckout,
  headerBalance,
  isSignInPage,
  signInAsNewDemoUser,
} from './support/portal.js';

const browser = sharedBrowser();

/**
 * A buyer of each journey's own: other journeys run beside these (two files at a time), and one that moved the
 * demo user's balance meanwhile would break the balance these check.
 */
const buyer = () => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `buyer-${stamp}@example.com`, name: 'Credits Buyer' };
};

describe('credits', () => {
  test('a user buys 500 INR of credits through the sandbox checkout', async () => {
    await journey(browser(), 'credits-buy', { viewport: DESKTOP }, async (page) => {
      await page.goto('/credits');
      await page.waitForURL(isSignInPage);
      await signInAsNewDemoUser(page, buyer());
      await page.waitForURL((url) => url.pathname === '/credits');
      await page.getByRole('heading', { level: 1, name: 'Credits' }).waitFor();
      await balanceChip(page).waitFor();
      const before = await headerBalance(page);

      const form = page.getByRole('form', { name: 'Buy credits' });
      await form.getByRole('button', { name: /^₹500\.00/ }).click();
      await form.getByRole('status').filter({ hasText: '= 50 credits' }).waitFor();
      await screenshot(page, 'credits-desktop');
      await form.getByRole('button', { name: 'Pay ₹500.00' }).click();

      // The gateway's own page, in the real browser; Pay signs the payment and sends us back.
      await finishSandboxCheckout(page, 'pay');
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await page.getByText('+50 credits').waitFor();
      await page.getByRole('link', { name: `Credit balance: ${before + 50} credits` }).waitFor();
      await screenshot(page, 'credits-return-success');

      await page.getByRole('link', { name: 'Back to credits' }).click();
      await page.waitForURL((url) => url.pathname === '/credits');
      const purchases = page.getByRole('table', { name: 'Purchases and payments, newest first' });
      const newest = purchases.getByRole('row').nth(1);
      await newest.filter({ hasText: '₹500.00' }).filter({ hasText: 'Completed' }).waitFor();
      expect(await newest.textContent()).toContain('50 credits');
      expect(await headerBalance(page)).toBe(before + 50);

      // The wallet's ledger has the purchase as a signed entry.
      await page.getByRole('tab', { name: 'Ledger' }).click();
      await page
        .getByRole('list', { name: 'Wallet entries, newest first' })
        .getByRole('listitem')
        .first()
        .filter({ hasText: '+50' })
        .waitFor();
    });
  });

  test('a payment failed on the checkout page shows the failure and adds nothing', async () => {
    await journey(browser(), 'credits-fail', { viewport: PHONE }, async (page) => {
      await page.goto('/credits');
      await page.waitForURL(isSignInPage);
      await signInAsNewDemoUser(page, buyer());
      await page.waitForURL((url) => url.pathname === '/credits');
      await balanceChip(page).waitFor();
      const before = await headerBalance(page);

      const form = page.getByRole('form', { name: 'Buy credits' });
      await form.getByRole('button', { name: /^₹100\.00/ }).click();
      await form.getByRole('button', { name: 'Pay ₹100.00' }).click();
      await finishSandboxCheckout(page, 'fail');

      expect(new URL(page.url()).searchParams.get('status')).toBe('failed');
      await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
      await page.getByText('10 credits for ₹100.00').waitFor();
      await screenshot(page, 'credits-return-failed-mobile');
      expect(await headerBalance(page)).toBe(before);

      await page.getByRole('link', { name: 'Try again' }).click();
      await page.waitForURL((url) => url.pathname === '/credits');
      const purchases = page.getByRole('list', { name: 'Purchases and payments, newest first' });
      await purchases.getByRole('listitem').first().filter({ hasText: 'Failed' }).waitFor();
    });
  });
});
