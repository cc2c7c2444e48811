/**
 * The booking widget (decision 095): an organiser lists another site, that site's page holds the two lines, and a
 * visitor there sees the event, its show and its ticket type's price before signing in (decision 097), then books a
 * free seat in the iframe, signing in through the portal's popup; a waiting room shows before sign-in (decision 110).
 * Also: the portal's other pages and the checkout refuse to be framed. The organiser's site is support/widget.ts's;
 * paying by card from the widget (decisions 105 and 110) is widget-card.e2e.ts's. Changes when the widget's way in
 * does.
 */
import { STORAGE_KEYS } from '@engagex/contracts';
import { embedApi } from '@engagex/contracts/api/embed';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { baseUrl, DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { signInAsNewDemoUser } from './support/portal.js';
import { publishedShow } from './support/shows.js';
import {
  clickInFrame,
  frameAncestors,
  inDays,
  organiserSite,
  shootWidget,
  signInFromFrame,
  widgetFrame,
} from './support/widget.js';

const browser = sharedBrowser();
const site = organiserSite();

/** The free show the first journey books; the Hindi reader and the headers' check read it too. */
let eventId = '';

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
    await call(token, embedApi.set, { params: { id: eventId }, body: { origins: [site.origin()] } });

    await journey(browser(), 'widget', { viewport: DESKTOP }, async (page) => {
      await page.goto(site.page(eventId));
      const iframe = page.locator('iframe[data-engagex]');
      const frame = widgetFrame(page);
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
        clickInFrame(page, frame.getByRole('button', { name: 'Sign in to book' })),
      ]);
      await popup.waitForURL((url) => url.pathname === '/embed/sign-in');
      // The popup's pages answer without an opener policy, so it keeps the frame that opened it.
      expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
      const closed = popup.waitForEvent('close', { timeout: 30_000 });
      await signInAsNewDemoUser(popup, { email: `widget-${Date.now()}@example.com`, name: 'Widget Visitor' });
      await closed;

      // The event, its show and its booking, in the frame.
      const panel = frame.getByRole('region', { name: 'Booking' });
      await clickInFrame(page, panel.getByRole('button', { name: 'Book 1 seat' }), { timeout: 30_000 });
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
      await page.goto(site.page(eventId));
      const frame = widgetFrame(page);
      await frame.getByRole('region', { name: 'टिकट' }).waitFor({ timeout: 30_000 });
      await frame.getByRole('button', { name: 'बुक करने के लिए साइन इन करें' }).waitFor();
      await shootWidget(page, frame, 'widget-signed-out-hi', () =>
        frame.getByRole('button', { name: 'बुक करने के लिए साइन इन करें' }).waitFor(),
      );
    });
  }, 120_000);

  test('a visitor learns of the event’s waiting room before signing in, and meets its gate after', async () => {
    const { token } = await signIn(ADMIN_EMAIL);
    const show = await publishedShow(token, {
      title: `Widget Room ${Date.now()}`,
      startsAt: inDays(12, 12),
      endsAt: inDays(12, 15),
      capacity: 50,
    });
    const params = { id: show.eventId };
    await call(token, embedApi.set, { params, body: { origins: [site.origin()] } });
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
      await page.goto(site.page(show.eventId));
      const frame = widgetFrame(page);
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
      await page.goto(site.page(show.eventId));
      const frame = widgetFrame(page);
      const room = frame.getByRole('region', { name: 'बुकिंग वेटिंग रूम के ज़रिए' });
      await room.waitFor({ timeout: 30_000 });
      await shootWidget(page, frame, 'widget-room-signed-out-hi', () => room.waitFor());
    });
  }, 240_000);

  test('only the widget’s page lets the listed site frame it; the portal’s other pages refuse to be framed', async () => {
    expect(eventId).not.toBe('');
    const widget = await fetch(`${baseUrl()}/embed/events/${eventId}`);
    expect(frameAncestors(widget.headers.get('content-security-policy'))).toBe(site.origin());
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
