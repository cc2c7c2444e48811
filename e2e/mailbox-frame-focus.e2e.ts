import type { TPaginated } from '@engagex/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, api, signIn } from './support/api.js';
import { DESKTOP, journey, screenshot, sharedBrowser } from './support/browser.js';
import { signInWithEmail } from './support/portal.js';
import { bookedByCard, publishedShow } from './support/shows.js';

/*
 * The development mailbox with the focus in the email (decision 070): while a click or a selection leaves the
 * focus in the email's frame, the portal goes on rendering (here a change of the system's theme), and nothing of
 * it reaches into the frame's origin. A SecurityError React catches never reaches the console, so the journey
 * asks Chromium's debugger to report every exception, caught or not. Changes with the mailbox's pages.
 */

const browser = sharedBrowser();

/** Every SecurityError thrown in the page, caught or not, by Chromium's debugger (paused on each, then resumed). */
async function securityErrors(page: Page): Promise<string[]> {
  const found: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Debugger.paused', (event) => {
    const description = (event.data as { description?: string } | undefined)?.description ?? '';
    if (description.startsWith('SecurityError')) found.push(description.split('\n')[0] ?? description);
    void cdp.send('Debugger.resume').catch(() => {});
  });
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setPauseOnExceptions', { state: 'all' });
  return found;
}

/** A booking paid by card: its ticket email, with its links, inline QR code and calendar file, kept for admins. */
async function ticketEmailSubject(): Promise<string> {
  const admin = await signIn(ADMIN_EMAIL);
  const buyer = await signIn(`frame-focus-${Date.now()}@example.com`);
  const startsAt = new Date(Date.now() + 5 * 86_400_000);
  const show = await publishedShow(
    admin.token,
    {
      title: `Frame focus ${Date.now()}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 7_200_000),
      capacity: 10,
    },
    { priceCredits: 60 },
  );
  await bookedByCard(buyer.token, show, 1);
  for (let tries = 0; tries < 30; tries += 1) {
    const kept = await api<TPaginated<{ to: string; subject: string }>>(
      admin.token,
      'GET',
      '/api/main/dev/mailbox?limit=20',
    );
    const email = kept.items.find((item) => item.to.includes(buyer.user.email));
    if (email) return email.subject;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('The ticket email was not kept');
}

describe('development mailbox, focus in the email', () => {
  test('the portal renders on without a SecurityError while the email holds the focus', {
    timeout: 180_000,
  }, async () => {
    const subject = await ticketEmailSubject();
    await journey(browser(), 'mailbox-frame-focus', { viewport: DESKTOP }, async (page) => {
      await page.goto('/sign-in');
      await signInWithEmail(page, ADMIN_EMAIL);
      await page.goto('/dev/mailbox');
      await page
        .getByRole('link', { name: new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: subject }).waitFor();
      const body = page.frameLocator('iframe').first().locator('body');
      await body.waitFor();

      const found = await securityErrors(page);
      await body.click({ position: { x: 4, y: 4 } });
      expect(await page.evaluate(() => document.hasFocus())).toBe(true);
      // The portal follows the system's theme (none chosen): a render of the portal with the focus in the email.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
      await screenshot(page, 'mailbox-frame-focus-1280');
      expect(found).toEqual([]);
    });
  });
});
