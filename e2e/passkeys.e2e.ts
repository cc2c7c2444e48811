import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../scripts/lib/server.mjs';
import { axeViolations } from './support/axe.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { emailField, isSignInPage, signInButton, signInWithEmail } from './support/portal.js';

/**
 * Decision 092 in the browser, with Chromium's virtual authenticator (CDP `WebAuthn`): an admin refused the console
 * adds a passkey, which opens it in that session, then a new sign-in's second step uses it. On a server of its own
 * (REQUIRE_MFA_FOR=admin) served on `localhost`: an IP address cannot be a passkey's RP ID.
 */
const browser = sharedBrowser();
let server: RunningServer;
const ADMIN = 'admin@engagex.dev';

beforeAll(async () => {
  server = await startServer({
    env: { REQUIRE_MFA_FOR: 'admin', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    publicHost: 'localhost',
    timeoutMs: 180_000,
  });
}, 200_000);
afterAll(async () => {
  await server?.stop();
});

/** A platform authenticator that verifies the person and answers at once, as a fingerprint reader would. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.map((c) => c.signCount);
}

describe('passkeys', () => {
  test('an admin adds a passkey, which opens the console, then signs in with it as the second step', async () => {
    await journey(browser(), 'passkeys', { viewport: DESKTOP, baseURL: server.url }, async (page) => {
      const signCounts = await virtualAuthenticator(page);
      await page.goto('/admin/people');
      await page.waitForURL(isSignInPage);
      await signInWithEmail(page, ADMIN);
      await page.getByRole('heading', { level: 1, name: 'Turn on two-factor sign-in first' }).waitFor();

      await page.goto('/account/two-factor');
      const add = page.getByRole('form', { name: 'Add a passkey' });
      await add.getByLabel('Name of the passkey').fill('Work laptop');
      await add.getByRole('button', { name: 'Add a passkey' }).click();
      // The first second factor brings the recovery codes.
      const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      await page.getByLabel('I have saved my recovery codes').check();
      await page.getByRole('button', { name: 'Done' }).click();
      const passkeys = page.getByRole('list', { name: 'Your passkeys' });
      await passkeys.getByText('Work laptop').waitFor();
      await page.getByText('10 recovery codes left').waitFor();
      expect(await signCounts()).toHaveLength(1);
      // The toast shows once the recovery codes are put away; it is judged too, in full colour.
      await page.getByRole('status').getByText('Passkey added').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // A phone loads its own shell: the page is read again before it is shot and measured.
      await page.setViewportSize(PHONE);
      await page.getByRole('list', { name: 'Your passkeys' }).getByText('Work laptop').waitFor();
      await page.waitForTimeout(400);
      await screenshot(page, 'passkeys-added-phone');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.setViewportSize(DESKTOP);
      await page.getByRole('list', { name: 'Your passkeys' }).waitFor();

      // This session added it: the console opens without signing in again.
      await page.goto('/admin/people');
      await page.getByRole('heading', { level: 1, name: 'Admin console' }).waitFor();

      // A new sign-in asks for the second step, and the passkey answers it.
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto('/admin/people');
      await page.waitForURL(isSignInPage);
      await emailField(page).fill(ADMIN);
      await signInButton(page).click();
      const step = page.getByRole('form', { name: 'Two-factor sign-in' });
      await step.waitFor();
      expect(await step.getByLabel('Code from your app').count()).toBe(0);
      await page.setViewportSize(PHONE);
      await page.waitForTimeout(400);
      await screenshot(page, 'passkeys-second-step-phone');
      await page.setViewportSize(DESKTOP);
      await step.getByRole('button', { name: 'Use a passkey' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/people');
      await page.getByRole('heading', { level: 1, name: 'Admin console' }).waitFor();
      expect((await signCounts())[0]).toBeGreaterThan(0);
    });
  });
});
