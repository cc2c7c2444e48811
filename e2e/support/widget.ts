/**
 * What the booking widget's journeys share (decisions 095, 097, 105, 110): the organiser's site that frames it, the
 * frame's screenshots, signing in from the frame through the portal's popup, and a paid seat held there up to the
 * card's checkout, in English or Hindi. Changes when the widget's way in, or its way to a card payment, does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { embedApi } from '@engagex/contracts/api/embed';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './api.js';
import { baseUrl, DESKTOP, PHONE, screenshot } from './browser.js';
import { emailField, signInButton } from './portal.js';
import { publishedShow } from './shows.js';

/** `days` from today at `hourUtc`, as an ISO instant: a show of a journey's own, in the future. */
export const inDays = (days: number, hourUtc: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

/** The CSP's `frame-ancestors` sources, as the header names them. */
export const frameAncestors = (csp: string | null) => /frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1];

/**
 * The organiser's site, a tiny server of the test file's own on another host and port (another origin and another
 * site, so the frame is a third party as on the web): its page holds the two lines for the event `?event=` names.
 * Call at the file's top level; `origin()` answers once the file's tests run.
 */
export function organiserSite() {
  let site: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    const server = createServer((request, response) => {
      const shown = new URL(request.url ?? '/', 'http://site').searchParams.get('event') ?? '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><title>Festival</title><h1>Our festival</h1>
<div data-engagex-event="${shown}"></div>
<script src="${baseUrl()}/embed.js" async></script>
<p>Below the widget.</p></html>`);
    });
    site = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // localhost, not 127.0.0.1 as the portal: another site altogether.
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve())));
  return {
    origin: () => origin,
    /** The site's page with the widget of this event. */
    page: (eventId: string) => `${origin}/?event=${eventId}`,
  };
}

/** The site's widget frame, by the attribute embed.js gives it. */
const WIDGET_FRAME = 'iframe[data-engagex]';
export const widgetFrame = (page: Page) => page.frameLocator(WIDGET_FRAME);

/**
 * Clicks `target`, inside the widget's frame, once the frame has grown to show it. embed.js sets the frame's height
 * from its content a moment after the content grows, and Playwright aims a click in a frame by the frame's own
 * layout, not by what the page shows of it: a click before the frame has grown lands on the page below the frame
 * and is lost, with no error (seen: "Book 1 seat" pressed as the booking panel replaced its skeleton, and nothing
 * booked). A person cannot press what the frame does not show yet.
 */
export async function clickInFrame(page: Page, target: Locator, options: { timeout?: number } = {}) {
  const timeout = options.timeout ?? 15_000;
  await target.waitFor({ timeout });
  const frame = page.locator(WIDGET_FRAME);
  await expect
    .poll(
      async () => {
        const [box, shown] = await Promise.all([target.boundingBox(), frame.boundingBox()]);
        return box !== null && shown !== null && box.y + box.height <= shown.y + shown.height + 0.5;
      },
      { timeout },
    )
    .toBe(true);
  await target.click({ timeout });
}

/**
 * The organiser's page with the widget at 1280 and 390 px, light and dark: the frame follows the system's theme (its
 * storage, where a theme would be kept, is the third party's), so the wait is for the frame's own document.
 */
export async function shootWidget(
  page: Page,
  frame: FrameLocator,
  name: string,
  ready: () => Promise<unknown>,
) {
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

/** "Sign in to book" in the frame, through the portal's popup, as a new demo user; the popup closes itself. */
export async function signInFromFrame(page: Page, frame: FrameLocator, button: string) {
  const email = `widget-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    clickInFrame(page, frame.getByRole('button', { name: button }), { timeout: 30_000 }),
  ]);
  await popup.waitForURL((url) => url.pathname === '/embed/sign-in');
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await emailField(popup).fill(email);
  await signInButton(popup).click();
  await closed;
}

/** The frame's words a card journey acts on, in each language it is read in. */
export const CARD_WORDS = {
  en: {
    signIn: 'Sign in to book',
    booking: 'Booking',
    book: 'Book 1 seat',
    payOnline: 'Pay ₹400 online',
    checkout: 'Continue to checkout',
  },
  hi: {
    signIn: 'बुक करने के लिए साइन इन करें',
    booking: 'बुकिंग',
    book: '1 सीट बुक करें',
    payOnline: '₹400 का ऑनलाइन भुगतान करें',
    checkout: 'चेकआउट पर जाएँ',
  },
} as const;
export type CardLanguage = keyof typeof CARD_WORDS;

/** A published show of 10 seats at 40 credits (₹400) a seat, listed for the organiser's site (decision 105). */
export async function paidWidgetShow(siteOrigin: string, title: string, days: number) {
  const { token } = await signIn(ADMIN_EMAIL);
  const show = await publishedShow(
    token,
    { title: `${title} ${Date.now()}`, startsAt: inDays(days, 12), endsAt: inDays(days, 15), capacity: 10 },
    { priceCredits: 40 },
  );
  await call(token, embedApi.set, { params: { id: show.eventId }, body: { origins: [siteOrigin] } });
  return { token, eventId: show.eventId };
}

/**
 * On the site's page `url`, a new visitor signs in from the frame, holds one seat and chooses to pay ₹400 online:
 * the frame's booking panel, with "Continue to checkout" the next click.
 */
export async function holdForCard(
  page: Page,
  url: string,
  language: CardLanguage,
): Promise<{ frame: FrameLocator; panel: Locator }> {
  const words = CARD_WORDS[language];
  await page.goto(url);
  const frame = widgetFrame(page);
  await signInFromFrame(page, frame, words.signIn);
  const panel = frame.getByRole('region', { name: words.booking });
  await clickInFrame(page, panel.getByRole('button', { name: words.book }), { timeout: 30_000 });
  await clickInFrame(page, panel.getByText(words.payOnline));
  return { frame, panel };
}

/** "Continue to checkout": the payment window it opens from the click (decision 105). */
export async function openCheckout(page: Page, panel: Locator, language: CardLanguage): Promise<Page> {
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    clickInFrame(page, panel.getByRole('button', { name: CARD_WORDS[language].checkout })),
  ]);
  return checkout;
}

/** The payment window's page for this booking, naming a holder who is not the window's session (decision 110). */
export const otherAccountCheckout = (bookingId: string) =>
  `${baseUrl()}/embed/checkout?realm=events&booking=${bookingId}&holder=00000000-0000-4000-8000-000000000001`;
