import { describe, expect, test } from 'vitest';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { balanceChip, headerBalance, isSignInPage, signInAsNewDemoUser } from './support/portal.js';

const browser = sharedBrowser();

/** The slips a brand-new user meets: the greeting, backing a module, its alert, a bad link. */
describe('words and small slips', () => {
  for (const [viewport, size] of [
    [PHONE, 'mobile'],
    [DESKTOP, 'desktop'],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`a new user on a ${size}, ${colorScheme}`, async () => {
        const stamp = `${Date.now().toString(36)}${size[0]}${colorScheme[0]}`;
        await journey(browser(), `slips-${size}-${colorScheme}`, { viewport, colorScheme }, async (page) => {
          await page.goto('/');
          await page.waitForURL(isSignInPage);
          await signInAsNewDemoUser(page, { email: `nia-${stamp}@example.com`, name: 'Nia Newcomer' });
          // Welcomed, not welcomed back: this account is a minute old.
          await page.getByRole('heading', { level: 1, name: 'Welcome, Nia' }).waitFor();
          await screenshot(page, `slips-welcome-${size}-${colorScheme}`);

          await page.goto('/ai-video-generator');
          const alert = page.getByRole('button', { name: 'Notify me at launch' });
          await alert.waitFor();
          expect(await alert.getAttribute('aria-pressed')).toBe('false');
          expect((await alert.textContent())?.trim()).toMatch(/Off$/);
          await alert.click();
          await expect.poll(() => alert.getAttribute('aria-pressed')).toBe('true');
          expect((await alert.textContent())?.trim()).toMatch(/On$/);

          // More than the wallet holds: the button is off and Buy credits is offered, before anything is sent.
          await balanceChip(page).waitFor();
          const balance = await headerBalance(page);
          const credits = page.getByLabel('Credits', { exact: true });
          await credits.fill(String(balance + 50));
          const back = page.getByRole('button', { name: /^Back with/ });
          await expect.poll(() => back.isDisabled()).toBe(true);
          const buy = page.getByRole('link', { name: 'Buy credits' });
          await buy.waitFor();
          await buy.scrollIntoViewIfNeeded();
          await screenshot(page, `slips-module-${size}-${colorScheme}`);

          // A malformed event id is a page that does not exist, not a validation error with a useless retry.
          await page.goto('/events/not-an-event');
          await page.getByText('There is no such page in Events.').waitFor();
          expect(await page.getByText(/Invalid params/).count()).toBe(0);
          expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
          await screenshot(page, `slips-not-found-${size}-${colorScheme}`);
        });
      });
    }
  }
});
