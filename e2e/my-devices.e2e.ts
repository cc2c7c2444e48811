/**
 * "Your devices" (decision 087): a person signed in on a laptop and a phone sees both on the laptop, this one
 * marked, signs the phone out after confirming, and the phone's next step lands on the sign-in page. Shot at 1280
 * and 390 px, light and dark, and in Hindi. Changes when the page or ending a session does something new.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { analyzeStill, settled, violations } from './support/axe.js';
import { baseUrl, DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  bottomNavigation,
  isSignInPage,
  shootBySystemTheme,
  shootEverywhere,
  signInWithEmail,
} from './support/portal.js';

const browser = sharedBrowser();

/** A phone's Chrome, so the list names the second device as a person would. */
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * A person of their own, signed in through the browsers only (an API sign-in would be a third session): a fresh
 * address, which the development identity provider makes an account for on first sign-in.
 */
const freshEmail = () =>
  `devices-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const devicesList = (page: Page) =>
  page.getByRole('list', { name: /^(Signed-in devices|साइन इन किए हुए डिवाइस)$/ });
const rows = (page: Page) => devicesList(page).getByRole('listitem');

async function signedIn(page: Page, email: string, path = '/') {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await signInWithEmail(page, email);
  await page.waitForURL((url) => url.pathname === path);
}

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    colorScheme: 'light',
    viewport: PHONE,
    userAgent: ANDROID_CHROME,
  });
}

/** Resolves when the page's bell opens its long poll for the unread count (decision 056). */
const bellFollows = (page: Page) =>
  page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/unread-count/next'));

describe('your devices (decision 087)', () => {
  test('sees both devices, this one marked, signs the other out, and the other lands on sign-in', async () => {
    const email = freshEmail();
    const phone = await phoneContext(browser());
    try {
      const phonePage = await phone.newPage();
      phonePage.setDefaultTimeout(15_000);
      const phoneFollows = bellFollows(phonePage);
      await signedIn(phonePage, email);
      await bottomNavigation(phonePage).waitFor();

      await journey(browser(), 'my-devices', { viewport: DESKTOP }, async (page) => {
        await signedIn(page, email);
        // From the account menu, where the person's own settings are.
        // The account menu's button shows the person's name: the address's first part, as the identity provider made it.
        await page
          .getByRole('button')
          .filter({ hasText: email.split('@')[0] })
          .first()
          .click();
        await page.getByRole('link', { name: 'Your devices' }).click();
        await page.waitForURL((url) => url.pathname === '/account/devices');
        await page.getByRole('heading', { level: 1, name: 'Your devices' }).waitFor();

        await expect.poll(() => rows(page).count()).toBe(2);
        const mine = rows(page).filter({ hasText: 'This device' });
        const other = rows(page).filter({ hasNotText: 'This device' });
        expect(await mine.count()).toBe(1);
        expect(await mine.getByRole('button').count()).toBe(0);
        expect(await mine.textContent()).toContain('Chrome on Linux');
        expect(await other.textContent()).toContain('Chrome on Android');
        // axe in both themes before the theme button stores a choice (decision 073).
        await settled(page);
        expect(await violations(page)).toEqual([]);
        await shootEverywhere(page, 'my-devices', () =>
          page.getByRole('heading', { level: 1, name: 'Your devices' }),
        );

        // The phone's bell waits on its long poll, so the phone finds out by its own next step, not by it.
        await phoneFollows;
        await other.getByRole('button', { name: /^Sign out Chrome on Android/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Sign out this device?' });
        await dialog.waitFor();
        await screenshot(page, 'my-devices-confirm-desktop-light');
        // The dialog in the theme the page has now (the shots' theme button stored one, so no switching here).
        expect((await analyzeStill(page)).violations.map((found) => found.id)).toEqual([]);
        await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByText('Signed out Chrome on Android', { exact: true }).waitFor();
        await expect.poll(() => rows(page).count()).toBe(1);
        await page.getByText('You are signed in on this device only.').waitFor();

        // The phone's next step: to the sign-in page, told the session ended.
        await bottomNavigation(phonePage).getByRole('link', { name: 'Events' }).click();
        await phonePage.waitForURL(isSignInPage);
        await phonePage.getByText('Your session has ended', { exact: true }).waitFor();
        await screenshot(phonePage, 'my-devices-phone-signed-out');

        // This device is still signed in.
        await page.reload();
        await expect.poll(() => rows(page).count()).toBe(1);
      });

      // In Hindi, on a Hindi browser: the phone signs in again and reads the page.
      const hindi = await browser().newContext({
        baseURL: baseUrl(),
        colorScheme: 'light',
        viewport: PHONE,
        userAgent: ANDROID_CHROME,
        locale: 'hi-IN',
      });
      try {
        const page = await hindi.newPage();
        page.setDefaultTimeout(15_000);
        await signedIn(page, email, '/account/devices');
        const heading = () => page.getByRole('heading', { level: 1, name: 'आपके डिवाइस' });
        await heading().waitFor();
        await expect.poll(() => rows(page).count()).toBe(2);
        expect(await rows(page).filter({ hasText: 'यह डिवाइस' }).textContent()).toContain(
          'Android पर Chrome',
        );
        await shootBySystemTheme(page, 'my-devices-hindi', () => heading().waitFor());
      } finally {
        await hindi.close();
      }
    } finally {
      await phone.close();
    }
  }, 180_000);
});
