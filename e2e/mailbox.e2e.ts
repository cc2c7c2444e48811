import type { TKeptEmail } from '@engagex/contracts';
import { mailboxApi } from '@engagex/contracts/api/mailbox';
import { modulesApi } from '@engagex/contracts/api/modules';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { signInWithEmail, themeToggle, waitForTheme } from './support/portal.js';

/*
 * The development mailbox (decision 041): opening a kept email, in both widths and themes, and following its links,
 * writes no error to the console: the email's frame is sandboxed with an origin of its own, so nothing of the
 * portal may reach into it (a SecurityError) and it may not run the portal's scripts.
 */

const browser = sharedBrowser();
const LAUNCHABLE = ['voiceover', 'ad-copy', 'audio-translator', 'ai-avatar'];

/** One kept email with a link: a module's launch, told to someone who asked. */
async function keptEmail(): Promise<TKeptEmail> {
  const admin = await signIn(ADMIN_EMAIL);
  const asker = await signIn(`mailbox-${Date.now()}@example.com`);
  const upcoming = await call(admin.token, modulesApi.list, { query: { status: 'upcoming' } });
  const module = upcoming.modules.find((candidate) => LAUNCHABLE.includes(candidate.id));
  if (module) {
    await call(asker.token, modulesApi.alertOn, { params: { id: module.id } });
    await call(admin.token, modulesApi.launch, {
      params: { id: module.id },
      body: { launchDate: new Date().toISOString().slice(0, 10) },
    });
  }
  // Kept by the outbox's worker within a second or so; any kept email with a link does.
  for (let tries = 0; tries < 30; tries += 1) {
    const kept = await call(admin.token, mailboxApi.list, { query: { limit: 20 } });
    for (const item of kept.items) {
      const email = await call(admin.token, mailboxApi.get, { params: { id: item.id } });
      if (/<a\s[^>]*href=/i.test(email.html)) return email;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('No kept email with a link');
}

/** Every error and warning the portal's pages and the email's frame wrote, with the tabs its links opened. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  const watch = (target: Page) => {
    target.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text()} (${target.url()})`);
      }
    });
    target.on('pageerror', (error) => problems.push(`page error: ${error.name}: ${error.message}`));
  };
  watch(page);
  page.context().on('page', watch);
  return problems;
}

describe('development mailbox', () => {
  test('opening a kept email and following its link writes no error, at 390 and 1280 px, light and dark', {
    timeout: 300_000,
  }, async () => {
    const email = await keptEmail();
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await journey(browser(), `mailbox-${size}`, { viewport }, async (page) => {
        const problems = collectProblems(page);
        await page.goto('/sign-in');
        await signInWithEmail(page, ADMIN_EMAIL);
        await page.goto('/dev/mailbox');
        await page.getByRole('heading', { level: 1, name: 'Development mailbox' }).waitFor();
        await page
          .getByRole('link', { name: new RegExp(email.subject) })
          .first()
          .click();
        await page.getByRole('heading', { level: 1, name: email.subject }).waitFor();
        const frame = page.frameLocator('iframe').first();
        const link = frame.locator('a[href]').first();
        await link.waitFor();
        for (const dark of [false, true]) {
          if (dark) {
            await themeToggle(page).click();
            await waitForTheme(page, true);
          }
          await screenshot(page, `mailbox-email-${size}-${dark ? 'dark' : 'light'}`);
        }
        // Its link opens a tab of its own, as in a mail client; the portal there loads without an error.
        const opened = page.context().waitForEvent('page');
        await link.click();
        const tab = await opened;
        await tab.waitForLoadState('load');
        await tab.waitForTimeout(1_000);
        // Back to the list and to the email again, by the browser's own history.
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: 'Development mailbox' }).waitFor();
        await page.goForward();
        await frame.locator('a[href]').first().waitFor();
        await page.waitForTimeout(500);
        expect(problems).toEqual([]);
      });
    }
  });
});
