import { eventsApi } from '@engagex/contracts/api/events';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { isSignInPage, shootEverywhere, shootReshown, signInWithEmail } from './support/portal.js';

const browser = sharedBrowser();

/** A day `days` ahead, as YYYY-MM-DD in UTC. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Decision 053, "near me": once a precise location puts the reader in Kolhapur, the events list starts with
 * Kolhapur's events (then its neighbours', then the rest); the district picker says which districts hold events,
 * and a district with none offers the nearest events instead of a dead end.
 */
describe('events near the reader (decision 053)', () => {
  test('a reader placed in Kolhapur sees Kolhapur’s event first; the picker counts events', async () => {
    const admin = (await signIn(ADMIN_EMAIL)).token;
    const title = `Kolhapur Late Show ${Date.now().toString(36).toUpperCase()}`;
    // Far ahead, so a list by date alone would put it last.
    const day = dayAhead(300);
    await call(admin, eventsApi.create, {
      body: {
        title,
        description: 'An evening in Kolhapur.',
        eventType: 'music',
        districtId: 'kolhapur',
        startsAt: `${day}T13:30:00.000Z`,
        endsAt: `${day}T16:30:00.000Z`,
        priceCredits: 0,
        status: 'published',
      },
    });
    await journey(
      browser(),
      'near-me',
      {
        viewport: DESKTOP,
        timezoneId: 'Asia/Kolkata',
        locale: 'en-IN',
        permissions: ['geolocation'],
        geolocation: { latitude: 16.705, longitude: 74.2433 },
      },
      async (page) => {
        await page.goto('/events');
        await page.waitForURL(isSignInPage);
        await signInWithEmail(page, `near-me-${Date.now().toString(36)}@example.com`);
        await page
          .getByRole('button', { name: /^Location: / })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: 'Your location' });
        await dialog.getByRole('button', { name: 'Use my precise location' }).click();
        await dialog.getByText('Kolhapur, Maharashtra, India', { exact: true }).waitFor();
        await page.keyboard.press('Escape');

        const results = page.getByRole('region', { name: 'Upcoming events' });
        await page.getByText(/ · nearest first$/).waitFor();
        await expect
          .poll(() => results.getByRole('article').first().getAttribute('aria-labelledby'))
          .toBeTruthy();
        // Kolhapur's events first, whatever else holds one (another journey may list a sooner one there): the
        // first card is one of them, and this far-off one comes before every event elsewhere.
        const inKolhapur = (
          await call(admin, eventsApi.list, { query: { districtId: 'kolhapur', limit: 50 } })
        ).items;
        const firstCards = async () =>
          (await results.getByRole('article').allTextContents()).slice(0, inKolhapur.length);
        await expect
          .poll(async () => {
            const [first] = await firstCards();
            return inKolhapur.some((event) => first?.includes(event.title));
          })
          .toBe(true);
        await expect.poll(async () => (await firstCards()).some((card) => card.includes(title))).toBe(true);
        await shootEverywhere(page, 'near-me-list', () => page.getByRole('article', { name: title }));

        // The picker: Kolhapur is described as holding an event; Sangli, next door, holds none.
        const district = page.getByRole('combobox', { name: 'District', exact: true });
        await district.fill('kolhap');
        const kolhapur = page.getByRole('option', { name: 'Kolhapur', exact: true });
        await kolhapur.waitFor();
        await expect.poll(() => kolhapur.textContent()).toMatch(/\d+ events?$/);
        await shootReshown(page, 'near-me-picker', async () => {
          const field = page.getByRole('combobox', { name: 'District', exact: true });
          if (!(await field.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
          await field.fill('kolhap');
          await page.getByRole('option', { name: 'Kolhapur', exact: true }).waitFor();
        });
        await page.goto('/events?district=sangli&nearby=1');
        const nearest = page.getByRole('button', { name: 'Show the nearest events' });
        if (await nearest.isVisible().catch(() => false)) {
          await nearest.click();
          await expect.poll(async () => results.getByRole('article').first().textContent()).toContain(title);
        }
      },
    );
  });
});
