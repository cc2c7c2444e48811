import { identityApi } from '@engagex/contracts/api/identity';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { baseUrl, DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { isSignInPage, shootEverywhere, sidebar, signInWithEmail } from './support/portal.js';

/**
 * Decision 043: an admin finds a person by name, makes them an organiser, grants them credits with a reason and
 * suspends them; the audit log shows each step, and the suspended person is signed out at their next request.
 */
const browser = sharedBrowser();

/** A person of their own, named so that a search finds only them. */
async function newPerson() {
  const stamp = Date.now().toString(36);
  const name = `Zara Console ${stamp}`;
  const email = `zara-${stamp}@example.com`;
  const session = await signIn(email, { name });
  return { name, email, stamp, ...session };
}

async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await signInWithEmail(page, email);
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * A dialog at 1280 and 390 px, light and dark. The theme toggle sits behind the open dialog, so the theme is set
 * on the page as the app sets it; the dialog is opened again after each resize (the device variant remounts).
 */
async function shootDialog(page: Page, name: string, open: () => Promise<Locator>) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400); // the device variant is chosen again after a 300 ms resize pause
    const dialog = await open();
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await screenshot(page, `${name}-${size}-${dark ? 'dark' : 'light'}`);
    }
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(400);
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** A toast is a list item of the notifications region (Radix also copies its text for screen readers). */
const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text }).first();

describe('the admin console (decision 043)', () => {
  test('an admin makes a person an organiser, grants credits and suspends them; the audit log shows all three', async () => {
    const person = await newPerson();

    // The person is signed in on their phone while the admin works.
    const phone = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE });
    const theirs = await phone.newPage();
    theirs.setDefaultTimeout(15_000);
    await theirs.goto('/');
    await theirs.waitForURL(isSignInPage);
    await signInWithEmail(theirs, person.email);

    try {
      await journey(browser(), 'admin-console', { viewport: DESKTOP }, async (page) => {
        // An admin reaches the console from the navigation; /admin opens its people search.
        await signInAt(page, '/', ADMIN_EMAIL);
        await sidebar(page).getByRole('link', { name: 'Admin console' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/people');
        await page.getByLabel('Search people').fill(person.name.split(' ').slice(1).join(' '));
        await page.waitForURL((url) => url.searchParams.get('q') === `Console ${person.stamp}`);
        // The answer to this search, not the list it replaces (kept on screen, dimmed, while the search runs).
        await page.getByText(`1 person matching “Console ${person.stamp}”`).waitFor();
        const people = page.getByRole('list', { name: 'People' });
        expect(await people.getByRole('link').allTextContents()).toEqual([
          expect.stringContaining(person.email),
        ]);
        await shootEverywhere(page, 'admin-people', () => people);

        await people.getByRole('link', { name: new RegExp(person.name) }).click();
        await page.getByRole('heading', { level: 1, name: person.name }).waitFor();

        // 1. Organiser.
        const organiser = page.getByRole('switch', { name: 'Organiser' });
        expect(await organiser.getAttribute('aria-checked')).toBe('false');
        await organiser.click();
        await toast(page, 'Organiser role granted').waitFor();
        await page.getByRole('list', { name: 'Roles' }).getByText('Organiser').waitFor();
        expect(await organiser.getAttribute('aria-checked')).toBe('true');

        // 2. 100 credits, with a reason.
        const credits = page.getByRole('form', { name: 'Adjust credits' });
        await credits.getByLabel('Credits').fill('100');
        await credits.getByLabel('Reason').fill('Festival volunteer');
        await credits.getByRole('button', { name: 'Apply' }).click();
        await toast(page, 'Credits granted').waitFor();
        const ledger = page.getByRole('table', { name: 'Ledger, newest first' });
        await ledger.getByRole('row').filter({ hasText: 'Festival volunteer' }).waitFor();
        await shootEverywhere(page, 'admin-person', () =>
          page.getByRole('region', { name: 'Roles', exact: true }),
        );
        await shootEverywhere(page, 'admin-person-credits', () =>
          page.getByRole('region', { name: 'Credits', exact: true }),
        );
        await shootEverywhere(page, 'admin-person-sessions', () =>
          page.getByRole('region', { name: 'Sessions', exact: true }),
        );

        // 3. Suspended, with a reason, from a dialog that starts on the reason and gives the focus back.
        const suspend = page.getByRole('button', { name: 'Suspend', exact: true });
        const dialog = page.getByRole('dialog', { name: `Suspend ${person.name}?` });
        await suspend.click();
        expect(await isFocused(dialog.getByLabel('Reason'))).toBe(true);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => isFocused(suspend)).toBe(true);
        await shootDialog(page, 'admin-suspend-dialog', async () => {
          await suspend.click();
          // A reason is required before anything is sent.
          await dialog.getByRole('button', { name: 'Suspend' }).click();
          await dialog.getByText('Say why, in at least 3 characters').waitFor();
          return dialog;
        });
        await suspend.click();
        await dialog.getByLabel('Reason').fill('Spam bookings');
        await dialog.getByRole('button', { name: 'Suspend' }).click();
        await toast(page, 'is signed out and cannot sign in').waitFor();
        await page.getByText('Reason: Spam bookings').waitFor();
        await shootEverywhere(page, 'admin-person-suspended', () => page.getByText('Reason: Spam bookings'));
        await page.getByRole('button', { name: 'Restore' }).waitFor();

        // The person's next request is refused: their token no longer opens anything, and their phone is signed out.
        await expect(call(person.token, identityApi.me)).rejects.toThrow(/ 401 /);
        await theirs.reload();
        await theirs.waitForURL(isSignInPage);

        // The audit log, opened from the person's page, shows the three steps, newest first.
        await page.getByRole('link', { name: 'Audit log' }).click();
        await page.waitForURL(
          (url) => url.pathname === '/admin/audit' && url.searchParams.get('target') === person.user.id,
        );
        const log = page.getByRole('table', { name: 'Audit log, newest first' });
        await log.getByRole('row').nth(3).waitFor();
        const actions = await log
          .getByRole('row')
          .evaluateAll((rows) =>
            rows.slice(1).map((row) => (row as HTMLTableRowElement).cells[2]?.textContent ?? ''),
          );
        expect(actions).toEqual(['Suspended', 'Credits granted', 'Role granted']);
        await log.getByRole('row').filter({ hasText: 'Spam bookings' }).waitFor();
        await log.getByRole('row').filter({ hasText: 'Festival volunteer' }).waitFor();
        await log.getByRole('row').filter({ hasText: 'organiser' }).waitFor();
        // A table on a desktop, cards on a phone: whichever shows.
        await shootEverywhere(page, 'admin-audit', () =>
          page
            .getByRole('table', { name: 'Audit log, newest first' })
            .or(page.getByRole('list', { name: 'Audit log, newest first' }))
            .filter({ visible: true }),
        );
        const cards = page.getByRole('list', { name: 'Audit log, newest first' });
        await page.setViewportSize(PHONE);
        await cards.getByText('Reason: Spam bookings').waitFor();
      });
    } finally {
      await phone.close();
    }
  }, 300_000);
});
