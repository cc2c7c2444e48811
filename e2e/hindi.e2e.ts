/**
 * The portal in Hindi (decision 075): a Hindi browser is spoken to in Hindi from the first frame; a person signs in,
 * sees the dashboard, books a ticket, opens it and finds it in My bookings, all in Hindi, at 390 and 1280 px in
 * both themes, with axe finding nothing; the header's switch changes the language at once and keeps it.
 * Changes when the Hindi journey grows.
 */
import { eventsApi } from '@engagex/contracts/api/events';
import { identityApi } from '@engagex/contracts/api/identity';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { settled, switchTheme, violations } from './support/axe.js';
import { baseUrl, DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { addCredits } from './support/people.js';
import { emailField, isSignInPage, signInButton } from './support/portal.js';

const browser = sharedBrowser();
const EVENT = 'Comedy Night: Pune Originals';
/** Its organiser's Hindi title (the demo data has one), which a Hindi reader sees everywhere. */
const EVENT_HI = 'कॉमेडी नाइट: पुणे ओरिजिनल्स';

/** Screenshots of the page as it is, light and dark, and what axe finds in both themes (decision 073). */
async function lookAt(page: Page, name: string, found: Record<string, string[]>) {
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  const list = await violations(page);
  if (list.length > 0) found[name] = list;
  await screenshot(page, `hindi-${name}-light`);
  await switchTheme(page, 'dark');
  await screenshot(page, `hindi-${name}-dark`);
  await switchTheme(page, 'light');
}

describe('हिन्दी: the portal in Hindi', () => {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`signs in, books a ticket and finds it in My bookings, in Hindi (${size})`, async () => {
      const email = `hindi-${size}-${Date.now()}@example.com`;
      const person = await signIn(email, { name: 'Asha Verma' });
      const admin = await signIn(ADMIN_EMAIL);
      await addCredits(admin.token, person.user.id, 200, 'Hindi journey: two seats');
      const event = (await call(person.token, eventsApi.list, { query: { q: 'Comedy Night' } })).items.find(
        (candidate) => candidate.title === EVENT,
      );
      expect(event).toBeDefined();

      await journey(browser(), `hindi-${size}`, { viewport, locale: 'hi-IN' }, async (page) => {
        const found: Record<string, string[]> = {};
        await page.goto('/');
        await page.waitForURL(isSignInPage);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
        await lookAt(page, `sign-in-${size}`, found);
        await emailField(page).fill(email);
        await signInButton(page).click();
        await page.waitForURL((url) => !isSignInPage(url));
        await page.locator('main h1').first().waitFor();
        await lookAt(page, `dashboard-${size}`, found);

        await page.goto(`/events/${event?.id}`);
        await page.getByRole('heading', { level: 1, name: EVENT_HI }).waitFor();
        await lookAt(page, `event-${size}`, found);
        await page.getByRole('button', { name: 'एक सीट बढ़ाएँ' }).click();
        await page.getByRole('button', { name: '2 सीटें बुक करें' }).click();
        await page.getByRole('timer').waitFor();
        await lookAt(page, `hold-${size}`, found);
        await page.getByRole('button', { name: /^\d+ क्रेडिट से भुगतान करें$/ }).click();
        await page.getByRole('heading', { name: 'आपकी बुकिंग पक्की है!' }).waitFor();
        await page
          .getByRole('img', { name: `${EVENT_HI} की इस बुकिंग के सभी लोगों का QR कोड` })
          .first()
          .waitFor();
        const paid = page.getByRole('listitem').filter({ hasText: 'आपका टिकट तैयार है।' });
        await paid.getByRole('button', { name: 'सूचना हटाएँ' }).click();
        await paid.waitFor({ state: 'detached' });
        await lookAt(page, `ticket-${size}`, found);

        await page.getByRole('link', { name: 'मेरी सभी बुकिंग' }).click();
        await page.waitForURL((url) => url.pathname === '/events/bookings');
        const booking = page.getByRole('article', { name: EVENT_HI }).first();
        await booking.getByText('कन्फ़र्म').waitFor();
        expect(await booking.textContent()).toContain('2 सीटें');
        await lookAt(page, `my-bookings-${size}`, found);
        expect(found).toEqual({});
      });
      // Three pages, each read by axe in both themes: the ticket page now lists each person's ticket as well.
    }, 180_000);
  }

  test('the switch changes the language at once, the account keeps it for every device, the phone header fits', async () => {
    const email = `hindi-switch-${Date.now()}@example.com`;
    await journey(browser(), 'hindi-switch', { viewport: DESKTOP, locale: 'hi-IN' }, async (page) => {
      await page.goto('/');
      await emailField(page).fill(email);
      await signInButton(page).click();
      await page.waitForURL((url) => !isSignInPage(url));
      const sidebar = page.getByRole('complementary', { name: 'साइडबार' });
      await sidebar.getByRole('link', { name: 'डैशबोर्ड', exact: true }).waitFor();

      await page.getByRole('button', { name: 'Read in English' }).click();
      await page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('link', { name: 'Dashboard', exact: true })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      // Kept on the account: the server says the person chose English.
      await expect
        .poll(async () => (await call((await signIn(email)).token, identityApi.me, {})).locale)
        .toBe('en-IN');
      await page.reload();
      await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();

      // Another device with a Hindi browser: the account's English wins once the person is signed in.
      const other = await page.context().browser()?.newContext({ baseURL: baseUrl(), locale: 'hi-IN' });
      const phone = await other?.newPage();
      if (!other || !phone) throw new Error('no second browser context');
      await phone.goto('/');
      await emailField(phone).fill(email);
      await signInButton(phone).click();
      await phone
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('link', { name: 'Dashboard', exact: true })
        .waitFor();
      await other.close();

      await page.getByRole('button', { name: 'हिन्दी में पढ़ें' }).click();
      await sidebar.waitFor();
      await page.setViewportSize(PHONE);
      await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'होम' }).waitFor();
      // The header's extra button still fits a 390 px phone: nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      const header = await page.locator('header').first().boundingBox();
      const theme = await page.getByRole('button', { name: 'थीम बदलें' }).first().boundingBox();
      expect((theme?.x ?? 0) + (theme?.width ?? 0)).toBeLessThanOrEqual(
        (header?.x ?? 0) + (header?.width ?? 0) - 12,
      );
    });
  });
  test('an English browser switches to Hindi on the sign-in page, and the account keeps it once signed in', async () => {
    const email = `hindi-before-${Date.now()}@example.com`;
    await journey(browser(), 'hindi-before-sign-in', { viewport: PHONE, locale: 'en-US' }, async (page) => {
      await page.goto('/sign-in');
      await page.getByRole('button', { name: 'हिन्दी में पढ़ें' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'hi');
      await emailField(page).fill(email);
      await signInButton(page).click();
      await page.waitForURL((url) => !isSignInPage(url));
      await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'होम' }).waitFor();
      await expect
        .poll(async () => (await call((await signIn(email)).token, identityApi.me, {})).locale)
        .toBe('hi-IN');
    });
  });
});
