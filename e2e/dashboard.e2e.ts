import { favoritesApi } from '@engagex/contracts/api/favorites';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { endpointPath } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  bottomNavigation,
  favoriteStar,
  favoritesOrderInDialog,
  favoritesSection,
  favoriteTitles,
  isDark,
  openFavoritesSettings,
  sidebar,
  signInAsDemoUser,
  themeToggle,
  waitForTheme,
} from './support/portal.js';

const browser = sharedBrowser();

const grid = (page: Page) => page.getByRole('region', { name: 'Modules', exact: true });
const gridLink = (page: Page, title: string) => grid(page).getByRole('link', { name: title, exact: true });

/** Resolves once the server has answered a favorites reorder (the list is optimistic before that). */
const reorderSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(endpointPath(favoritesApi.reorder)) &&
      response.request().method() === favoritesApi.reorder.method,
  );

/** Two animation frames: whatever the page scheduled after the last event has run. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/** Drags a row by its handle with the mouse until it sits over `target`. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag handle or target is not on screen');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  // Past the 4 px activation distance first, then over the target in small steps, like a hand would.
  await page.mouse.move(x, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(x, to.y + 4, { steps: 15 });
  await page.mouse.up();
}

/** Once colour transitions (the theme switch) and loading have settled. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // Transitions only: a skeleton's pulse never finishes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        // A transition cut short by the next one rejects; either way it is over.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The dashboard from its top, in the current theme and then in the other one. */
async function screenshotBothThemes(page: Page, name: string) {
  await settled(page);
  // After the reload, scroll restoration put the page where it was; show it from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
  const dark = await isDark(page);
  await screenshot(page, `${name}-${dark ? 'dark' : 'light'}`);
  await themeToggle(page).click();
  await waitForTheme(page, !dark);
  await settled(page);
  await screenshot(page, `${name}-${dark ? 'light' : 'dark'}`);
  await themeToggle(page).click();
  await waitForTheme(page, dark);
}

describe('the dashboard', () => {
  test('the demo user sees stats and modules, filters, stars three favorites and orders them by mouse and keyboard', async () => {
    await journey(browser(), 'dashboard-desktop', { viewport: DESKTOP }, async (page) => {
      await page.goto('/');
      await signInAsDemoUser(page);
      await sidebar(page).waitFor();

      // Stats (GET /dashboard/stats) and the module grid (GET /modules).
      const stats = page.getByRole('region', { name: 'Your stats' });
      await stats.getByText('Credit balance').waitFor();
      for (const label of ['Modules used', 'Events attended', 'Job applications', 'Member since'])
        await stats.getByText(label, { exact: true }).waitFor();
      await gridLink(page, 'Events').waitFor();
      await gridLink(page, 'AI Art Maker').waitFor();
      // A module restricted to other countries says where it is available.
      await grid(page)
        .getByText(/Available in US, CA, GB, AU/)
        .waitFor();

      // The status filter (docs/product.md §2), kept in the URL.
      await grid(page).getByRole('button', { name: /^Live/ }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'live');
      await gridLink(page, 'AI Art Maker').waitFor({ state: 'detached' });
      expect(await gridLink(page, 'Events').isVisible()).toBe(true);
      await grid(page)
        .getByRole('button', { name: /^Upcoming/ })
        .click();
      await gridLink(page, 'Events').waitFor({ state: 'detached' });
      await gridLink(page, 'Blog Writer').waitFor();
      await grid(page).getByRole('button', { name: /^All/ }).click();
      await gridLink(page, 'Events').waitFor();

      // Start from no favorites, whatever an earlier run left.
      for (const star of await grid(page)
        .getByRole('button', { name: /^Favorite / })
        .all()) {
        if ((await star.getAttribute('aria-pressed')) === 'true') await star.click();
      }
      await favoritesSection(page).getByText('No favorites yet.', { exact: false }).waitFor();

      for (const title of ['Events', 'AI Art Maker', 'Blog Writer']) {
        await favoriteStar(grid(page), title).click();
        await expect.poll(() => favoriteStar(grid(page), title).getAttribute('aria-pressed')).toBe('true');
      }
      await expect.poll(() => favoriteTitles(page)).toEqual(['Events', 'AI Art Maker', 'Blog Writer']);
      // Quick launch is on by default: the live favorite has a Launch button.
      await favoritesSection(page).getByRole('link', { name: 'Launch Events' }).waitFor();
      await page.waitForLoadState('networkidle');

      const dialog = await openFavoritesSettings(page);
      await page.waitForLoadState('networkidle');
      expect(await favoritesOrderInDialog(dialog)).toEqual(['events', 'ai-art', 'blog-writer']);

      // Mouse: Blog Writer dragged by its handle to the top.
      let saved = reorderSaved(page);
      await dragWithMouse(
        page,
        dialog.getByRole('button', { name: 'Reorder Blog Writer' }),
        dialog.locator('li[data-favorite="events"]'),
      );
      expect((await saved).ok()).toBe(true);
      expect(await favoritesOrderInDialog(dialog)).toEqual(['blog-writer', 'events', 'ai-art']);
      // The reorder's follow-up refetch re-renders the list; lifting an item in the middle of that races it.
      await page.waitForLoadState('networkidle');

      // Keyboard: Space lifts Events, the down arrow moves it one place, Space drops it. Each step waits for what
      // a screen reader hears (dnd-kit's live region), as a person would wait for the item to move.
      saved = reorderSaved(page);
      const events = dialog.getByRole('button', { name: 'Reorder Events' });
      await events.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => events.getAttribute('aria-pressed')).toBe('true');
      await page.getByText('Picked up Events, position 2 of 3.').waitFor({ state: 'attached' });
      // dnd-kit starts listening for arrows and measures the rows a task after the pick-up is announced.
      await nextFrames(page);
      await page.keyboard.press('ArrowDown');
      await page.getByText('Events is over position 3 of 3.').waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await page.getByText('Events dropped at position 3 of 3.').waitFor({ state: 'attached' });
      expect((await saved).ok()).toBe(true);
      expect(await favoritesOrderInDialog(dialog)).toEqual(['blog-writer', 'ai-art', 'events']);
      await screenshot(page, 'dashboard-favorites-settings-desktop');

      // Escape closes the dialog and focus returns to the button that opened it.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('manage-favorites');

      await page.reload();
      await sidebar(page).waitFor();
      await expect.poll(() => favoriteTitles(page)).toEqual(['Blog Writer', 'AI Art Maker', 'Events']);
      await screenshotBothThemes(page, 'dashboard-desktop');
    });
  });

  test('on a phone the dashboard shows the same favorites, in the saved order', async () => {
    await journey(browser(), 'dashboard-phone', { viewport: PHONE }, async (page) => {
      await page.goto('/');
      await signInAsDemoUser(page);
      await bottomNavigation(page).waitFor();
      // On a phone the counts and all but the first modules are folded.
      const stats = page.getByRole('region', { name: 'Your stats' });
      await stats.getByRole('button', { name: 'Your stats' }).click();
      await stats.getByText('Modules used').waitFor();
      await expect.poll(() => favoriteTitles(page)).toEqual(['Blog Writer', 'AI Art Maker', 'Events']);
      await grid(page).getByRole('button', { name: 'Show all 9 modules' }).click();
      await gridLink(page, 'E-commerce Platform').waitFor();
      await screenshotBothThemes(page, 'dashboard-phone');
    });
  });
});
