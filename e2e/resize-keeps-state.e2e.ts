import type { TEvent, TPaginated } from '@engagex/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { bottomNavigation, sidebar, signInAsNewDemoUser } from './support/portal.js';

/*
 * Resizing across the phone/desktop width swaps the app's frame (docs/product.md §2) but not the page inside it
 * (decision 070): a half-filled registration keeps its answers, its step, and the field being typed in.
 * Changes when the wizard's labels or the frames' landmarks change.
 */

const browser = sharedBrowser();
const SUR_SANGAM = 'Sur Sangam: National Music & Dance Competition';

async function competitionId(): Promise<string> {
  const someone = await signIn(`resize-lookup-${Date.now()}@example.com`);
  const found = await api<TPaginated<TEvent>>(
    someone.token,
    'GET',
    `/api/cultural-events/events?q=${encodeURIComponent('Sur Sangam')}&competitions=true`,
  );
  const event = found.items.find((item) => item.title === SUR_SANGAM);
  if (!event) throw new Error(`${SUR_SANGAM} is not in the demo data`);
  return event.id;
}

const performanceHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /Performance/ });

/** The step-2 answers as the page shows them, and which field has the focus. */
async function performanceAnswers(page: Page) {
  return {
    title: await page.getByLabel('Title of the act').inputValue(),
    category: await page.getByLabel('Category').inputValue(),
    focused: await page.evaluate(() => {
      const active = document.activeElement;
      return active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null;
    }),
  };
}

describe('resizing across the phone width', () => {
  test('keeps a half-filled registration: its answers, its step and the focused field', {
    timeout: 180_000,
  }, async () => {
    const eventId = await competitionId();
    await journey(browser(), 'resize-keeps-wizard', { viewport: DESKTOP }, async (page) => {
      await page.goto(`/events/register/cultural-events/${eventId}`);
      await page.waitForURL((url) => url.pathname === '/sign-in');
      await signInAsNewDemoUser(page, { email: `resize-${Date.now()}@example.com`, name: 'Asha Rao' });
      await page.getByRole('heading', { level: 2, name: /Your details/ }).waitFor();
      await sidebar(page).waitFor();

      // Step 1 in full, step 2 in part, the cursor still in the title.
      await page.getByLabel('Date of birth').fill('15/08/1996');
      await page.getByLabel('Mobile number').fill('98765 43210');
      await page.getByLabel('City').fill('Pune');
      await page.getByRole('button', { name: 'Continue' }).click();
      await performanceHeading(page).waitFor();
      await page.getByLabel('Category').selectOption('vocal');
      await page.getByLabel('Title of the act').fill('Raga Yaman');
      const before = await performanceAnswers(page);
      expect(before).toEqual({ title: 'Raga Yaman', category: 'vocal', focused: 'Title of the act' });

      await page.setViewportSize(PHONE);
      await bottomNavigation(page).waitFor();
      await performanceHeading(page).waitFor();
      expect(await performanceAnswers(page)).toEqual(before);
      await screenshot(page, 'resize-keeps-wizard-390');

      await page.setViewportSize(DESKTOP);
      await sidebar(page).waitFor();
      await performanceHeading(page).waitFor();
      expect(await performanceAnswers(page)).toEqual(before);
      await screenshot(page, 'resize-keeps-wizard-1280');

      // And step 1's answers are still behind Back.
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('heading', { level: 2, name: /Your details/ }).waitFor();
      expect(await page.getByLabel('Full name').inputValue()).toBe('Asha Rao');
      expect(await page.getByLabel('Date of birth').inputValue()).toBe('15/08/1996');
      expect(await page.getByLabel('City').inputValue()).toBe('Pune');
    });
  });
});
