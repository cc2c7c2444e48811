import path from 'node:path';
import type { TEvent, TEventSlot } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call, signIn } from './support/api.js';
import { analyzeStill } from './support/axe.js';
import { ARTIFACTS_DIR, DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  bottomNavigation,
  favoriteStar,
  isDark,
  shootEverywhere,
  sidebar,
  signInAsNewDemoUser,
  themeToggle,
  waitForTheme,
} from './support/portal.js';

/** The phone layout (module names, the dashboard's length) and the realm My bookings opens on. */
const browser = sharedBrowser();

const stamp = () => Date.now().toString(36);
const newUser = (prefix: string) => ({ email: `${prefix}-${stamp()}@example.com`, name: 'Phone Layout' });

interface NameLayout {
  text: string;
  /** Line boxes the name takes (its text's fragments, by their distinct tops). */
  lines: number;
  /** Words cut across two lines (a break after the hyphen of "E-commerce" counts). */
  brokenWords: string[];
  /** Cut off: wider than its box, or ended with an ellipsis. */
  clipped: boolean;
}

/** How a module name is laid out: lines, words broken across lines, and whether any of it is cut off. */
function nameLayout(element: Locator): Promise<NameLayout> {
  return element.evaluate((node): NameLayout => {
    const tops = (range: Range) =>
      new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      ).size;
    const whole = document.createRange();
    whole.selectNodeContents(node);
    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const word = document.createRange();
        word.setStart(text, match.index);
        word.setEnd(text, match.index + match[0].length);
        if (tops(word) > 1) brokenWords.push(match[0]);
      }
    }
    // The nearest box that is not inline holds the name: text wider than it, or an ellipsis, cuts it off.
    let box = node as HTMLElement;
    while (getComputedStyle(box).display.startsWith('inline') && box.parentElement) box = box.parentElement;
    const clipped =
      box.scrollWidth > box.clientWidth + 1 ||
      whole.getBoundingClientRect().right > box.getBoundingClientRect().right + 1;
    return { text: (node.textContent ?? '').trim(), lines: tops(whole), brokenWords, clipped };
  });
}

function expectGraceful(layout: NameLayout, where: string) {
  expect({ where, ...layout }).toEqual({
    where,
    text: layout.text,
    lines: layout.lines <= 2 ? layout.lines : 'at most 2',
    brokenWords: [],
    clipped: false,
  });
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

const modulesRegion = (page: Page) => page.getByRole('region', { name: 'Modules', exact: true });

/** On a phone the grid shows its first modules; "Show all" brings the rest. */
async function showAllModules(page: Page) {
  await modulesRegion(page).getByRole('article').first().waitFor();
  const more = modulesRegion(page).getByRole('button', { name: /^Show all \d+ modules$/ });
  if ((await more.count()) > 0) await more.click();
}

describe('module names on a phone', () => {
  test('every module name takes at most two lines, breaks only between words and is never cut off, wherever it shows', async () => {
    const user = newUser('names');
    await journey(browser(), 'module-names-phone', { viewport: PHONE }, async (page) => {
      await page.goto('/');
      await signInAsNewDemoUser(page, user);
      await settled(page);
      await showAllModules(page);
      const titles = modulesRegion(page).getByRole('article').getByRole('heading', { level: 3 });
      await expect.poll(() => titles.count()).toBe(9);
      const names: string[] = [];
      for (const title of await titles.all()) {
        const layout = await nameLayout(title);
        names.push(layout.text);
        expectGraceful(layout, 'dashboard card');
      }
      expect(names).toContain('E-commerce Platform');

      // The favorites bar: a starred module's tile.
      await favoriteStar(modulesRegion(page), 'E-commerce Platform').click();
      const favorites = page.getByRole('region', { name: /^Favorites/ });
      const tile = favorites.getByRole('link', { name: 'E-commerce Platform', exact: true });
      await tile.waitFor();
      expectGraceful(await nameLayout(tile), 'favorite tile');

      // The bottom navigation's module sheet.
      await bottomNavigation(page).getByRole('button', { name: 'Modules', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Modules' });
      await sheet.getByRole('link').first().waitFor();
      for (const name of names) {
        const row = sheet.getByRole('link').filter({ hasText: name }).getByText(name, { exact: true });
        expectGraceful(await nameLayout(row), 'modules sheet');
      }
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });

      // Each module's own page, whose heading shares its row with the favorite button.
      for (const path of ['/e-commerce', '/ai-video-generator', '/audio-translator', '/ai-avatar']) {
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        await settled(page);
        expectGraceful(await nameLayout(heading), `module page ${path}`);
      }
      await page.goto('/e-commerce');
      await shootEverywhere(page, 'phone-layout-module-page', () =>
        page.getByRole('heading', { level: 1, name: 'E-commerce Platform' }),
      );
    });
  });

  test('on a desktop the sidebar and the cards show every module name whole', async () => {
    await journey(browser(), 'module-names-desktop', { viewport: DESKTOP }, async (page) => {
      await page.goto('/');
      await signInAsNewDemoUser(page, newUser('names-desk'));
      await settled(page);
      const links = sidebar(page).getByRole('navigation', { name: 'Main' }).getByRole('link');
      for (const name of ['E-commerce Platform', 'AI Video Generator', 'Audio Translator']) {
        const label = links.filter({ hasText: name }).getByText(name, { exact: true });
        expectGraceful(await nameLayout(label), 'sidebar');
      }
    });
  });
});

describe('the dashboard on a phone', () => {
  test('is under 1,800 px tall; what is folded away opens by keyboard, and axe finds nothing either way', async () => {
    const user = newUser('fold');
    await journey(browser(), 'dashboard-folded', { viewport: PHONE }, async (page) => {
      await page.goto('/');
      await signInAsNewDemoUser(page, user);
      await settled(page);
      await page.waitForTimeout(300); // lazy parts of the page (the activity feed) come last
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`[phone-layout] dashboard at 390 px: ${height} px tall`);
      expect(height).toBeLessThan(1800);
      expect((await analyzeStill(page)).violations.map((v) => v.id)).toEqual([]);
      await screenshot(page, 'phone-layout-dashboard-390-light-full');

      // Everything is still there, one keyboard press away: the stats, every module, the recent activity.
      const stats = page.getByRole('region', { name: 'Your stats' });
      const statsToggle = stats.getByRole('button', { name: 'Your stats' });
      expect(await statsToggle.getAttribute('aria-expanded')).toBe('false');
      await statsToggle.focus();
      await page.keyboard.press('Enter');
      expect(await statsToggle.getAttribute('aria-expanded')).toBe('true');
      await stats.getByText('Modules used', { exact: true }).waitFor();

      const grid = modulesRegion(page);
      const more = grid.getByRole('button', { name: 'Show all 9 modules' });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      await more.focus();
      await page.keyboard.press('Enter');
      await grid.getByRole('link', { name: 'E-commerce Platform', exact: true }).waitFor();
      expect(await grid.getByRole('article').count()).toBe(9);
      // Focus stays on the toggle, which now folds the list again.
      expect(
        await grid.getByRole('button', { name: 'Show fewer modules' }).getAttribute('aria-expanded'),
      ).toBe('true');

      const activity = page.getByRole('region', { name: 'Recent activity' });
      const activityToggle = activity.getByRole('button', { name: 'Recent activity' });
      expect(await activityToggle.getAttribute('aria-expanded')).toBe('false');
      await activityToggle.focus();
      await page.keyboard.press('Space');
      await activity.getByText('Welcome to EngageX').first().waitFor();
      await settled(page);
      expect((await analyzeStill(page)).violations.map((v) => v.id)).toEqual([]);
    });
  });

  test('on a desktop every section is open, with no toggles', async () => {
    await journey(browser(), 'dashboard-open', { viewport: DESKTOP }, async (page) => {
      await page.goto('/');
      await signInAsNewDemoUser(page, newUser('open'));
      await settled(page);
      await page
        .getByRole('region', { name: 'Your stats' })
        .getByText('Modules used', { exact: true })
        .waitFor();
      await modulesRegion(page).getByRole('article').first().waitFor();
      expect(await modulesRegion(page).getByRole('article').count()).toBe(9);
      await page
        .getByRole('region', { name: 'Recent activity' })
        .getByText('Welcome to EngageX')
        .first()
        .waitFor();
      expect(await page.locator('main [aria-expanded]').count()).toBe(0);
    });
  });

  test('screenshots: the dashboard at 390 and 1280 px, light and dark', async () => {
    await journey(browser(), 'dashboard-shots', { viewport: PHONE }, async (page) => {
      await page.goto('/');
      await signInAsNewDemoUser(page, newUser('shots'));
      await settled(page);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(400); // the variant is chosen again after a 300 ms resize pause
        await page.getByRole('region', { name: 'Recent activity' }).waitFor();
        await settled(page);
        const dark = await isDark(page);
        for (const theme of [dark, !dark]) {
          if (theme !== (await isDark(page))) {
            await themeToggle(page).click();
            await waitForTheme(page, theme);
            await page.waitForTimeout(300);
          }
          await page.screenshot({
            path: path.join(
              ARTIFACTS_DIR,
              `phone-layout-dashboard-${viewport.width}-${theme ? 'dark' : 'light'}.png`,
            ),
            fullPage: true,
          });
        }
      }
    });
  });
});

/** A cultural event of the demo data with a show that has seats. */
async function culturalEventWithSeats(token: string): Promise<{ event: TEvent; slot: TEventSlot }> {
  const realm = 'cultural-events';
  const page = await call(token, eventsApi.list, { realm, query: { limit: 50 } });
  for (const event of page.items.filter((candidate) => !candidate.isCompetition)) {
    const slots = await call(token, eventsApi.slots, { realm, params: { id: event.id } });
    const slot = slots.find(
      (candidate) => candidate.seatsAvailable >= 2 && Date.parse(candidate.startsAt) > Date.now(),
    );
    if (slot) return { event, slot };
  }
  throw new Error('The demo data has no cultural event with free seats');
}

describe('My bookings opens on the realm with the bookings', () => {
  test('a user whose only booking is of a cultural event lands on the Cultural tab; a tab chosen stays chosen', async () => {
    const user = newUser('cultural-booker');
    const { token } = await signIn(user.email);
    const { event, slot } = await culturalEventWithSeats(token);
    await call(token, bookingsApi.create, {
      realm: 'cultural-events',
      body: { eventId: event.id, slotId: slot.id, seats: 1 },
    });
    for (const viewport of [DESKTOP, PHONE]) {
      await journey(browser(), `bookings-realm-${viewport.width}`, { viewport }, async (page) => {
        await page.goto('/events/bookings');
        await signInAsNewDemoUser(page, user);
        await page.goto('/events/bookings');
        await page.waitForURL((url) => url.searchParams.get('realm') === 'cultural-events');
        const tabs = page.getByRole('navigation', { name: 'Booking catalogue' });
        await tabs.locator('a[aria-current="page"]', { hasText: 'Cultural' }).waitFor();
        await page.getByRole('article', { name: event.title }).waitFor();
        expect(await page.getByText('No bookings yet').count()).toBe(0);
        if (viewport === DESKTOP) {
          await shootEverywhere(page, 'phone-layout-my-bookings', () =>
            page.getByRole('article', { name: event.title }),
          );
        }

        // The Events tab, chosen on purpose, stays chosen.
        await tabs.getByRole('link', { name: /^Events/ }).click();
        await page.getByText('No bookings yet').waitFor();
        expect(new URL(page.url()).searchParams.get('realm')).toBe('events');
      });
    }
  });
});
