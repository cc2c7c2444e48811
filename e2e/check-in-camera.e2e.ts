import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { type Browser, chromium, type Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, describe, expect, test } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/lib/system.mjs';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot } from './support/browser.js';
import { emailField, isSignInPage, signInButton } from './support/portal.js';
import { publishedShow } from './support/shows.js';

/**
 * docs/product.md "At the door (check-in)": the door scans a ticket with the device camera. Chromium's fake camera plays a
 * YUV4MPEG2 file drawn here from a real booking's QR payload, so the page's camera loop reads a real QR through
 * getUserMedia, the BarcodeDetector (Chromium on Linux has none: the ZXing polyfill and its .wasm, served by us,
 * do the reading), and the check-in API. The fake video is fixed when Chromium starts: one browser per ticket.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'engagex-camera-'));
const browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
  rmSync(dir, { recursive: true, force: true });
});

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A few frames of a ticket's QR code, black on white in the middle of a 640×480 picture, as the YUV 4:2:0 video
 * Chromium's fake camera plays in a loop: luma 16 for a dark module and 235 for a light one (video range), no
 * colour (chroma 128), and the four-module quiet zone a reader needs around the code.
 */
function qrVideo(payload: string, name: string) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor((HEIGHT * 0.8) / (modules.size + 2 * quiet));
  const side = (modules.size + 2 * quiet) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + (row + quiet) * scale + y) * WIDTH + left + (column + quiet) * scale;
        luma.fill(16, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(dir, `${name}.y4m`);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame, frame, frame, frame]));
  return file;
}

/** A Chromium whose camera shows `video`, allowed without asking (the fake permission prompt says yes). */
async function browserFilming(video: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  browsers.push(browser);
  return browser;
}

/**
 * A zone where the next few hours are still today, so the first show is "today" at the event and the door's
 * other-day check stays out of this journey (Kolkata, or Los Angeles late in Kolkata's evening).
 */
function zoneWithTodayAhead() {
  const hour = (zone: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format());
  return ['Asia/Kolkata', 'America/Los_Angeles'].find((zone) => hour(zone) < 20) ?? 'Asia/Kolkata';
}

/** A free event of two shows (in a few minutes, and tomorrow), each guest with a ticket for one of them. */
async function doorWithTwoShows() {
  const admin = (await signIn(ADMIN_EMAIL)).token;
  const guest = (await signIn(`door-guest-${Date.now().toString(36)}@example.com`)).token;
  const first = new Date(Date.now() + 15 * 60_000);
  const second = new Date(first.getTime() + 86_400_000);
  const hours = (from: Date, count: number) => new Date(from.getTime() + count * 3_600_000).toISOString();
  const title = `Door camera night ${Date.now().toString(36)}`;
  const show = await publishedShow(
    admin,
    { title, startsAt: first, endsAt: hours(first, 2), capacity: 20 },
    {
      description: 'An evening whose door scans tickets with a camera.',
      timeZone: zoneWithTodayAhead(),
      endsAt: hours(second, 3),
      isCompetition: false,
      registrationFeeCredits: 0,
      feePerAdditionalContestant: 0,
      maxGroupSize: 1,
    },
  );
  const later = await call(admin, eventsApi.addSlot, {
    params: { id: show.eventId },
    body: { startsAt: second.toISOString(), endsAt: hours(second, 2), capacity: 20 },
  });
  const shows = [show.slotId, later.id] as const;
  const book = (slotId: string, seats: number) =>
    call(guest, bookingsApi.create, { body: { eventId: show.eventId, slotId, seats } });
  const tonight = await book(shows[0], 2);
  const tomorrow = await book(shows[1], 1);
  const counts = () => call(admin, bookingsApi.checkInCounts, { query: { eventId: show.eventId } });
  return { eventId: show.eventId, title, shows, tonight, tomorrow, counts };
}

async function openCheckIn(page: Page, search = '') {
  const target = `/events/admin/check-in${search}`;
  await page.goto(target);
  await page.waitForURL(isSignInPage);
  await emailField(page).fill(ADMIN_EMAIL);
  await signInButton(page).click();
  await page.waitForURL((url) => url.pathname === '/events/admin/check-in');
  await page.getByRole('heading', { level: 1, name: 'Check-in' }).waitFor();
}

const counts = (page: Page) => page.getByRole('region', { name: 'Counts for this show' });
const figure = (page: Page, label: string) =>
  counts(page)
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

describe('check-in with the camera (docs/product.md "At the door (check-in)")', () => {
  let door: Awaited<ReturnType<typeof doorWithTwoShows>>;

  test('a ticket held to the camera is admitted, and the counts move', async () => {
    door = await doorWithTwoShows();
    expect(door.tonight.qrPayload).toBe(`ENGAGEX:events:${door.tonight.ticketCode}`);
    const browser = await browserFilming(qrVideo(door.tonight.qrPayload ?? '', 'tonight'));
    await journey(browser, 'check-in-camera', { viewport: DESKTOP }, async (page) => {
      await openCheckIn(page);
      // What reads the QR in this Chromium: on Linux there is no built-in BarcodeDetector.
      const native = await page.evaluate(() => 'BarcodeDetector' in window);
      console.log(`[check-in-camera] BarcodeDetector in Chromium ${browser.version()}: ${native}`);

      await page.getByLabel('Event', { exact: true }).selectOption(door.eventId);
      await expect.poll(() => page.getByLabel('Show', { exact: true }).inputValue()).toBe(door.shows[0]);
      await counts(page).waitFor();
      expect(await figure(page, 'Expected').textContent()).toBe('2');
      expect(await figure(page, 'Checked in').textContent()).toBe('0');

      const wasm = page.waitForResponse((response) => response.url().endsWith('.wasm'), { timeout: 20_000 });
      await page.getByRole('button', { name: 'Scan with camera' }).click();
      if (!native) {
        // The polyfill's reader comes from this server, never a CDN (only our origin is in the CSP anyway).
        const reader = await wasm;
        expect(new URL(reader.url()).origin).toBe(new URL(page.url()).origin);
        expect(reader.status()).toBe(200);
      }
      await page.getByText(native ? /barcode reader/ : /ZXing reader/).waitFor();

      const admitted = page.getByRole('region', { name: 'Checked in' });
      await admitted.waitFor({ timeout: 20_000 });
      await admitted.getByText(door.title).waitFor();
      await expect.poll(() => figure(page, 'Checked in').textContent()).toBe('2');
      expect(await figure(page, 'Still to come').textContent()).toBe('0');
      expect((await door.counts()).shows[0]).toMatchObject({ checkedInSeats: 2, checkedInTickets: 1 });
      // The same ticket stays in view: the camera does not send it again and again (one scan in the list).
      await page.waitForTimeout(1500);
      expect(await page.getByRole('list', { name: 'Recent scans' }).getByRole('listitem').count()).toBe(1);
      await screenshot(page, 'check-in-camera-admitted-1280-light');

      await page.getByRole('button', { name: 'Stop camera' }).click();
      await page.getByRole('button', { name: 'Scan with camera' }).waitFor();
    });
  });

  test("tomorrow's ticket at tonight's door stops loudly, and is admitted only on Admit anyway", async () => {
    const browser = await browserFilming(qrVideo(door.tomorrow.qrPayload ?? '', 'tomorrow'));
    const looks = [
      { viewport: PHONE, colorScheme: 'light', name: '390-light' },
      { viewport: PHONE, colorScheme: 'dark', name: '390-dark' },
      { viewport: DESKTOP, colorScheme: 'dark', name: '1280-dark' },
      { viewport: DESKTOP, colorScheme: 'light', name: '1280-light' },
    ] as const;
    for (const [index, look] of looks.entries()) {
      await journey(browser, `check-in-wrong-show-${look.name}`, look, async (page) => {
        await openCheckIn(page, `?event=${door.eventId}&show=${door.shows[0]}`);
        await counts(page).waitFor();
        await page.getByRole('button', { name: 'Scan with camera' }).click();
        const alert = page.getByRole('alert', { name: 'Stop: not this show' });
        await alert.waitFor({ timeout: 20_000 });
        await alert.getByText(door.title).waitFor();
        await alert.getByText(/Nobody was let in/).waitFor();
        expect((await door.counts()).shows[1]).toMatchObject({ checkedInSeats: 0 });
        await screenshot(page, `check-in-wrong-show-${look.name}`);
        if (look.viewport === PHONE) {
          // The alert scrolled itself into view on the phone; the door's counts are at the top.
          await page.evaluate(() => window.scrollTo(0, 0));
          await screenshot(page, `check-in-door-${look.name}`);
        }
        if (index < looks.length - 1) return;

        await alert.getByRole('button', { name: 'Admit anyway' }).click();
        await page.getByRole('region', { name: 'Checked in' }).waitFor();
        await expect.poll(async () => (await door.counts()).shows[1]?.checkedInSeats).toBe(1);
        // Tonight's counts on this page are unchanged: tomorrow's ticket counts for tomorrow's show.
        expect(await figure(page, 'Checked in').textContent()).toBe('2');
      });
    }
  });
});
