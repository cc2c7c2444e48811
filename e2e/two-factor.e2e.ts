import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../scripts/lib/server.mjs';
import { axeViolations } from './support/axe.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { emailField, isSignInPage, signInButton, signInWithEmail, waitForTheme } from './support/portal.js';

/**
 * Decision 089 in the browser, on a server of its own with REQUIRE_MFA_FOR=admin (so the admin account the other
 * journeys share never gets a second factor): the console is refused until the admin sets up an authenticator app
 * from its QR code's key, then a new sign-in asks for a code.
 */
const browser = sharedBrowser();
let server: RunningServer;
const ADMIN = 'admin@engagex.dev';

beforeAll(async () => {
  server = await startServer({
    env: { REQUIRE_MFA_FOR: 'admin', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    timeoutMs: 180_000,
  });
}, 200_000);
afterAll(async () => {
  await server?.stop();
});

/** The code an authenticator app shows for this key, `stepsAhead` thirty-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** At 1280 and 390 px, light and dark (following the system: nothing is stored on this server's pages). */
async function shootBoth(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await ready();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await waitForTheme(page, scheme === 'dark');
      await page.waitForTimeout(200);
      await screenshot(page, `${name}-${size}-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(400);
}

const secondStep = (page: Page) => page.getByRole('form', { name: 'Two-factor sign-in' });

describe('two-factor sign-in', () => {
  test('an admin refused the console sets up an app from its QR code, then signs in with a code', async () => {
    await journey(browser(), 'two-factor', { viewport: DESKTOP, baseURL: server.url }, async (page) => {
      await page.goto('/admin/people');
      await page.waitForURL(isSignInPage);
      await signInWithEmail(page, ADMIN);
      const gate = page.getByRole('heading', { level: 1, name: 'Turn on two-factor sign-in first' });
      await gate.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shootBoth(page, 'two-factor-console-refused', () => gate.waitFor());

      await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
      await page.waitForURL((url) => url.pathname === '/account/two-factor');
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const qr = page.getByRole('img', { name: 'QR code to add EngageX to an authenticator app' });
      await qr.waitFor();
      const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await axeViolations(page)).toEqual([]);
      await shootBoth(page, 'two-factor-set-up', () => qr.waitFor());

      const setUp = page.getByRole('form', { name: 'Set up an authenticator app' });
      await setUp.getByLabel('Code from your app').fill('000000');
      await setUp.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await setUp.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor();
      const confirmedWith = codeFor(secret);
      await setUp.getByLabel('Code from your app').fill(confirmedWith);
      await setUp.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

      const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      const recoveryCode = ((await codes.nth(2).textContent()) ?? '').trim();
      expect(recoveryCode).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      const done = page.getByRole('button', { name: 'Done' });
      expect(await done.isDisabled()).toBe(true);
      await shootBoth(page, 'two-factor-recovery-codes', () => codes.first().waitFor());
      await page.getByLabel('I have saved my recovery codes').check();
      await done.click();
      await page.getByText('10 recovery codes left').waitFor();

      // This session proved the app: the console opens without signing in again.
      await page.goto('/admin/people');
      await page.getByRole('heading', { level: 1, name: 'Admin console' }).waitFor();

      // A new sign-in asks for the second step. The code that turned it on is spent (whichever thirty seconds this
      // runs in); the one the app shows next signs in.
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto('/admin/people');
      await page.waitForURL(isSignInPage);
      await emailField(page).fill(ADMIN);
      await signInButton(page).click();
      await secondStep(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shootBoth(page, 'two-factor-second-step', () => secondStep(page).waitFor());
      await secondStep(page).getByLabel('Code from your app').fill(confirmedWith);
      await secondStep(page).getByRole('button', { name: 'Verify and sign in' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'That code is not right, or it was already used' })
        .waitFor();
      await secondStep(page).getByLabel('Code from your app').fill(codeFor(secret, 1));
      await secondStep(page).getByRole('button', { name: 'Verify and sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/people');
      await page.getByRole('heading', { level: 1, name: 'Admin console' }).waitFor();

      // A lost phone: a recovery code signs in once.
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto('/account/two-factor');
      await page.waitForURL(isSignInPage);
      await emailField(page).fill(ADMIN);
      await signInButton(page).click();
      await secondStep(page).getByRole('button', { name: 'Use a recovery code instead' }).click();
      await secondStep(page).getByLabel('Recovery code').fill(recoveryCode);
      await secondStep(page).getByRole('button', { name: 'Verify and sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/account/two-factor');
      await page.getByText('9 recovery codes left').waitFor();
      await shootBoth(page, 'two-factor-on', () => page.getByText('9 recovery codes left').waitFor());
    });
  });

  test('the second step speaks Hindi', async () => {
    await journey(
      browser(),
      'two-factor-hindi',
      { viewport: PHONE, baseURL: server.url, locale: 'hi-IN' },
      async (page) => {
        // The admin whose app the journey above set up.
        await page.goto('/sign-in');
        await emailField(page).fill(ADMIN);
        await signInButton(page).click();
        const form = page.getByRole('form', { name: 'दो-चरणीय साइन-इन' });
        await form.waitFor();
        await form.getByLabel('आपके ऐप का कोड').fill('000000');
        await form.getByRole('button', { name: 'जाँचें और साइन इन करें' }).click();
        await page.getByRole('alert').filter({ hasText: 'यह कोड सही नहीं है' }).waitFor();
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await waitForTheme(page, scheme === 'dark');
          await page.waitForTimeout(200);
          await screenshot(page, `two-factor-second-step-hindi-phone-${scheme}`);
        }
      },
    );
  });
});
