import { STORAGE_KEYS, type TRealm, type TUserLocation } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import type { BodyOf } from '@engagex/contracts/api/define';
import { eventsApi } from '@engagex/contracts/api/events';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { grantRole, newPerson } from './support/people.js';
import {
  favoriteStar,
  isDark,
  signInAsNewDemoUser,
  signInWithEmail,
  themeToggle,
  waitForTheme,
} from './support/portal.js';

const browser = sharedBrowser();

const stamp = () => Date.now().toString(36).toUpperCase();
const daysAhead = (days: number, hourUtc: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

/** A free competition in Pune, created by the organiser through the API of one realm. */
async function createCompetition(adminToken: string, realm: TRealm, title: string) {
  const body = {
    title,
    description: 'Created by the first-hour journey of the e2e suite.',
    eventType: 'competition',
    districtId: 'pune',
    startsAt: daysAhead(45, 12),
    endsAt: daysAhead(45, 15),
    isCompetition: true,
    maxGroupSize: 3,
    status: 'published',
  } as const;
  return (await call(adminToken, eventsApi.create, { realm, body })).event;
}

const entryFor = (eventId: string, name: string, email: string): BodyOf<typeof contestantsApi.register> => ({
  eventId,
  personalDetails: { fullName: name, dateOfBirth: '1998-03-14', phone: '9876543210', email, city: 'Pune' },
  performance: {
    title: 'Monsoon Ragas',
    category: 'vocal',
    durationMinutes: 6,
    description: 'Two short monsoon ragas with harmonium.',
  },
  isGroupPerformance: false,
  additionalContestants: [],
});

/** The page at the top, in light and in dark, named `<name>-<width>-<theme>`. */
async function bothThemes(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()?.width ?? 0;
  const dark = await isDark(page);
  await screenshot(page, `${name}-${width}-${dark ? 'dark' : 'light'}`);
  // Behind an open dialog the toggle is out of reach: switch the class the toggle sets, for the picture only.
  const toggle = async () =>
    (await page.getByRole('dialog').count()) > 0
      ? page.evaluate(() => document.documentElement.classList.toggle('dark'))
      : themeToggle(page).click();
  await toggle();
  await waitForTheme(page, !dark);
  await page.waitForTimeout(300); // the colour transition
  await screenshot(page, `${name}-${width}-${dark ? 'light' : 'dark'}`);
  await toggle();
  await waitForTheme(page, dark);
}

describe('a new user’s first hour', () => {
  test('3. the registration lists and the review queue open on the realm with entries; "Find a competition" lists competitions', async () => {
    const admin = await signIn(ADMIN_EMAIL);
    // A fresh organiser's review queue holds only the entries to their own competitions (decision 046), so what
    // other journeys register meanwhile (they run two files at a time) cannot fill its Events realm.
    const organiser = await newPerson('organiser');
    await grantRole(admin.token, organiser.user.id, 'organiser');
    const email = `realm-${stamp().toLowerCase()}@example.com`;
    const user = await signIn(email);
    const cultural = await createCompetition(organiser.token, 'cultural-events', `Realm Stage ${stamp()}`);
    const ordinary = await createCompetition(organiser.token, 'events', `Events Stage ${stamp()}`);
    await call(user.token, contestantsApi.register, {
      realm: 'cultural-events',
      body: entryFor(cultural.id, 'Realm Contestant', email),
    });
    // The state the issue describes: nothing in the Events realm's queue, an entry in the cultural one.
    const eventsQueue = await call(organiser.token, contestantsApi.list, { query: { reviewing: 'true' } });
    expect(eventsQueue.total).toBe(0);

    for (const viewport of [DESKTOP, PHONE]) {
      await journey(browser(), `realm-registrations-${viewport.width}`, { viewport }, async (page) => {
        await page.goto('/events/registrations');
        await signInAsNewDemoUser(page, { email, name: 'Realm Contestant' });
        await page.goto('/events/registrations');
        await page.waitForURL((url) => url.searchParams.get('realm') === 'cultural-events');
        await page.getByText('Monsoon Ragas').first().waitFor();
        expect(await page.getByText('No registrations yet').count()).toBe(0);
        await bothThemes(page, 'realm-registrations');

        // The Events tab, chosen on purpose, stays chosen; its call to action lists that realm's competitions.
        await page
          .getByRole('navigation', { name: 'Registration catalogue' })
          .getByRole('link', { name: 'Events' })
          .click();
        await page.getByText('No registrations yet').waitFor();
        expect(new URL(page.url()).searchParams.get('realm')).toBe('events');
        await page.getByRole('link', { name: 'Find a competition' }).click();
        await page.waitForURL(
          (url) => url.pathname === '/events' && url.searchParams.get('competitions') === '1',
        );
        await page.getByText(ordinary.title).first().waitFor();
        const listed = await call(user.token, eventsApi.list, { query: { competitions: 'true', limit: 12 } });
        const all = await call(user.token, eventsApi.list, { query: { limit: 12 } });
        expect(all.total).toBeGreaterThan(listed.total); // the filter matters: ordinary events are left out
        await bothThemes(page, 'realm-find-competition');
      });

      await journey(browser(), `realm-review-${viewport.width}`, { viewport }, async (page) => {
        await page.goto('/events/admin/review');
        await signInWithEmail(page, organiser.email);
        await page.goto('/events/admin/review');
        await page.waitForURL((url) => url.searchParams.get('realm') === 'cultural-events');
        await page
          .getByRole('article', { name: /Realm Contestant|Monsoon Ragas/ })
          .first()
          .waitFor();
        expect(await page.getByText('No registrations yet').count()).toBe(0);
        await bothThemes(page, 'realm-review');
      });
    }
  });

  test('4. starring and opening modules show at once on the dashboard; "Modules used" counts only modules used', async () => {
    const email = `fresh-${stamp().toLowerCase()}@example.com`;
    await journey(browser(), 'dashboard-fresh', { viewport: DESKTOP }, async (page) => {
      await page.goto('/');
      await signInAsNewDemoUser(page, { email, name: 'Fresh Dashboard' });
      const stats = page.getByRole('region', { name: 'Your stats' });
      const activity = page.getByRole('region', { name: /^Recent activity/ });
      await stats.getByText('Modules used', { exact: true }).waitFor();
      await activity.waitFor();
      const modulesUsed = async () =>
        ((await stats.getByRole('listitem').filter({ hasText: 'Modules used' }).textContent()) ?? '').replace(
          /\D.*$/s,
          '',
        );
      expect(await modulesUsed()).toBe('0');

      const grid = page.getByRole('region', { name: 'Modules', exact: true });
      await favoriteStar(grid, 'AI Art Maker').click();
      // Fresh on the page the user is on: no leaving and coming back.
      await activity.getByText('Added AI Art Maker to favorites').waitFor();
      await page.waitForLoadState('networkidle');
      // A star of a module not launched yet is interest, not use.
      expect(await modulesUsed()).toBe('0');

      await grid.getByRole('link', { name: 'Events', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/events');
      await page.waitForLoadState('networkidle');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await stats
        .getByRole('listitem')
        .filter({ hasText: /^1\s*Modules used/ })
        .waitFor();
      await activity.getByText(/^Opened Events/).waitFor();
      await activity.scrollIntoViewIfNeeded();
      await bothThemes(page, 'dashboard-activity');
      await page.evaluate(() => window.scrollTo(0, 0));
      await bothThemes(page, 'dashboard-fresh');
    });
    // The same account on a phone: the counts and the feed as the first visit left them.
    await journey(browser(), 'dashboard-fresh-phone', { viewport: PHONE }, async (page) => {
      await page.goto('/');
      await signInAsNewDemoUser(page, { email, name: 'Fresh Dashboard' });
      // On a phone the counts and the feed are folded: open them as a visitor would.
      const stats = page.getByRole('region', { name: 'Your stats' });
      await stats.getByRole('button', { name: 'Your stats' }).click();
      await stats
        .getByRole('listitem')
        .filter({ hasText: /^1\s*Modules used/ })
        .waitFor();
      await bothThemes(page, 'dashboard-fresh');
      const activity = page.getByRole('region', { name: /^Recent activity/ });
      await activity.getByRole('button', { name: 'Recent activity' }).click();
      await activity.getByText(/^Opened Events/).waitFor();
      await activity.scrollIntoViewIfNeeded();
      await bothThemes(page, 'dashboard-activity');
    });
  });

  test('5. one country on the page: the credits form follows it, a pick closes the dialog, a US pick is not UTC', async () => {
    const email = `place-${stamp().toLowerCase()}@example.com`;
    for (const viewport of [DESKTOP, PHONE]) {
      await journey(
        browser(),
        `location-${viewport.width}`,
        { viewport, timezoneId: 'UTC' },
        async (page) => {
          // The server's copy still says the United States (another browser picked it); this one is in India.
          await page.route('**/api/main/users/location', async (route) => {
            if (route.request().method() !== 'GET') return route.continue();
            const copy: TUserLocation = {
              country: 'US',
              countryName: 'United States',
              region: '',
              city: '',
              detectedFrom: 'manual',
              accuracy: 'country',
              coordinates: null,
              currency: 'USD',
              updatedAt: new Date().toISOString(),
            };
            await route.fulfill({ json: { success: true, data: copy } });
          });
          await page.goto('/credits');
          await signInAsNewDemoUser(page, { email, name: 'Place Tester' });
          await page.goto('/credits');
          const chip = page.getByRole('banner').getByRole('button', { name: /^Location:/ });
          await page.waitForFunction(() =>
            [...document.querySelectorAll('header button[aria-label^="Location:"]')].some((b) =>
              /India|IN\b/.test(b.getAttribute('aria-label') ?? ''),
            ),
          );
          const currency = page.getByLabel('Currency');
          await currency.waitFor();
          await page.waitForLoadState('networkidle');
          expect(await currency.inputValue()).toBe('INR');

          await chip.first().click();
          const dialog = page.getByRole('dialog', { name: 'Your location' });
          await dialog.waitFor();
          await bothThemes(page, 'location-dialog');
          await dialog.getByRole('button', { name: /United States/ }).click();
          // The pick answers the dialog: it closes, one toast says so, and the form follows the country.
          await dialog.waitFor({ state: 'detached' });
          await page.getByText('Location set to United States', { exact: true }).waitFor();
          expect(await page.getByText(/^Location set to/).count()).toBe(1);
          await page.waitForFunction(
            () =>
              (document.querySelector('select[name="currency"]') as HTMLSelectElement | null)?.value ===
              'USD',
          );
          await bothThemes(page, 'location-after-pick');

          // The location follows the country picked (a US pick is not UTC), while times stay in the clock kept with
          // the account, this browser's here, until the person picks another zone (decision 053).
          const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.location);
          expect((JSON.parse(stored ?? '{}') as { data?: { timezone?: string } }).data?.timezone).toBe(
            'America/New_York',
          );
          await chip.first().click();
          await dialog.waitFor();
          expect(await dialog.locator('select').inputValue()).toBe('UTC');
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
        },
      );
    }
  });
});
