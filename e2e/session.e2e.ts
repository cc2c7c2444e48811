import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../scripts/lib/server.mjs';
import { DESKTOP, screenshot, sharedBrowser } from './support/browser.js';
import { favoriteStar, isSignInPage, signInAsDemoUser } from './support/portal.js';

/**
 * Issue #14, item 1 (decision 037): a user who keeps using the portal stays signed in. This file runs its own
 * server with the shortest token lifetime the configuration allows, so the journey outlives two tokens.
 */
const TOKEN_TTL_SECONDS = 60;

const browser = sharedBrowser();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    env: { APP_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS), AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  });
});
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

describe('sessions renew while in use (issue #14, item 1)', () => {
  test('a user working in two tabs past two token lifetimes stays signed in; one renewal serves both tabs', async () => {
    await withContext(async (context) => {
      const refreshes: string[] = [];
      context.on('request', (request) => {
        if (request.url().endsWith('/api/main/auth/refresh')) refreshes.push(request.url());
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
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
      expect(isSignInPage(new URL(first.url()))).toBe(false);
      expect(refreshes).toHaveLength(2);
      expect(await first.getByRole('listitem').filter({ hasText: 'Your session has ended' }).count()).toBe(0);
      await second.reload();
      await second.getByRole('heading', { level: 1 }).first().waitFor();
      expect(isSignInPage(new URL(second.url()))).toBe(false);
      await screenshot(first, 'session-renewed-desktop-light');
    }, browser());
  }, 200_000);

  test('a signed-out session ends in every tab with one toast, and is not renewed', async () => {
    await withContext(async (context) => {
      const first = await context.newPage();
      first.setDefaultTimeout(15_000);
      await first.goto('/sign-in');
      await signInAsDemoUser(first);
      await grid(first).waitFor();
      const token = await storedToken(first);
      // Another device (or an admin) revokes this session on the server.
      const revoked = await fetch(`${server.url}/api/main/auth/logout`, {
        method: 'POST',
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
});
