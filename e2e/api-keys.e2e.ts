/**
 * Organisers' API keys (decision 090) in the browser: an organiser makes a key on the API keys page, copies its
 * secret (shown once), and a script sending it as a bearer token reads that organiser's events only; revoked on the
 * page, the same key is refused with 401. Shot at 1280 and 390 px. Changes when the page or keys do more.
 */
import { eventsApi } from '@engagex/contracts/api/events';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, endpointPath, signIn } from './support/api.js';
import { violations } from './support/axe.js';
import { baseUrl, DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { grantRole, newPerson } from './support/people.js';
import { bottomNavigation, isSignInPage, signInWithEmail } from './support/portal.js';

const browser = sharedBrowser();
const PAGE = '/events/admin/api-keys';

/** What a script does with the key: the organiser's events through the public API, as in the README. */
async function eventsWithKey(key: string) {
  const response = await fetch(`${baseUrl()}${endpointPath(eventsApi.list)}?limit=50`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${key}` },
  });
  return { status: response.status, body: (await response.json()) as { data?: { items: { id: string }[] } } };
}

async function organiserWithEvent() {
  const person = await newPerson('keys-organiser');
  const admin = await signIn(ADMIN_EMAIL);
  await grantRole(admin.token, person.user.id, 'organiser');
  const startsAt = new Date(Date.now() + 10 * 86_400_000);
  const event = await call(person.token, eventsApi.create, {
    body: {
      title: `Key journey ${Date.now().toString(36)}`,
      description: 'An event the API keys journey reads with a key.',
      eventType: 'music',
      districtId: 'pune',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      status: 'published',
    },
  });
  return { ...person, eventId: event.event.id };
}

const keysList = (page: Page) => page.getByRole('list', { name: 'Your API keys' });

describe('API keys (decision 090)', () => {
  test('an organiser makes a key in the browser, a script reads their events with it, and revoked it is refused', async () => {
    const organiser = await organiserWithEvent();
    await journey(browser(), 'api-keys', { viewport: DESKTOP }, async (page) => {
      await page.goto(PAGE);
      await page.waitForURL(isSignInPage);
      await signInWithEmail(page, organiser.email);
      await page.waitForURL((url) => url.pathname === PAGE);
      await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
      await page.getByText('You have no API keys yet.').waitFor();

      const form = page.getByRole('form', { name: 'Make an API key' });
      await form.getByRole('textbox', { name: /^Name/ }).fill('Box office sync');
      await form.getByRole('checkbox', { name: /^Exports/ }).check();
      await form.getByRole('button', { name: 'Make key' }).click();
      const secret = page.getByRole('textbox', { name: 'The key Box office sync' });
      await secret.waitFor();
      const key = await secret.inputValue();
      expect(key).toMatch(/^ekx_[A-Za-z0-9_-]{43}$/);
      await keysList(page).getByRole('listitem').filter({ hasText: 'Box office sync' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await screenshot(page, 'api-keys-secret-desktop');

      // The script: the organiser's own event, and no one else's (the demo's events are the demo organiser's).
      const read = await eventsWithKey(key);
      expect(read.status).toBe(200);
      expect(read.body.data?.items.map((event) => event.id)).toEqual([organiser.eventId]);

      await page.getByRole('button', { name: 'I have saved it' }).click();
      expect(await page.getByRole('textbox', { name: 'The key Box office sync' }).count()).toBe(0);

      // Revoked on a phone, at 390 px: nothing wider than the screen.
      await page.setViewportSize(PHONE);
      await bottomNavigation(page).waitFor();
      const row = keysList(page).getByRole('listitem').filter({ hasText: 'Box office sync' });
      await row.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(await violations(page)).toEqual([]);
      await screenshot(page, 'api-keys-phone');
      await row.getByRole('button', { name: 'Revoke Box office sync' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke this key?' });
      await dialog.getByRole('button', { name: 'Revoke key' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('You have no API keys yet.').waitFor();

      const refused = await eventsWithKey(key);
      expect(refused.status).toBe(401);
    });
  });
});
