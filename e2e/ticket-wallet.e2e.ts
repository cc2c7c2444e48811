import { readFile } from 'node:fs/promises';
import { STORAGE_KEYS } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  bottomNavigation,
  isSignInPage,
  shootBySystemTheme,
  shootEverywhere,
  sidebar,
  signInAsNewDemoUser,
} from './support/portal.js';
import { publishedShow } from './support/shows.js';

/** The ticket wallet (docs/product.md "The ticket wallet"): installable, a ticket that opens with no network, printed alone. */
const browser = sharedBrowser();

const inDays = (days: number, hourUtc: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

/** A free published event with one show, made by the organiser through the API. */
async function freeShow(title: string) {
  const { token } = await signIn(ADMIN_EMAIL);
  const show = await publishedShow(
    token,
    { title, startsAt: inDays(12, 12), endsAt: inDays(12, 15), capacity: 40 },
    { description: 'A free show for the ticket wallet journey of the e2e suite.' },
  );
  return { id: show.eventId };
}

const ticketQr = (page: Page, title: string) =>
  page.getByRole('img', { name: `Ticket QR code for ${title}` }).first();
/** Waits until the service worker is activated and controls the page: only then does a reload offline open. */
async function serviceWorkerInControl(page: Page) {
  const worker = await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    // `ready` answers once a worker is active, which may still be finishing its activation.
    if (active && active.state !== 'activated') {
      await new Promise((done) =>
        active.addEventListener('statechange', () => active.state === 'activated' && done(null)),
      );
    }
    return { state: active?.state, script: active?.scriptURL };
  });
  expect(worker.state).toBe('activated');
  expect(new URL(worker.script ?? '').pathname).toBe('/sw.js');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const offlineNotice = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Offline — showing tickets saved on this device \(as of .+\)/ });

describe('the ticket wallet (docs/product.md "The ticket wallet")', () => {
  test('a booked ticket opens offline after the network is cut, from an installable app, and prints alone', async () => {
    const title = `Wallet Night ${Date.now().toString(36).toUpperCase()}`;
    const event = await freeShow(title);

    await journey(browser(), 'ticket-wallet', { viewport: DESKTOP }, async (page) => {
      await page.goto(`/events/${event.id}`);
      await page.waitForURL(isSignInPage);
      await signInAsNewDemoUser(page, { email: `wallet-${Date.now()}@example.com`, name: 'Wallet Tester' });
      await page.waitForURL((url) => url.pathname === `/events/${event.id}`);

      // Book a free seat: confirmed at once, with its ticket.
      const panel = page.getByRole('complementary', { name: 'Booking' });
      await panel.getByRole('button', { name: 'Book 1 seat' }).click();
      await panel.getByRole('heading', { name: 'You are going!' }).waitFor();
      const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
      const mine = await call(token, bookingsApi.mine);
      const booking = mine.items.find((item) => item.eventId === event.id);
      const code = booking?.ticketCode ?? '';
      expect(code).toMatch(/^[A-Z0-9]{12}$/);

      // Installable: the manifest is linked and served as a manifest, with icons that load.
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const manifest = await page.request.get(href ?? '');
      expect(manifest.status()).toBe(200);
      expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const { name, display, start_url, icons } = (await manifest.json()) as {
        name: string;
        display: string;
        start_url: string;
        icons: { src: string; purpose: string }[];
      };
      expect([name, display, start_url]).toEqual(['EngageX', 'standalone', '/']);
      expect(icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
      for (const icon of icons)
        expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

      // The service worker is active and controls the page (it has stored the app by then).
      await serviceWorkerInControl(page);

      // Online, My bookings and the ticket's page save the ticket on the device.
      await page.goto('/events/bookings');
      await ticketQr(page, title).waitFor();
      await page.goto(`/events/bookings/${booking?.id}`);
      await ticketQr(page, title).waitFor();
      await page.getByText(code).waitFor();
      await shootEverywhere(page, 'ticket-wallet-online', () => ticketQr(page, title));

      // Added to a calendar: the server's .ics for this booking, saved as a download.
      const [calendarFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Add to calendar' }).click(),
      ]);
      expect(calendarFile.suggestedFilename()).toBe(`ticket-${code}.ics`);
      const ics = (await readFile((await calendarFile.path()) ?? '', 'utf8')).replace(/\r\n[ \t]/g, '');
      expect(ics).toContain(`UID:${booking?.id}@engagex`);
      expect(ics).toContain(`SUMMARY:${title}`);

      // Printed: the ticket alone, through the print style sheet (no pop-up window).
      const popups: Page[] = [];
      page.on('popup', (popup) => popups.push(popup));
      await page.evaluate(() => {
        window.print = () => {}; // headless Chromium has no print dialog to wait for
      });
      await page.getByRole('button', { name: 'Print ticket' }).click();
      await page.emulateMedia({ media: 'print' });
      expect(await ticketQr(page, title).isVisible()).toBe(true);
      expect(await page.getByText(code).isVisible()).toBe(true);
      expect(await page.getByRole('banner').isVisible()).toBe(false);
      expect(await page.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { level: 1, name: 'Your ticket' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print ticket' }).isVisible()).toBe(false);
      await screenshot(page, 'ticket-wallet-print');
      expect(popups).toEqual([]);
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

      // No network: the ticket's page opens again from the device, with its QR code and a plain notice.
      await page.context().setOffline(true);
      await page.reload();
      await offlineNotice(page).waitFor();
      const qr = ticketQr(page, title);
      await qr.waitFor();
      expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
      expect(await qr.locator('path').count()).toBeGreaterThan(0);
      await page.getByText(code).first().waitFor();
      await shootEverywhere(page, 'ticket-wallet-offline', () => ticketQr(page, title));

      // My bookings, opened afresh with no network, lists the saved ticket and links to it.
      await page.goto('/events/bookings');
      await offlineNotice(page).waitFor();
      const saved = page.getByRole('article', { name: title });
      await saved.getByRole('img', { name: `Ticket QR code for ${title}` }).waitFor();
      await saved.getByText(code).waitFor();
      await shootEverywhere(page, 'ticket-wallet-offline-list', () =>
        page.getByRole('article', { name: title }),
      );
      await saved.getByRole('link', { name: 'Open ticket' }).click();
      await page.waitForURL((url) => url.pathname === `/events/bookings/${booking?.id}`);
      await ticketQr(page, title).waitFor();
      await offlineNotice(page).waitFor();

      // The installed app opened with no network starts at the dashboard, which cannot load: one tap to the tickets.
      await page.goto('/');
      await page.getByRole('link', { name: 'Show my saved tickets' }).click();
      await offlineNotice(page).waitFor();
      await page.getByRole('article', { name: title }).getByText(code).waitFor();

      // Back online, the server's answer shows again and the notice goes.
      await page.context().setOffline(false);
      await page.reload();
      await ticketQr(page, title).waitFor();
      expect(await offlineNotice(page).count()).toBe(0);
    });
  }, 180_000);

  test('Ctrl+P on a ticket\'s page prints the ticket alone, and offline the shell says "You\'re offline" calmly', async () => {
    const title = `Paper Night ${Date.now().toString(36).toUpperCase()}`;
    const event = await freeShow(title);

    await journey(browser(), 'ticket-print-offline', { viewport: DESKTOP }, async (page) => {
      await page.goto(`/events/${event.id}`);
      await page.waitForURL(isSignInPage);
      await signInAsNewDemoUser(page, { email: `paper-${Date.now()}@example.com`, name: 'Paper Tester' });
      await page.waitForURL((url) => url.pathname === `/events/${event.id}`);
      const panel = page.getByRole('complementary', { name: 'Booking' });
      await panel.getByRole('button', { name: 'Book 1 seat' }).click();
      await panel.getByRole('heading', { name: 'You are going!' }).waitFor();
      const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
      const mine = await call(token, bookingsApi.mine);
      const booking = mine.items.find((item) => item.eventId === event.id);
      await page.goto(`/events/bookings/${booking?.id}`);
      await ticketQr(page, title).waitFor();

      // The browser's own Print, no button pressed: the ticket alone, its event named once (decision 055).
      const printed = async () => {
        await ticketQr(page, title).waitFor(); // after a resize the device's variant renders the page anew
        expect(await page.getByText(booking?.ticketCode ?? '-').isVisible()).toBe(true);
        expect(await page.getByRole('banner').isVisible()).toBe(false);
        expect(await sidebar(page).isVisible()).toBe(false);
        expect(await bottomNavigation(page).isVisible()).toBe(false);
        expect(await page.getByRole('heading', { level: 1, name: 'Your ticket' }).isVisible()).toBe(false);
        expect(await page.getByRole('button', { name: 'Print ticket' }).isVisible()).toBe(false);
        const titles = page.getByText(title, { exact: true });
        const shown = await Promise.all((await titles.all()).map((line) => line.isVisible()));
        expect(shown.filter(Boolean)).toHaveLength(1);
      };
      await shootBySystemTheme(page, 'ticket-ctrl-p', async () => {
        await page.emulateMedia({ media: 'print' });
        await printed();
      });
      await page.emulateMedia({ media: 'screen' });

      // No network: one calm "You're offline" where the modules and the balance were, no error, no red.
      await serviceWorkerInControl(page);
      await page.context().setOffline(true);
      await page.reload();
      await offlineNotice(page).waitFor();
      await sidebar(page).getByRole('status').filter({ hasText: "You're offline" }).waitFor();
      expect(await sidebar(page).getByRole('alert').count()).toBe(0);
      expect(await page.getByText('Failed to fetch modules').count()).toBe(0);
      await page.getByRole('link', { name: "Credit balance: You're offline" }).waitFor();
      await shootEverywhere(page, 'ticket-offline-shell', () => ticketQr(page, title));

      await page.setViewportSize(PHONE);
      await page.waitForTimeout(400);
      await page.getByRole('link', { name: "Credit balance: You're offline" }).waitFor();
      await bottomNavigation(page).getByRole('button', { name: 'Modules' }).click();
      const sheet = page.getByRole('dialog', { name: 'Modules' });
      await sheet.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
      expect(await sheet.getByText('Failed to fetch modules').count()).toBe(0);
      await screenshot(page, 'ticket-offline-modules-sheet-phone-light');
      await page.keyboard.press('Escape');

      // Back online, the modules and the balance come back by themselves.
      await page.setViewportSize(DESKTOP);
      await page.context().setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.getByRole('link', { name: /^Credit balance: \d+ credits$/ }).waitFor();
      expect(await sidebar(page).getByRole('status').filter({ hasText: "You're offline" }).count()).toBe(0);
    });
  }, 180_000);
});
