import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  bottomNavigation,
  isSignInPage,
  signInAsNewDemoUser,
  themeToggle,
  waitForTheme,
} from './support/portal.js';

const browser = sharedBrowser();

/** The element shows all of its text: nothing cut by an ellipsis or overflow, and inside `container`. */
async function shownWhole(element: Locator, container: Locator) {
  const cut = await element.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
  expect(cut).toBe(false);
  const [inner, outer] = [await element.boundingBox(), await container.boundingBox()];
  expect(inner && outer && inner.x + inner.width <= outer.x + outer.width + 1).toBe(true);
}

async function bothThemes(page: Page, name: string) {
  await screenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await waitForTheme(page, true);
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await waitForTheme(page, false);
}

/** Smaller annoyances that each cost a person time (decision 055). */
describe('smaller annoyances', () => {
  test('a long email shows whole in the account menu; no Mark all as read on an empty list; no Modules tab on the preferences', async () => {
    const stamp = Date.now().toString(36);
    const email = `a-very-long-address-for-the-account-menu-${stamp}@an-equally-long-company-domain.example.com`;
    await journey(browser(), 'small-annoyances', { viewport: DESKTOP }, async (page) => {
      await page.goto('/notifications');
      await page.waitForURL(isSignInPage);
      await signInAsNewDemoUser(page, { email, name: 'Long Address' });
      await page.waitForURL((url) => url.pathname === '/notifications');

      // Nothing unread (a new account): no greyed button over the list.
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      await page.getByRole('button', { name: 'Unread' }).click();
      await page.getByText('Nothing unread').waitFor();
      expect(await page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
      await bothThemes(page, 'notifications-empty-desktop');

      // Desktop: the account menu shows the whole address.
      await page.getByRole('button', { name: /Long Address/ }).click();
      const panel = page
        .locator('[id]')
        .filter({ has: page.getByText(email, { exact: true }) })
        .last();
      const address = page.getByText(email, { exact: true });
      await address.waitFor();
      await shownWhole(address, panel);
      await bothThemes(page, 'account-menu-long-email-desktop');
      await page.keyboard.press('Escape');

      // Phone: the preferences are no module page, and the Profile sheet shows the whole address too.
      await page.setViewportSize(PHONE);
      await page.waitForTimeout(400);
      await page.goto('/notifications/preferences');
      await page.getByRole('heading', { level: 1, name: 'Email preferences' }).waitFor();
      const modulesTab = bottomNavigation(page).getByRole('button', { name: 'Modules' });
      expect(await modulesTab.getAttribute('aria-current')).toBeNull();
      await bothThemes(page, 'preferences-phone');
      await bottomNavigation(page).getByRole('button', { name: 'Profile', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Account' });
      await shownWhole(sheet.getByText(email, { exact: true }), sheet);
      await bothThemes(page, 'account-sheet-long-email-phone');
      await page.keyboard.press('Escape');
      expect(await themeToggle(page).count()).toBeGreaterThan(0);
    });
  }, 120_000);
});
