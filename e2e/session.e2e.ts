import { favoritesApi } from '@engagex/contracts/api/favorites';
import { identityApi } from '@engagex/contracts/api/identity';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { type RunningServer, startServer } from '../scripts/lib/server.mjs';
import { endpointPath } from './support/api.js';
import { DESKTOP, screenshot, sharedBrowser } from './support/browser.js';
import {
  favoriteStar,
  isSignInPage,
  shootEverywhere,
  signInAsDemoUser,
  signInAsNewDemoUser,
} from './support/portal.js';

/**
 * Decision 037: a user who keeps using the portal stays signed in. This file runs its own
 * server with the shortest token lifetime the configuration allows, so the journey outlives two tokens.
 */
const TOKEN_TTL_SECONDS = 60;

const browser = sharedBrowser();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    env: { APP_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS), AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    // Eight engineers share two cores: a start-up can take longer than the usual minute.
    timeoutMs: 180_000,
  });
}, 200_000);
afterAll(async () => {
  await server?.stop();
});

const grid = (page: Page) => page.getByRole('region', { name: 'Modules', exact: true });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

/** The token's expiry (epoch ms), read as the web app reads it. */
async function expiryOf(page: Page): Promise<number> {
  return page.evaluate(() => {
    const payload = (localStorage.getItem('authToken') ?? '').split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).exp * 1000;
  });
}

/** A click on a quiet part of the page: what a user reading and scrolling does, without changing anything. */
const nudge = (page: Page) => page.mouse.click(5, 400);

async function withContext(steps: (context: BrowserContext) => Promise<void>, target: Browser) {
  const context = await target.newContext({ baseURL: server.url, viewport: DESKTOP, colorScheme: 'light' });
  try {
    await steps(context);
  } finally {
    await context.close();
  }
}

// Every journey here waits out a token's lifetime or works in a context of its own: they run side by side (a
// file of waits took 282 s one after another), each asserting with its own test's `expect` (the shared one loses
// track of which test is running).
describe.concurrent('sessions renew while in use (decision 037)', () => {
  test('a user working in two tabs past two token lifetimes stays signed in; one renewal serves both tabs', async ({
    expect,
  }) => {
    await withContext(async (context) => {
      const refreshes: string[] = [];
      context.on('request', (request) => {
        if (request.url().endsWith(endpointPath(identityApi.refresh))) refreshes.push(request.url());
      });
      const first = await context.newPage();
      first.setDefaultTimeout(15_000);
      await first.goto('/sign-in');
      await signInAsDemoUser(first);
      await grid(first).waitFor();
      const second = await context.newPage();
      await second.goto('/credits');
      await second.getByRole('heading', { level: 1 }).first().waitFor();
      const signedInWith = await storedToken(first);

      // Keep using the first tab; the token is renewed before it expires, once, and both tabs have the new one.
      const renewBy = await expiryOf(first);
      while ((await storedToken(first)) === signedInWith && Date.now() < renewBy) {
        await nudge(first);
        await first.waitForTimeout(2_000);
      }
      const renewed = await storedToken(first);
      expect(renewed).not.toBe(signedInWith);
      expect(await storedToken(second)).toBe(renewed);
      expect(refreshes).toHaveLength(1);

      // Then the laptop sleeps past that token's expiry too; the next action renews and goes through.
      const expiry = await expiryOf(first);
      await first.waitForTimeout(Math.max(0, expiry - Date.now()) + 2_000);
      const star = favoriteStar(grid(first), 'AI Art Maker');
      const before = await star.getAttribute('aria-pressed');
      // The star turns at once (an optimistic change). The expired token's request is refused, renewed and sent
      // again; what proves the action went through is the server accepting it, so the journey waits for that.
      const favouriteSaved = first.waitForResponse(
        (response) =>
          response.url().includes(endpointPath(favoritesApi.add)) &&
          response.request().method() !== 'GET' &&
          !response.url().endsWith(endpointPath(favoritesApi.settings)) &&
          response.ok(),
      );
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
      await favouriteSaved;
      expect(isSignInPage(new URL(first.url()))).toBe(false);
      expect(refreshes).toHaveLength(2);
      expect(await first.getByRole('listitem').filter({ hasText: 'Your session has ended' }).count()).toBe(0);
      await second.reload();
      await second.getByRole('heading', { level: 1 }).first().waitFor();
      expect(isSignInPage(new URL(second.url()))).toBe(false);
      await screenshot(first, 'session-renewed-desktop-light');
    }, browser());
  }, 200_000);

  test('a signed-out session ends in every tab with one toast, and is not renewed', async ({ expect }) => {
    await withContext(async (context) => {
      const first = await context.newPage();
      first.setDefaultTimeout(15_000);
      await first.goto('/sign-in');
      await signInAsDemoUser(first);
      await grid(first).waitFor();
      const token = await storedToken(first);
      // Another device (or an admin) revokes this session on the server.
      const revoked = await fetch(`${server.url}${endpointPath(identityApi.logout)}`, {
        method: identityApi.logout.method,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(revoked.status).toBe(200);
      await favoriteStar(grid(first), 'Blog Writer').click();
      await first.waitForURL(isSignInPage);
      // A toast is a list item of the notifications region (Radix also copies its text for screen readers).
      const toasts = first.getByRole('listitem').filter({ hasText: 'Your session has ended' });
      await toasts.first().waitFor();
      expect(await toasts.count()).toBe(1);
    }, browser());
  }, 90_000);

  test('coming back after the token expired: a reload and a link in a new tab renew first; the open tab waits quietly', async ({
    expect,
  }) => {
    await withContext(async (context) => {
      const refused: string[] = [];
      context.on('response', (response) => {
        if (response.status() === 401) refused.push(new URL(response.url()).pathname);
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto('/sign-in');
      await signInAsNewDemoUser(page, { email: 'away-and-back@example.com', name: 'Away And Back' });
      await grid(page).waitFor();
      const signedInWith = await storedToken(page);

      // The person leaves the tab open and untouched past the token's lifetime (lunch, a meeting).
      const expiry = await expiryOf(page);
      await page.waitForTimeout(Math.max(0, expiry - Date.now()) + 2_000);
      expect(await storedToken(page)).toBe(signedInWith);
      // The open tab's next poll (the bell's, every 25 s) meets the expired token once; then every request waits
      // for the person: no error, no sign-out, and no 401 after 401 (the old code met one at every poll).
      await expect.poll(() => refused.length, { timeout: 40_000, interval: 500 }).toBeGreaterThan(0);
      const refusedWhileAway = [...refused];
      await page.waitForTimeout(45_000);
      expect(refused).toEqual(refusedWhileAway);
      expect(isSignInPage(new URL(page.url()))).toBe(false);
      expect(await page.getByRole('listitem').filter({ hasText: 'Your session has ended' }).count()).toBe(0);

      // A link from an email opened in a new tab: the page load renews the session and shows the page asked for.
      const linked = await context.newPage();
      linked.setDefaultTimeout(15_000);
      await linked.goto('/credits');
      await linked.getByRole('heading', { level: 1, name: 'Credits' }).waitFor();
      expect(isSignInPage(new URL(linked.url()))).toBe(false);
      const renewed = await storedToken(linked);
      expect(renewed).not.toBe(signedInWith);

      // The tab left open goes on with the token the other tab renewed; a reload there stays signed in too.
      await page.reload();
      await grid(page).waitFor();
      expect(isSignInPage(new URL(page.url()))).toBe(false);
      expect(await page.getByText('Token verification failed').count()).toBe(0);
      await shootEverywhere(linked, 'session-back-after-expiry', () =>
        linked.getByRole('heading', { level: 1, name: 'Credits' }),
      );
    }, browser());
  }, 300_000);

  test('a reload after the token expired renews it before the page asks for anything', async ({ expect }) => {
    await withContext(async (context) => {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto('/sign-in');
      await signInAsNewDemoUser(page, { email: 'reload-later@example.com', name: 'Reload Later' });
      await grid(page).waitFor();
      const signedInWith = await storedToken(page);
      const expiry = await expiryOf(page);
      await page.waitForTimeout(Math.max(0, expiry - Date.now()) + 2_000);
      await page.reload();
      await grid(page).waitFor();
      expect(isSignInPage(new URL(page.url()))).toBe(false);
      expect(await storedToken(page)).not.toBe(signedInWith);
    }, browser());
  }, 120_000);
});
