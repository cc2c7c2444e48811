// Over 300 lines: one organiser's site and the helpers every widget journey shares (its frame, the popups, the screens in two languages and themes).
/**
 * The booking widget (decision 095): an organiser lists another site, that site's page holds the two lines, and a
 * visitor there sees the event, its show and its ticket type's price before signing in (decision 097), then books in
 * the iframe, signing in through the portal's popup; a paid seat is paid by card in a window of the portal's own
 * (decision 105), the frame following until it shows the ticket; a window closed unpaid is told in the frame, whose
 * visitor lets the seats go, a window of another account says so, and a waiting room shows before sign-in (decision
 * 110). Also: the portal's other pages and the checkout refuse to be framed. The other site is a tiny server of this file's own, on another host and port (another origin
 * and another site, so the frame is a third party as on the web).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STORAGE_KEYS } from '@engagex/contracts';
import { embedApi } from '@engagex/contracts/api/embed';
import { eventsApi } from '@engagex/contracts/api/events';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { baseUrl, DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  emailField,
  isSandboxCheckout,
  shootBySystemTheme,
  signInAsNewDemoUser,
  signInButton,
} from './support/portal.js';
import { publishedShow } from './support/shows.js';

const browser = sharedBrowser();

const inDays = (days: number, hourUtc: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

/** The organiser's site: one page with the two lines for the event the test sets (or the one `?event=` names). */
let site: Server;
let siteOrigin = '';
let eventId = '';
beforeAll(async () => {
  site = createServer((request, response) => {
    const shown = new URL(request.url ?? '/', 'http://site').searchParams.get('event') ?? eventId;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><title>Festival</title><h1>Our festival</h1>
<div data-engagex-event="${shown}"></div>
<script src="${baseUrl()}/embed.js" async></script>
<p>Below the widget.</p></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  // localhost, not 127.0.0.1 as the portal: another site altogether.
  siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/**
 * The organiser's page with the widget at 1280 and 390 px, light and dark: the frame follows the system's theme (its
 * storage, where a theme would be kept, is the third party's), so the wait is for the frame's own document.
 */
async function shootWidget(page: Page, frame: FrameLocator, name: string, ready: () => Promise<unknown>) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect
        .poll(() => frame.locator('html').evaluate((html) => html.classList.contains('dark')), {
          timeout: 10_000,
        })
        .toBe(scheme === 'dark');
      await ready();
      await page.waitForTimeout(400); // the colour transitions and the frame's new height
      await screenshot(page, `${name}-${size}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
}

const frameAncestors = (csp: string | null) => /frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1];

/** The paid show the card journeys book (decision 105). */
let paidEventId = '';
/** The paid show whose payment window the visitor closes unpaid (decision 110). */
let closedEventId = '';

/** "Sign in to book" in the frame, through the portal's popup, as a new demo user; the popup closes itself. */
async function signInFromFrame(page: Page, frame: FrameLocator, button: string) {
  const email = `widget-card-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    frame.getByRole('button', { name: button }).click({ timeout: 30_000 }),
  ]);
  await popup.waitForURL((url) => url.pathname === '/embed/sign-in');
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await emailField(popup).fill(email);
  await signInButton(popup).click();
  await closed;
}

describe('the booking widget on another site', () => {
  test('a visitor signs in through the popup and books a free seat in the frame, sized to its content', async () => {
    const { token } = await signIn(ADMIN_EMAIL);
    const title = `Widget Night ${Date.now().toString(36).toUpperCase()}`;
    const show = await publishedShow(token, {
      title,
      startsAt: inDays(9, 12),
      endsAt: inDays(9, 15),
      capacity: 30,
    });
    eventId = show.eventId;
    await call(token, embedApi.set, { params: { id: eventId }, body: { origins: [siteOrigin] } });

    await journey(browser(), 'widget', { viewport: DESKTOP }, async (page) => {
      await page.goto(`${siteOrigin}/`);
      const iframe = page.locator('iframe[data-engagex]');
      const frame = page.frameLocator('iframe[data-engagex]');
      // Before sign-in, from the public read (decision 097): the event, its show and its ticket type's price.
      await frame.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
      await frame.getByRole('region', { name: 'Shows' }).getByText('30 seats left').waitFor();
      const standard = frame.getByRole('region', { name: 'Tickets' }).getByRole('listitem').first();
      expect(await standard.textContent()).toMatch(/^Standard.*Free$/);
      expect(await frame.getByRole('region', { name: 'Booking' }).count()).toBe(0);

      // Sized to what it shows: the height the page posts, not the loader's first 420 pixels.
      const fits = async () => {
        const outer = (await iframe.boundingBox())?.height ?? 0;
        const inner = await frame.locator('main').evaluate((main) => main.getBoundingClientRect().height);
        return Math.abs(outer - Math.ceil(inner)) <= 1;
      };
      await expect.poll(fits, { timeout: 10_000 }).toBe(true);
      const before = (await iframe.boundingBox())?.height ?? 0;
      await shootWidget(page, frame, 'widget-signed-out', () =>
        frame.getByRole('button', { name: 'Sign in to book' }).waitFor(),
      );
      await expect.poll(fits, { timeout: 10_000 }).toBe(true);

      // Sign-in in a popup on the portal's origin; the popup hands the token over and closes itself.
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        frame.getByRole('button', { name: 'Sign in to book' }).click(),
      ]);
      await popup.waitForURL((url) => url.pathname === '/embed/sign-in');
      // The popup's pages answer without an opener policy, so it keeps the frame that opened it.
      expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
      const closed = popup.waitForEvent('close', { timeout: 30_000 });
      await signInAsNewDemoUser(popup, { email: `widget-${Date.now()}@example.com`, name: 'Widget Visitor' });
      await closed;

      // The event, its show and its booking, in the frame.
      const panel = frame.getByRole('region', { name: 'Booking' });
      await panel.getByRole('button', { name: 'Book 1 seat' }).click({ timeout: 30_000 });
      await panel.getByRole('heading', { name: 'You are going!' }).waitFor({ timeout: 30_000 });
      await expect.poll(fits, { timeout: 10_000 }).toBe(true);
      expect((await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(before);

      // Why they do: a portal page with its `same-origin-allow-popups` policy, opened the same way, loses its opener.
      const [portalPage] = await Promise.all([
        page.waitForEvent('popup'),
        frame.locator('main').evaluate(() => void window.open('/sign-in', 'opener-check', 'popup')),
      ]);
      await portalPage.waitForLoadState();
      expect(await portalPage.evaluate(() => window.opener === null)).toBe(true);
      await portalPage.close();

      // The frame's session was in memory: its storage, where the browser grants it any, holds no token.
      const stored = await frame.locator('main').evaluate((_main, key) => {
        try {
          return window.localStorage.getItem(key);
        } catch {
          return 'no storage for a third-party frame';
        }
      }, STORAGE_KEYS.authToken);
      expect([null, 'no storage for a third-party frame']).toContain(stored);
    });
  }, 240_000);

  test('a Hindi reader sees the event and its prices in Hindi before signing in', async () => {
    expect(eventId).not.toBe('');
    await journey(browser(), 'widget-hindi', { viewport: DESKTOP, locale: 'hi-IN' }, async (page) => {
      await page.goto(`${siteOrigin}/`);
      const frame = page.frameLocator('iframe[data-engagex]');
      await frame.getByRole('region', { name: 'टिकट' }).waitFor({ timeout: 30_000 });
      await frame.getByRole('button', { name: 'बुक करने के लिए साइन इन करें' }).waitFor();
      await shootWidget(page, frame, 'widget-signed-out-hi', () =>
        frame.getByRole('button', { name: 'बुक करने के लिए साइन इन करें' }).waitFor(),
      );
    });
  }, 120_000);

  test('a visitor pays a seat by card in a window of the portal’s own, and the frame shows the ticket', async () => {
    const { token } = await signIn(ADMIN_EMAIL);
    const show = await publishedShow(
      token,
      { title: `Widget Card ${Date.now()}`, startsAt: inDays(10, 12), endsAt: inDays(10, 15), capacity: 10 },
      { priceCredits: 40 },
    );
    paidEventId = show.eventId;
    await call(token, embedApi.set, { params: { id: paidEventId }, body: { origins: [siteOrigin] } });

    await journey(browser(), 'widget-card', { viewport: DESKTOP }, async (page) => {
      await page.goto(`${siteOrigin}/?event=${paidEventId}`);
      const frame = page.frameLocator('iframe[data-engagex]');
      await signInFromFrame(page, frame, 'Sign in to book');
      const panel = frame.getByRole('region', { name: 'Booking' });
      await panel.getByRole('button', { name: 'Book 1 seat' }).click({ timeout: 30_000 });
      await panel.getByText('Pay ₹400 online').click();

      // The click opens the window itself (a popup the browser allows); the frame waits, counting the hold down.
      const [checkout] = await Promise.all([
        page.waitForEvent('popup'),
        panel.getByRole('button', { name: 'Continue to checkout' }).click(),
      ]);
      const waiting = panel.getByRole('heading', { name: 'Finish paying in the window that opened' });
      await waiting.waitFor();
      await panel.getByRole('timer').waitFor();

      // The window goes on to the sandbox's checkout on the portal's origin, which still refuses to be framed.
      await checkout.waitForURL(isSandboxCheckout, { timeout: 30_000 });
      expect(new URL(checkout.url()).origin).toBe(baseUrl());
      const checkoutPage = await fetch(checkout.url());
      expect(frameAncestors(checkoutPage.headers.get('content-security-policy'))).toBe("'none'");
      expect(checkoutPage.headers.get('x-frame-options')).not.toBeNull();
      await shootWidget(page, frame, 'widget-card-paying', () => waiting.waitFor());

      // Paid there: the window says so and closes itself; the frame shows the ticket, and never said the window
      // was closed before paying on the way (decision 110: it reads the booking again before it concludes).
      await frame.locator('main').evaluate(() => {
        const seen = window as unknown as { sawClosedUnpaid?: boolean };
        seen.sawClosedUnpaid = false;
        new MutationObserver(() => {
          if (document.body.textContent?.includes('closed before paying')) seen.sawClosedUnpaid = true;
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      const closed = checkout.waitForEvent('close', { timeout: 30_000 });
      await checkout.getByRole('button', { name: /^Pay / }).click();
      await checkout.waitForURL((url) => url.pathname === '/embed/payment-return');
      const returned = new URL(checkout.url());
      expect(returned.searchParams.get('popup')).toBe('1');
      await checkout.getByRole('heading', { name: 'Payment received' }).waitFor();
      await closed;
      const going = panel.getByRole('heading', { name: 'You are going!' });
      await going.waitFor({ timeout: 30_000 });
      expect(
        await frame
          .locator('main')
          .evaluate(() => (window as unknown as { sawClosedUnpaid?: boolean }).sawClosedUnpaid),
      ).toBe(false);
      await shootWidget(page, frame, 'widget-card-paid', () => going.waitFor());

      // The return page as a tab opened from the link shows it, and stays open (the payment is confirmed once).
      returned.searchParams.delete('popup');
      const tab = await page.context().newPage();
      await tab.goto(`${returned.pathname}${returned.search}`);
      const received = tab.getByRole('heading', { name: 'Payment received' });
      await received.waitFor();
      await tab.getByText('₹400').waitFor();
      expect(await tab.getByRole('navigation').count()).toBe(0);
      await shootBySystemTheme(tab, 'widget-card-return', () => received.waitFor());
    });
  }, 240_000);

  test('a Hindi reader whose browser blocks the window pays through the link, all in Hindi', async () => {
    expect(paidEventId).not.toBe('');
    await journey(browser(), 'widget-card-hindi', { viewport: DESKTOP, locale: 'hi-IN' }, async (page) => {
      await page.goto(`${siteOrigin}/?event=${paidEventId}`);
      const frame = page.frameLocator('iframe[data-engagex]');
      await signInFromFrame(page, frame, 'बुक करने के लिए साइन इन करें');
      const panel = frame.getByRole('region', { name: 'बुकिंग' });
      await panel.getByRole('button', { name: '1 सीट बुक करें' }).click({ timeout: 30_000 });
      await panel.getByText('₹400 का ऑनलाइन भुगतान करें').click();

      // A browser that blocks the window: the frame offers the payment page as a link instead.
      await frame.locator('main').evaluate(() => {
        window.open = () => null;
      });
      await panel.getByRole('button', { name: 'चेकआउट पर जाएँ' }).click();
      await panel.getByRole('heading', { name: 'जो विंडो खुली है, उसमें भुगतान पूरा करें' }).waitFor();
      await panel.getByRole('alert').getByText('आपके ब्राउज़र ने भुगतान विंडो रोक दी', { exact: false }).waitFor();
      const link = panel.getByRole('link', { name: 'भुगतान पेज खोलें' });
      await shootWidget(page, frame, 'widget-card-paying-hi', () => link.waitFor());

      const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await tab.waitForURL(isSandboxCheckout, { timeout: 30_000 });
      await tab.getByRole('button', { name: /^Pay / }).click();
      await tab.waitForURL((url) => url.pathname === '/embed/payment-return');
      const received = tab.getByRole('heading', { name: 'भुगतान मिल गया' });
      await received.waitFor();
      // A tab the frame did not open is the person's: it stays, and offers no button that could not close it.
      expect(await tab.getByRole('button', { name: 'यह विंडो बंद करें' }).count()).toBe(0);
      await panel.getByRole('heading', { name: 'आपकी बुकिंग पक्की है!' }).waitFor({ timeout: 30_000 });
      await shootBySystemTheme(tab, 'widget-card-return-hi', () => received.waitFor());
      expect(tab.isClosed()).toBe(false);
    });
  }, 240_000);

  test('a visitor who closes the payment window unpaid is told so in the frame and lets the seats go', async () => {
    const { token } = await signIn(ADMIN_EMAIL);
    const show = await publishedShow(
      token,
      {
        title: `Widget Closed ${Date.now()}`,
        startsAt: inDays(11, 12),
        endsAt: inDays(11, 15),
        capacity: 10,
      },
      { priceCredits: 40 },
    );
    closedEventId = show.eventId;
    await call(token, embedApi.set, { params: { id: closedEventId }, body: { origins: [siteOrigin] } });

    await journey(browser(), 'widget-card-closed', { viewport: DESKTOP }, async (page) => {
      await page.goto(`${siteOrigin}/?event=${closedEventId}`);
      const frame = page.frameLocator('iframe[data-engagex]');
      await signInFromFrame(page, frame, 'Sign in to book');
      const panel = frame.getByRole('region', { name: 'Booking' });
      await panel.getByRole('button', { name: 'Book 1 seat' }).click({ timeout: 30_000 });
      await panel.getByText('Pay ₹400 online').click();
      const [checkout] = await Promise.all([
        page.waitForEvent('popup'),
        panel.getByRole('button', { name: 'Continue to checkout' }).click(),
      ]);
      await checkout.waitForURL(isSandboxCheckout, { timeout: 30_000 });
      // On the gateway's page the window is still the frame's (decision 110: no opener policy there), so the frame
      // goes on waiting rather than taking it for closed.
      const sandboxPage = await fetch(checkout.url());
      expect(sandboxPage.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(frameAncestors(sandboxPage.headers.get('content-security-policy'))).toBe("'none'");
      await page.waitForTimeout(1_500);
      await panel.getByRole('heading', { name: 'Finish paying in the window that opened' }).waitFor();
      expect(
        await frame.locator('main').evaluate(() => document.body.textContent?.includes('closed before')),
      ).toBe(false);

      // Closed without paying: the frame says so, with the three ways on.
      await checkout.close();
      const closed = panel.getByRole('heading', { name: 'The payment window was closed before paying' });
      await closed.waitFor({ timeout: 15_000 });
      await panel.getByRole('timer').waitFor();
      await panel.getByRole('button', { name: 'Open the payment page again' }).waitFor();
      await panel.getByRole('button', { name: 'Pay another way' }).waitFor();
      const release = panel.getByRole('button', { name: 'Release the seats' });
      await shootWidget(page, frame, 'widget-card-closed', () => closed.waitFor());

      // The window's own session is the visitor's; an address naming another holder says so, and shows nothing more.
      const other = await page.context().newPage();
      await other.goto(
        `${baseUrl()}/embed/checkout?realm=events&booking=${closedEventId}&holder=00000000-0000-4000-8000-000000000001`,
      );
      const otherAccount = other.getByRole('heading', {
        name: 'This window is signed in as another account',
      });
      await otherAccount.waitFor({ timeout: 30_000 });
      await other.getByRole('button', { name: 'Sign in as the right account' }).waitFor();
      await shootBySystemTheme(other, 'widget-card-other-account', () => otherAccount.waitFor());
      await other.close();

      // Letting the seats go: the hold is cancelled through the event page's own call, and the seat is back.
      const seatsLeft = async () =>
        (await call(token, eventsApi.slots, { params: { id: closedEventId } }))[0]?.seatsAvailable;
      expect(await seatsLeft()).toBe(9);
      await release.click();
      await panel.getByRole('button', { name: 'Book 1 seat' }).waitFor({ timeout: 30_000 });
      await expect.poll(seatsLeft, { timeout: 10_000 }).toBe(10);
    });
  }, 240_000);

  test('a Hindi reader sees the closed window and the other account in Hindi', async () => {
    expect(closedEventId).not.toBe('');
    await journey(
      browser(),
      'widget-card-closed-hi',
      { viewport: DESKTOP, locale: 'hi-IN' },
      async (page) => {
        await page.goto(`${siteOrigin}/?event=${closedEventId}`);
        const frame = page.frameLocator('iframe[data-engagex]');
        await signInFromFrame(page, frame, 'बुक करने के लिए साइन इन करें');
        const panel = frame.getByRole('region', { name: 'बुकिंग' });
        await panel.getByRole('button', { name: '1 सीट बुक करें' }).click({ timeout: 30_000 });
        await panel.getByText('₹400 का ऑनलाइन भुगतान करें').click();
        const [checkout] = await Promise.all([
          page.waitForEvent('popup'),
          panel.getByRole('button', { name: 'चेकआउट पर जाएँ' }).click(),
        ]);
        await checkout.waitForURL(isSandboxCheckout, { timeout: 30_000 });
        await checkout.close();
        const closed = panel.getByRole('heading', { name: 'भुगतान से पहले ही भुगतान विंडो बंद हो गई' });
        await closed.waitFor({ timeout: 15_000 });
        await shootWidget(page, frame, 'widget-card-closed-hi', () => closed.waitFor());

        const other = await page.context().newPage();
        await other.goto(
          `${baseUrl()}/embed/checkout?realm=events&booking=${closedEventId}&holder=00000000-0000-4000-8000-000000000001`,
        );
        const otherAccount = other.getByRole('heading', { name: 'यह विंडो किसी दूसरे खाते से साइन इन है' });
        await otherAccount.waitFor({ timeout: 30_000 });
        await shootBySystemTheme(other, 'widget-card-other-account-hi', () => otherAccount.waitFor());
        await other.close();
        await panel.getByRole('button', { name: 'सीटें छोड़ें' }).click();
        await panel.getByRole('button', { name: '1 सीट बुक करें' }).waitFor({ timeout: 30_000 });
      },
    );
  }, 240_000);

  test('a visitor learns of the event’s waiting room before signing in, and meets its gate after', async () => {
    const { token } = await signIn(ADMIN_EMAIL);
    const show = await publishedShow(token, {
      title: `Widget Room ${Date.now()}`,
      startsAt: inDays(12, 12),
      endsAt: inDays(12, 15),
      capacity: 50,
    });
    const params = { id: show.eventId };
    await call(token, embedApi.set, { params, body: { origins: [siteOrigin] } });
    await call(token, waitingRoomApi.set, {
      params,
      body: {
        enabled: true,
        opensAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
        admitPerMinute: 20,
        admissionMinutes: 10,
      },
    });

    await journey(browser(), 'widget-room', { viewport: DESKTOP }, async (page) => {
      await page.goto(`${siteOrigin}/?event=${show.eventId}`);
      const frame = page.frameLocator('iframe[data-engagex]');
      const room = frame.getByRole('region', { name: 'Booking through a waiting room' });
      await room.getByText(/It opens .* \(your time\)/).waitFor({ timeout: 30_000 });
      await frame.getByText('Sign in with EngageX to join the waiting room', { exact: false }).waitFor();
      await shootWidget(page, frame, 'widget-room-signed-out', () => room.waitFor());
      // Signed in, the booking panel's own gate (decision 080), as on the event page.
      await signInFromFrame(page, frame, 'Sign in to book');
      const panel = frame.getByRole('region', { name: 'Booking' });
      await panel.getByRole('link', { name: 'Join the waiting room' }).waitFor({ timeout: 30_000 });
    });
    await journey(browser(), 'widget-room-hi', { viewport: DESKTOP, locale: 'hi-IN' }, async (page) => {
      await page.goto(`${siteOrigin}/?event=${show.eventId}`);
      const frame = page.frameLocator('iframe[data-engagex]');
      const room = frame.getByRole('region', { name: 'बुकिंग वेटिंग रूम के ज़रिए' });
      await room.waitFor({ timeout: 30_000 });
      await shootWidget(page, frame, 'widget-room-signed-out-hi', () => room.waitFor());
    });
  }, 240_000);

  test('only the widget’s page lets the listed site frame it; the portal’s other pages refuse to be framed', async () => {
    expect(eventId).not.toBe('');
    const widget = await fetch(`${baseUrl()}/embed/events/${eventId}`);
    expect(frameAncestors(widget.headers.get('content-security-policy'))).toBe(siteOrigin);
    for (const path of [
      '/',
      '/sign-in',
      `/events/${eventId}`,
      '/embed/sign-in',
      '/embed/checkout',
      '/embed/payment-return',
    ]) {
      const answer = await fetch(`${baseUrl()}${path}`);
      expect(frameAncestors(answer.headers.get('content-security-policy')), path).toBe("'none'");
    }
  });
});
