import { adminApi } from '@engagex/contracts/api/admin';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { newPerson } from './support/people.js';
import {
  emailField,
  isSignInPage,
  shootEverywhere,
  signInButton,
  signInWithEmail,
} from './support/portal.js';

/**
 * Decision 048: a suspended person is told so at once, on whichever path meets the suspension first (the open
 * tab's next request, a reload, a sign-in), with the reason the admin recorded and where to appeal; never a bare
 * "Your session has ended".
 */
const browser = sharedBrowser();
const REASON = 'Repeated spam bookings on the Pune comedy night';

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Your account is suspended' });

async function expectNotice(page: Page) {
  await notice(page).waitFor();
  await notice(page).getByText(REASON).waitFor();
  await notice(page).getByRole('link', { name: 'support@engagex.dev' }).waitFor();
  expect(await notice(page).getByRole('link', { name: 'support@engagex.dev' }).getAttribute('href')).toBe(
    'mailto:support@engagex.dev',
  );
  expect(await page.getByText('Your session has ended').count()).toBe(0);
  expect(await page.getByText('Token verification failed').count()).toBe(0);
}

/** Resolves when the page's bell opens its long poll for the unread count. */
const bellFollows = (page: Page) =>
  page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/unread-count/next'));

async function signedInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await signInWithEmail(page, email);
  await page.waitForURL((url) => url.pathname === path);
}

describe('a suspended person is told why and how to appeal', () => {
  test('the open tab, a reload and a new sign-in each say so, with the reason and the support address', async () => {
    const person = await newPerson('suspended');
    const admin = await signIn(ADMIN_EMAIL);
    await journey(browser(), 'suspension', { viewport: DESKTOP }, async (page) => {
      await signedInAt(page, '/credits', person.email);
      const pageFollows = bellFollows(page);
      await page.getByRole('heading', { level: 1, name: 'Credits' }).waitFor();
      // A second tab of the same browser, to reload after the suspension.
      const other = await page.context().newPage();
      const otherFollows = bellFollows(other);
      await other.goto('/');
      await other.getByRole('region', { name: 'Modules', exact: true }).waitFor();
      // Each tab's bell opens its long poll a few seconds after it shows (decision 056). Opened after the
      // suspension, the first one's refusal would end the session in both tabs by itself, taking the header
      // away under the click below; opened before, it waits, and the click's request is the one that finds out.
      await Promise.all([pageFollows, otherFollows]);

      await call(admin.token, adminApi.suspend, { params: { id: person.user.id }, body: { reason: REASON } });

      // The open tab's next request: straight to the notice, without a detour through "Your session has ended".
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await page.waitForURL(isSignInPage);
      await expectNotice(page);

      // The other tab, whose session ended with it, says the same.
      await other.waitForURL(isSignInPage);
      await expectNotice(other);

      // Signing in again, by itself (nothing kept from before): the sign-in's refusal says the same.
      await page.evaluate(() => localStorage.removeItem('engagex-suspension'));
      await page.reload();
      await emailField(page).waitFor();
      expect(await notice(page).count()).toBe(0);
      await emailField(page).fill(person.email);
      await signInButton(page).click();
      await expectNotice(page);
      expect(isSignInPage(new URL(page.url()))).toBe(true);
      await shootEverywhere(page, 'suspended-notice', () => notice(page));
    });
  }, 180_000);

  test("a reload with the suspended account's token shows the notice at once", async () => {
    const person = await newPerson('suspended-reload');
    const admin = await signIn(ADMIN_EMAIL);
    await journey(browser(), 'suspension-reload', { viewport: DESKTOP }, async (page) => {
      await signedInAt(page, '/credits', person.email);
      await page.getByRole('heading', { level: 1, name: 'Credits' }).waitFor();
      await call(admin.token, adminApi.suspend, { params: { id: person.user.id }, body: { reason: REASON } });
      await page.reload();
      await page.waitForURL(isSignInPage);
      await expectNotice(page);
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    });
  }, 120_000);
});
