/**
 * The journeys' own footing with toasts (support/toasts.ts, decision 118): a toast the pointer rests on, which Radix
 * keeps open for as long as it rests there, does not stop the journey's next click on what lies under it. Changes
 * when the toaster or the journeys' pointer handling does.
 */
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, signIn } from './support/api.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { grantRole, newPerson } from './support/people.js';
import { isSignInPage, signInWithEmail } from './support/portal.js';
import { toasts } from './support/toasts.js';

const browser = sharedBrowser();
const PAGE = '/events/admin/api-keys';

describe('a toast under the pointer', () => {
  test('a click on what it covers waits for it to go, not for the click to time out', async () => {
    const organiser = await newPerson('toast-organiser');
    await grantRole((await signIn(ADMIN_EMAIL)).token, organiser.user.id, 'organiser');
    await journey(browser(), 'toast-under-pointer', { viewport: DESKTOP }, async (page) => {
      await page.goto(PAGE);
      await page.waitForURL(isSignInPage);
      await signInWithEmail(page, organiser.email);
      await page.waitForURL((url) => url.pathname === PAGE);
      const form = page.getByRole('form', { name: 'Make an API key' });
      await form.getByRole('textbox', { name: /^Name/ }).fill('Under the toast');
      await form.getByRole('checkbox', { name: /^Exports/ }).check();
      await form.getByRole('textbox', { name: /^Name/ }).press('Enter');
      const made = toasts(page).filter({ hasText: 'Key made' });
      await made.waitFor();

      // Something to click under the toast (the page has nothing there), and the pointer moved onto the toast, as when
      // a toast shows up between a click's check of its target and the pointer's arrival: Radix pauses it there.
      const box = await made.boundingBox();
      if (!box) throw new Error('The toast has no box');
      await page.evaluate(({ x, y, height }) => {
        const under = document.createElement('button');
        under.textContent = 'Under the toast';
        under.style.cssText = `position: fixed; left: ${x + 40}px; top: ${y + height / 2 - 12}px; z-index: 1`;
        under.addEventListener('click', () => under.setAttribute('data-clicked', ''));
        document.body.append(under);
      }, box);
      await page.mouse.move(box.x + box.width - 60, box.y + box.height / 2);

      // Without the pointer moved off, the toast stays and this click times out after 15 s.
      const under = page.getByRole('button', { name: 'Under the toast', exact: true });
      await under.click();
      expect(await under.getAttribute('data-clicked')).toBe('');
    });
  });
});
