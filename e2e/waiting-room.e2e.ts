// Over 300 lines: two journeys of one room (the draw and admissions; the screens in two languages and themes).
/**
 * Decision 080, end to end: an organiser puts a small show behind a waiting room; three people join before the
 * opening; the draw orders them as anyone can recompute from the revealed seed (node:crypto's HMAC here); one a
 * minute is admitted; the admitted one books in the browser, one still waiting is refused (403 with the waitingRoom
 * detail), and a page that still offered booking is sent to the room by that refusal. A second test has an
 * organiser set a room in the event's panel, and looks at the event page's offer to join, the room page and the
 * panel at 390 and 1280 px, light and dark, in English and Hindi.
 * Changes when the waiting room's journey grows.
 */
import { createHash, createHmac } from 'node:crypto';
import { WAITING_ROOM_REFUSAL_PATH } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import type { Endpoint } from '@engagex/contracts/api/define';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, endpointPath, signIn } from './support/api.js';
import { axeViolations, settled } from './support/axe.js';
import { baseUrl, DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { grantRole, newPerson } from './support/people.js';
import {
  dayTyped,
  emailField,
  isSignInPage,
  shootBySystemTheme,
  signInButton,
  typeDateTime,
} from './support/portal.js';
import { publishedShow } from './support/shows.js';

const browser = sharedBrowser();
const ZONE = 'Asia/Kolkata';
const stamp = () => Date.now().toString(36).toUpperCase();

/** The rank a room gives an entry at its draw, recomputed here as anyone can: HMAC-SHA256(seed, entry id), in hex. */
const rankOf = (seed: string, entryId: string) => createHmac('sha256', seed).update(entryId).digest('hex');

/** A free show of six seats, run by an organiser of its own. */
async function smallShow() {
  const admin = await signIn(ADMIN_EMAIL);
  const organiser = await newPerson('organiser');
  await grantRole(admin.token, organiser.user.id, 'organiser');
  const startsAt = new Date(Date.now() + 5 * 86_400_000);
  const show = await publishedShow(organiser.token, {
    title: `Waiting Room Night ${stamp()}`,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
    capacity: 6,
  });
  return { organiser, show };
}

async function signInAs(page: Page, email: string, path: string) {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await emailField(page).fill(email);
  await signInButton(page).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** A moment as the organiser's date and time fields take it, in the event's zone: dd/mm/yyyy and HH:mm. */
function typedInZone(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: dayTyped(`${parts.year}-${parts.month}-${parts.day}`),
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The organiser's panel: switched on, opening at `opensAt` (to the minute, as the form takes it), 1 a minute. */
async function setRoomInPanel(page: Page, opensAt: Date) {
  const panel = roomPanel(page);
  const form = panel.getByRole('form', { name: 'Waiting room settings' });
  // The event's page is long (figures, shows, types, questions, codes, waitlists): a loaded machine takes a while.
  await form.waitFor({ timeout: 40_000 });
  await form.getByRole('checkbox', { name: 'Sell through the waiting room' }).check();
  const { day, time } = typedInZone(opensAt);
  await typeDateTime(form, 'Opens at', day, time);
  await form.getByLabel('People admitted a minute').fill('1');
  await form.getByLabel('Minutes to book once admitted').fill('10');
  await form.getByRole('button', { name: 'Save waiting room' }).click();
  await panel.getByText('On', { exact: true }).waitFor();
  return (await seedHashShown(panel).textContent())?.trim() ?? '';
}

/**
 * Waits for `ready` in the frame of the size just set, scrolled into view. A Hindi page names its theme button in
 * Hindi, so these screenshots switch themes by the system's colour scheme (support/portal.ts shootBySystemTheme).
 */
async function shown(ready: Locator) {
  await ready.waitFor({ timeout: 40_000 });
  await ready.scrollIntoViewIfNeeded();
}

const roomPanel = (page: Page, hindi = false) =>
  page.getByRole('region', { name: hindi ? 'वेटिंग रूम' : 'Waiting room', exact: true });
/** The seed's published SHA-256, wherever the room shows it. */
const seedHashShown = (scope: Locator) => scope.getByText(/^[0-9a-f]{64}$/);

/** What axe finds on the page as it is now (every default rule, as the accessibility journey counts them). */
async function settledViolations(page: Page): Promise<string[]> {
  await settled(page);
  return axeViolations(page);
}
const bookingPanel = (page: Page) => page.getByRole('complementary', { name: 'Booking' });

/** An endpoint's answer as it came, refusals included (the support's `call` throws away their details). */
async function attempt<E extends Endpoint>(token: string, endpoint: E, body: unknown) {
  const response = await fetch(`${baseUrl()}${endpointPath(endpoint)}`, {
    method: endpoint.method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { code?: string; details?: { path: string; message: string }[] },
  };
}

/** Asks `read` every half second until `done` says yes (or `timeoutMs` passes). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('a hot on-sale behind a waiting room (decision 080)', () => {
  test('three join before the opening, the draw orders them, one a minute is admitted and books, the rest are refused', async () => {
    // How long each part took, said at the end: the journey is meant to take under a minute on a quiet machine.
    const laps: string[] = [];
    let lapped = Date.now();
    const lap = (part: string) => {
      laps.push(`${part} ${((Date.now() - lapped) / 1000).toFixed(1)} s`);
      lapped = Date.now();
    };
    const { organiser, show } = await smallShow();
    const eventPath = `/events/${show.eventId}`;
    const params = { id: show.eventId };
    const late = await newPerson('late');

    // Someone opens the event page before any room: it offers booking, and stays open through the on-sale.
    await journey(browser(), 'waiting-room-late', { viewport: PHONE }, async (latePage) => {
      await signInAs(latePage, late.email, eventPath);
      await bookingPanel(latePage).getByRole('button', { name: 'Book 1 seat' }).waitFor();

      lap('set-up and the late page');
      // The organiser puts the show behind a room opening a few seconds from now, one admitted a minute (the panel's
      // form takes openings to the minute: the second test sets a room through it). Then three join.
      const crowd = await Promise.all(['ana', 'bela', 'chitra'].map((name) => newPerson(name)));
      const opensAt = new Date(Date.now() + 6_000);
      const set = await call(organiser.token, waitingRoomApi.set, {
        params,
        body: { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: 1, admissionMinutes: 10 },
      });
      const publishedHash = set.seedHash;
      expect(set.seed).toBeNull();
      const joined = await Promise.all(crowd.map((one) => call(one.token, waitingRoomApi.join, { params })));
      for (const entry of joined) {
        expect(entry).toMatchObject({ status: 'waiting', position: null, expectedAdmissionAt: null });
        expect(Date.parse(entry.joinedAt)).toBeLessThan(opensAt.getTime());
      }
      // One entry a person: joining again, as from another tab, answers the same one.
      const again = await call(crowd[0]?.token ?? '', waitingRoomApi.join, { params });
      expect(again.id).toBe(joined[0]?.id);

      lap('three joined');
      // The opening: the seed is revealed, its SHA-256 is the hash published before, and one person is admitted.
      const room = await until(
        () => call(null, waitingRoomApi.get, { params }),
        (now) => now.seed !== null && now.admitted >= 1,
        25_000,
      );
      const seed = room.seed ?? '';
      expect(createHash('sha256').update(seed, 'utf8').digest('hex')).toBe(publishedHash);
      expect(room.admitted).toBe(1);

      lap('the draw and the first admission');
      // The order is the ranks recomputed from the seed: the admitted one first, then places 1 and 2.
      const places = await Promise.all(crowd.map((one) => call(one.token, waitingRoomApi.me, { params })));
      const admitted = places.find((place) => place.status === 'admitted');
      const waiting = places
        .filter((place) => place.status === 'waiting')
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
      expect(waiting.map((place) => place.position)).toEqual([1, 2]);
      const drawn = joined
        .map((entry) => entry.id)
        .sort((a, b) => (rankOf(seed, a) < rankOf(seed, b) ? -1 : 1));
      expect([admitted?.id, ...waiting.map((place) => place.id)]).toEqual(drawn);
      const admittedAt = Date.parse(admitted?.admissionExpiresAt ?? '') - 10 * 60_000;

      // The next in line is refused seats: 403, with the detail that sends the web to the room.
      const next = crowd[places.indexOf(waiting[0] as (typeof places)[number])];
      const refused = await attempt(next?.token ?? '', bookingsApi.create, {
        eventId: show.eventId,
        slotId: show.slotId,
        seats: 1,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect(refused.body.details?.map((detail) => detail.path)).toEqual([WAITING_ROOM_REFUSAL_PATH]);

      lap('the order and a refusal checked');
      // The admitted one books in the browser: their admission's time is shown, and the seat is theirs.
      const lucky = crowd[places.indexOf(admitted as (typeof places)[number])];
      await journey(browser(), 'waiting-room-admitted', { viewport: DESKTOP }, async (page) => {
        await signInAs(page, lucky?.email ?? '', eventPath);
        const panel = bookingPanel(page);
        await panel.getByText("It's your turn to book").waitFor();
        expect(await panel.getByRole('timer').textContent()).toMatch(/^\d\d:\d\d left$/);
        await screenshot(page, 'waiting-room-admitted-desktop-light');
        await panel.getByRole('button', { name: 'Book 1 seat' }).click();
        await panel.getByRole('heading', { name: 'You are going!' }).waitFor();
      });

      lap('the admitted one booked');
      // At one a minute, the next is still waiting, less than a minute after the first was admitted.
      const second = await call(next?.token ?? '', waitingRoomApi.me, { params });
      expect(Date.now() - admittedAt).toBeLessThan(60_000);
      expect(second).toMatchObject({ status: 'waiting', position: 1 });
      expect((await call(null, waitingRoomApi.get, { params })).admitted).toBe(1);

      lap('the next one still waiting');
      // The page opened before the room still offers booking: the refusal sends it to the room, which joins.
      await bookingPanel(latePage).getByRole('button', { name: 'Book 1 seat' }).click();
      await latePage.waitForURL((url) => url.pathname === `${eventPath}/waiting-room`);
      await latePage
        .getByText('Seats for this event are booked through its waiting room', { exact: false })
        .waitFor();
      await latePage.getByText('#3', { exact: true }).waitFor();
      await latePage.getByText(seed, { exact: true }).waitFor();
      lap('the late page sent to the room');
      // The place is the server's: a reload, or a second tab, shows the same entry at the same place.
      const lateEntry = await call(late.token, waitingRoomApi.me, { params });
      const secondTab = await latePage.context().newPage();
      await secondTab.goto(`${eventPath}/waiting-room`);
      await secondTab.getByText('#3', { exact: true }).waitFor();
      await secondTab.close();
      await latePage.reload();
      await latePage.getByText('#3', { exact: true }).waitFor();
      expect((await call(late.token, waitingRoomApi.me, { params })).id).toBe(lateEntry.id);
      expect(await settledViolations(latePage)).toEqual([]);
      await screenshot(latePage, 'waiting-room-refused-phone-light');
    });
    lap('a reload, a second tab, axe');
    console.log(`[waiting-room] ${laps.join('; ')}`);
  }, 120_000);

  test('an organiser sets a room in the panel; the room page and the panel at 390 and 1280 px, light and dark, in English and Hindi', async () => {
    const { organiser, show } = await smallShow();
    // The organiser switches the room on in the event's panel, opening in three hours.
    await journey(browser(), 'waiting-room-organiser', { viewport: DESKTOP }, async (page) => {
      await signInAs(page, organiser.email, `/events/admin/${show.eventId}`);
      const shown = await setRoomInPanel(page, new Date(Date.now() + 3 * 3_600_000));
      const room = await call(null, waitingRoomApi.get, { params: { id: show.eventId } });
      expect(room).toMatchObject({ enabled: true, admitPerMinute: 1, admissionMinutes: 10, seed: null });
      expect(shown).toBe(room.seedHash);
    });
    const roomPath = `/events/${show.eventId}/waiting-room`;
    for (const locale of ['en-IN', 'hi-IN'] as const) {
      const person = await newPerson(`room-${locale}`);
      const hindi = locale === 'hi-IN';
      await journey(browser(), `waiting-room-${locale}`, { viewport: DESKTOP, locale }, async (page) => {
        // The event page offers the room; the room page joins and waits for the draw.
        await signInAs(page, person.email, `/events/${show.eventId}`);
        const join = page.getByRole('link', {
          name: hindi ? 'वेटिंग रूम में शामिल हों' : 'Join the waiting room',
        });
        await shootBySystemTheme(page, `waiting-room-gate-${locale}`, () => shown(join));
        await join.click();
        await page.waitForURL((url) => url.pathname === roomPath);
        const heading = (): Locator =>
          page.getByRole('heading', { name: hindi ? 'आप वेटिंग रूम में हैं' : "You're in the waiting room" });
        await heading().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          DESKTOP.width,
        );
        await shootBySystemTheme(page, `waiting-room-page-${locale}`, () => shown(heading()));
        await page.setViewportSize(PHONE);
        await page.waitForTimeout(400); // the device variant is chosen again after a 300 ms resize pause
        await heading().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
        expect(await settledViolations(page)).toEqual([]);
      });
      await journey(
        browser(),
        `waiting-room-panel-${locale}`,
        { viewport: DESKTOP, locale },
        async (page) => {
          await signInAs(page, organiser.email, `/events/admin/${show.eventId}`);
          const hash = () => seedHashShown(roomPanel(page, hindi));
          await shootBySystemTheme(page, `waiting-room-panel-${locale}`, () => shown(hash()));
          expect(await settledViolations(page)).toEqual([]);
        },
      );
    }
  }, 240_000);
});
