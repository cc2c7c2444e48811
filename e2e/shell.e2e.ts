import { describe, expect, test } from 'vitest';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  bottomNavigation,
  DEMO_EMAIL,
  emailField,
  isDark,
  isSignInPage,
  sidebar,
  signInAsDemoUser,
  signInButton,
  signOutOnPhone,
  themeToggle,
  waitForTheme,
} from './support/portal.js';

const browser = sharedBrowser();

describe('the portal shell', () => {
  test('the demo user signs in, switches theme and device, opens a module and signs out', async () => {
    await journey(browser(), 'shell', { viewport: DESKTOP }, async (page) => {
      await page.goto('/');
      await page.waitForURL(isSignInPage);
      expect(await emailField(page).inputValue()).toBe(DEMO_EMAIL);
      await screenshot(page, 'sign-in-desktop');

      await signInAsDemoUser(page);
      await sidebar(page).waitFor();
      await screenshot(page, 'dashboard-desktop');

      const startedDark = await isDark(page);
      await themeToggle(page).click();
      await waitForTheme(page, !startedDark);
      await page.reload();
      await sidebar(page).waitFor();
      expect(await isDark(page)).toBe(!startedDark);
      await screenshot(page, 'dashboard-desktop-toggled-theme');
      await themeToggle(page).click();
      await waitForTheme(page, startedDark);

      // docs/product.md §2: the variant is chosen again after a resize pause of 300 ms.
      await page.setViewportSize(PHONE);
      await bottomNavigation(page).waitFor();
      await sidebar(page).waitFor({ state: 'detached' });
      await screenshot(page, 'dashboard-mobile');

      await page.goto('/ai-art');
      await page.getByRole('heading', { name: 'AI Art Maker' }).first().waitFor();
      await bottomNavigation(page).waitFor();
      await screenshot(page, 'module-ai-art-mobile');

      await signOutOnPhone(page);
      await page.waitForURL(isSignInPage);
      await signInButton(page).waitFor();
      await screenshot(page, 'signed-out-mobile');
    });
  });

  test('a visitor who is not signed in is sent to sign-in and then back to the page asked for', async () => {
    await journey(browser(), 'return-to', { viewport: DESKTOP }, async (page) => {
      await page.goto('/events');
      await page.waitForURL(isSignInPage);
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/events');
      await signInAsDemoUser(page);
      await page.waitForURL((url) => url.pathname === '/events');
      await page.getByRole('heading', { name: 'Events' }).first().waitFor();

      // On a desktop "Sign out" is in the account menu, opened by the button showing name and credits.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /credits/ })
        .click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(isSignInPage);
      await page.goto('/events');
      await page.waitForURL(isSignInPage);
    });
  });

  test('an unknown path shows the not-found page', async () => {
    await journey(browser(), 'not-found', { viewport: DESKTOP }, async (page) => {
      const response = await page.goto('/no-such-page');
      // The server answers every page path with the app; the app decides that the path is unknown.
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await page.getByRole('link', { name: 'Go to dashboard' }).waitFor();
      await screenshot(page, 'not-found');
    });
  });
});
