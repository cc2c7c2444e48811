import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { signInAsNewDemoUser } from './support/portal.js';

/*
 * A tab in the background holds no long poll open (decision 070): hidden, the bell's wait is cancelled and no
 * other starts; shown again, the count is asked at once and the wait resumes. The page is hidden the way the
 * browser tells it, document.visibilityState and its event, stubbed in the page (a headless tab is always
 * visible). Changes with the bell's long poll (decision 056) or the hidden-tab policy.
 */

const browser = sharedBrowser();
const WAIT_PATH = '/api/main/notifications/unread-count/next';
const COUNT_PATH = '/api/main/notifications/unread-count';

/** Requests to the wait and count endpoints, each with whether it is still open. */
function watchBell(page: Page) {
  const waits: Request[] = [];
  const counts: Request[] = [];
  const open = new Set<Request>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === WAIT_PATH) {
      waits.push(request);
      open.add(request);
    }
    if (pathname === COUNT_PATH) counts.push(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { waits, counts, open };
}

const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => next === 'hidden' });
    // Fired at the document as the browser does, bubbling to the window, where TanStack Query listens.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);

describe('a hidden tab', () => {
  test('cancels the bell’s wait, asks nothing while hidden, and asks at once when shown again', {
    timeout: 120_000,
  }, async () => {
    await journey(browser(), 'hidden-tab', { viewport: DESKTOP }, async (page) => {
      const bell = watchBell(page);
      await page.goto('/sign-in');
      await signInAsNewDemoUser(page, { email: `hidden-${Date.now()}@example.com`, name: 'Hira Hidden' });
      // The long poll opens about 5 s after the bell shows (decision 056).
      await expect.poll(() => bell.open.size, { timeout: 20_000 }).toBe(1);

      await setVisibility(page, 'hidden');
      await expect.poll(() => bell.open.size, { timeout: 5_000 }).toBe(0);
      const waitsWhenHidden = bell.waits.length;
      const countsWhenHidden = bell.counts.length;
      // Longer than the server's wait (15 s with the defaults): a tab that kept its long poll would ask again.
      await page.waitForTimeout(20_000);
      expect(bell.waits.length - waitsWhenHidden).toBe(0);
      expect(bell.counts.length - countsWhenHidden).toBe(0);

      const shown = Date.now();
      await setVisibility(page, 'visible');
      await expect.poll(() => bell.open.size, { timeout: 5_000 }).toBe(1);
      await expect.poll(() => bell.counts.length - countsWhenHidden, { timeout: 5_000 }).toBeGreaterThan(0);
      console.log(
        `hidden 20 s: 0 waits, 0 counts; shown: wait and count asked within ${Date.now() - shown} ms`,
      );
    });
  });
});
