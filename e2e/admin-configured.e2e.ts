import { adminApi } from '@engagex/contracts/api/admin';
import { identityApi } from '@engagex/contracts/api/identity';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { grantRole, newPerson } from './support/people.js';
import { isSignInPage, shootEverywhere, signInWithEmail } from './support/portal.js';

/**
 * Decision 050: the console offers no way to lock out the admin the configuration names (ADMIN_EMAILS), and an
 * admin on their own page ends their other sessions while this device stays signed in.
 */
const browser = sharedBrowser();

async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await signInWithEmail(page, email);
  await page.waitForURL((url) => url.pathname === path);
}

const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text }).first();

describe('admins the configuration names (decision 050)', () => {
  test('a granted admin finds no way to lock out the configured admin; an admin ends their own other sessions', async () => {
    const configured = await signIn(ADMIN_EMAIL);
    const granted = await newPerson('granted admin');
    await grantRole(configured.token, granted.user.id, 'admin');
    // The granted admin's first sign-in (`granted.token`) stands for their phone.
    const phone = (await signIn(granted.email)).token;

    await journey(browser(), 'admin-configured', { viewport: DESKTOP }, async (page) => {
      await signInAt(page, `/admin/people/${configured.user.id}`, granted.email);
      const standing = page.getByRole('region', { name: 'Standing', exact: true });
      const sessions = page.getByRole('region', { name: 'Sessions', exact: true });
      await standing.getByText(/cannot be suspended here, so a way into the console always stays/).waitFor();
      await sessions.getByText('only they can end their sessions', { exact: false }).waitFor();
      expect(await standing.getByRole('button').count()).toBe(0);
      expect(await sessions.getByRole('button', { name: /^End/ }).count()).toBe(0);
      // The switch of a configured role is locked even where a grant repeats it (the seeded admin's).
      expect(await page.getByRole('switch', { name: 'Admin' }).isDisabled()).toBe(true);
      await shootEverywhere(page, 'admin-configured-standing', () => standing);
      await shootEverywhere(page, 'admin-configured-sessions', () => sessions);
      // Nor does the API behind the page let it happen.
      await expect(
        call(granted.token, adminApi.suspend, {
          params: { id: configured.user.id },
          body: { reason: 'Taking over the console' },
        }),
      ).rejects.toThrow(/ 409 This admin is named in the server's configuration \(ADMIN_EMAILS\)/);

      // Their own page: this device is marked and kept; the others end.
      await page.goto(`/admin/people/${granted.user.id}`);
      await sessions.getByText('This device').waitFor();
      await page.getByText('You cannot suspend your own account; another admin can.').waitFor();
      await sessions.getByRole('button', { name: 'End my other sessions' }).click();
      const dialog = page.getByRole('dialog', { name: 'End your other sessions?' });
      await dialog.getByLabel('Reason').fill('Left signed in on a shared computer');
      await dialog.getByRole('button', { name: 'End my other sessions' }).click();
      await toast(page, 'Other sessions ended').waitFor();
      await sessions
        .getByRole('button', { name: 'End my other sessions' })
        .and(page.locator(':disabled'))
        .waitFor();
      await shootEverywhere(page, 'admin-own-sessions', () => sessions);
      for (const token of [granted.token, phone]) {
        await expect(call(token, identityApi.me)).rejects.toThrow(/ 401 /);
      }
      await page.reload();
      await sessions.getByText('This device').waitFor();
    });
  }, 300_000);
});
