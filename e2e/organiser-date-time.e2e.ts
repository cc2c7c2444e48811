import { eventsApi } from '@engagex/contracts/api/events';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  chooseDistrict,
  dateTimeField,
  isSignInPage,
  shownDateTime,
  signInWithEmail,
  themeToggle,
  typeDateTime,
  waitForTheme,
} from './support/portal.js';

/*
 * Decision 068: an organiser whose browser is set to en-US, in New York, creates an event in India. The form has
 * no native date or time input: its start and end are the portal's date and time pair, so 5/8/2027 is the 5th of
 * August and reads 05/08/2027, 7:30 pm reads 7:30 pm, and the event starts at 7:30 pm in the event's zone (IST),
 * whatever the browser's clock. A missing time, a day not on the calendar and an end before the start are said on
 * their fields, all at one press. At 390 and 1280 px, light and dark. It changes with the organiser's new-event
 * form or the date and time pair.
 */

const browser = sharedBrowser();

const NATIVE_DATE_OR_TIME = 'input[type="date"], input[type="datetime-local"], input[type="time"]';

async function signedIn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await signInWithEmail(page, ADMIN_EMAIL);
  await page.waitForURL((url) => url.pathname === path);
}

/** The shown error of a date and time pair, read by its description as a screen reader would. */
async function errorOf(form: Locator, legend: string): Promise<string> {
  const group = dateTimeField(form, legend);
  const error = group.locator('p[id$="-error"]');
  return (await error.count()) === 0 ? '' : ((await error.textContent()) ?? '');
}

/** The pair's parts marked wrong, by their labels. */
async function markedParts(form: Locator, legend: string): Promise<string[]> {
  const group = dateTimeField(form, legend);
  const marked: string[] = [];
  for (const part of ['Date', 'Time']) {
    if ((await group.getByLabel(part, { exact: true }).getAttribute('aria-invalid')) === 'true')
      marked.push(part);
  }
  return marked;
}

/** Light and dark at the page's size, with both pairs in view. */
async function shootBothThemes(page: Page, form: Locator, name: string) {
  await dateTimeField(form, 'Starts').evaluate((group) => group.scrollIntoView({ block: 'center' }));
  await screenshot(page, `${name}-light`);
  await themeToggle(page).click();
  await waitForTheme(page, true);
  await page.waitForTimeout(200); // colour transitions
  await screenshot(page, `${name}-dark`);
  await themeToggle(page).click();
  await waitForTheme(page, false);
}

describe('organiser date and time fields (decision 068)', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`in an en-US browser in New York at ${viewport.width} px, 5/8/2027 7:30 pm is 5 August, 7:30 pm IST`, async () => {
      const title = `Date Field Night ${size} ${Date.now().toString(36).toUpperCase()}`;
      await journey(
        browser(),
        `organiser-date-time-${size}`,
        { viewport, locale: 'en-US', timezoneId: 'America/New_York' },
        async (page) => {
          await signedIn(page, '/events/admin/new');
          const form = page.getByRole('form', { name: 'New event' });
          await form.getByLabel('Title', { exact: true }).waitFor();
          expect(await page.locator(NATIVE_DATE_OR_TIME).count()).toBe(0);
          await dateTimeField(form, 'Starts').waitFor();

          await form.getByLabel('Title', { exact: true }).fill(title);
          await form
            .getByLabel('Description', { exact: true })
            .fill('An evening set up in a browser that writes dates month first.');
          await form.getByLabel('Event type', { exact: true }).fill('music');
          await chooseDistrict(form, 'Pune');
          expect(await form.getByLabel('Time zone', { exact: true }).inputValue()).toBe('Asia/Kolkata');
          await form.getByText('In Asia/Kolkata (IST)').first().waitFor();

          // A start with no time and an end on a day that does not exist: both said at one press.
          await typeDateTime(form, 'Starts', '5/8/2027', '');
          await typeDateTime(form, 'Ends', '31/02/2027', '9:30 pm');
          await form.getByRole('button', { name: 'Create event' }).click();
          await expect
            .poll(() => errorOf(form, 'Starts'))
            .toBe('Enter the time too, for example 19:30 or 7:30 pm.');
          expect(await errorOf(form, 'Ends')).toBe('There is no 31/02/2027 on the calendar: check the date.');
          expect(await markedParts(form, 'Starts')).toEqual(['Time']);
          expect(await markedParts(form, 'Ends')).toEqual(['Date']);
          // The first part that is wrong has the focus, so the organiser types straight into it.
          expect(
            await dateTimeField(form, 'Starts')
              .getByLabel('Time', { exact: true })
              .evaluate((input) => input === document.activeElement),
          ).toBe(true);
          await shootBothThemes(page, form, `organiser-date-time-refused-${size}`);

          // An end before the start.
          await typeDateTime(form, 'Starts', '5/8/2027', '7:30 pm');
          await typeDateTime(form, 'Ends', '5/8/2027', '6.00pm');
          await expect.poll(() => errorOf(form, 'Starts')).toBe('');
          expect(await errorOf(form, 'Ends')).toBe('Enter an end after the start.');

          // Fixed: each part reads back as the portal writes it, day first.
          await typeDateTime(form, 'Ends', '05-08-2027', '10 PM');
          await expect.poll(() => errorOf(form, 'Ends')).toBe('');
          expect(await shownDateTime(form, 'Starts')).toBe('05/08/2027 7:30 pm');
          expect(await shownDateTime(form, 'Ends')).toBe('05/08/2027 10:00 pm');
          await shootBothThemes(page, form, `organiser-date-time-filled-${size}`);

          await form.getByRole('button', { name: 'Create event' }).click();
          await page.waitForURL((url) => /^\/events\/admin\/[0-9a-f-]{36}$/.test(url.pathname));
          const eventId = new URL(page.url()).pathname.split('/').pop() ?? '';

          // Kept at that wall-clock time in the event's zone: 7:30 pm IST is 14:00 UTC, not 7:30 pm in New York.
          const token = (await signIn(ADMIN_EMAIL)).token;
          const saved = await call(token, eventsApi.get, { params: { id: eventId } });
          expect(saved.event).toMatchObject({
            timeZone: 'Asia/Kolkata',
            startsAt: '2027-08-05T14:00:00.000Z',
            endsAt: '2027-08-05T16:30:00.000Z',
          });

          // The details form shows it back the same way, and still no native field.
          const details = page.getByRole('form', { name: 'Details' });
          await dateTimeField(details, 'Starts').waitFor();
          expect(await shownDateTime(details, 'Starts')).toBe('05/08/2027 7:30 pm');
          expect(await shownDateTime(page.getByRole('form', { name: 'Add a slot' }), 'Slot ends')).toBe(
            '05/08/2027 10:00 pm',
          );
          expect(await page.locator(NATIVE_DATE_OR_TIME).count()).toBe(0);
          await dateTimeField(details, 'Starts').scrollIntoViewIfNeeded();
          await screenshot(page, `organiser-date-time-details-${size}-light`);
        },
      );
    });
  }
});
