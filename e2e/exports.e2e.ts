import { readFileSync } from 'node:fs';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { emailField, isSignInPage, signInButton } from './support/portal.js';
import { publishedShow } from './support/shows.js';

const browser = sharedBrowser();

const daysAhead = (days: number, hourUtc: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

/** A free event with one show and two confirmed bookings, through the API. */
async function eventWithBookings(title: string) {
  const { token: admin } = await signIn(ADMIN_EMAIL);
  const show = await publishedShow(
    admin,
    { title, startsAt: daysAhead(40, 12), endsAt: daysAhead(40, 14), capacity: 50 },
    { description: 'Created by the export journey of the e2e suite.', endsAt: daysAhead(40, 15) },
  );
  const stamp = Date.now().toString(36);
  // The second person's name a spreadsheet would run as a formula, were the export not to neutralise it.
  for (const [email, name, seats] of [
    [`export-ada-${stamp}@example.com`, 'Ada Export', 2],
    [`export-mallory-${stamp}@example.com`, '=HYPERLINK("http://evil.example","Click")', 1],
  ] as const) {
    const { token } = await signIn(email, { name });
    await call(token, bookingsApi.create, { body: { eventId: show.eventId, slotId: show.slotId, seats } });
  }
  return { id: show.eventId };
}

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await emailField(page).fill(ADMIN_EMAIL);
  await signInButton(page).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Clicks an export button and answers the saved file's name and text. */
async function exportFrom(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(saved) };
}

describe('CSV exports (docs/product.md "Exports")', () => {
  test("the organiser exports an event's bookings and a show's attendees from the event page", async () => {
    const title = `Export Journey Night ${Date.now().toString(36)}`;
    const event = await eventWithBookings(title);
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await journey(
          browser(),
          `exports-${size}-${colorScheme}`,
          { viewport, colorScheme },
          async (page) => {
            await signInAsAdmin(page, `/events/admin/${event.id}`);
            const bookings = page.getByRole('region', { name: 'Bookings' });
            await bookings.getByText('2 seats', { exact: false }).first().waitFor();
            await bookings.scrollIntoViewIfNeeded();
            await screenshot(page, `exports-event-bookings-${size}-${colorScheme}`);
            if (size !== 'desktop' || colorScheme !== 'light') return;

            const all = await exportFrom(page, 'Export CSV');
            expect(all.name).toMatch(/^bookings-export-journey-night-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.csv$/);
            expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
            const lines = all.bytes.subarray(3).toString('utf8').split('\r\n');
            expect(lines[0]).toMatch(/^Booking id,Event,Show starts at/);
            expect(lines.filter(Boolean)).toHaveLength(3);
            expect(all.bytes.toString('utf8')).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
            await page.getByText('Export saved', { exact: true }).waitFor();

            // The page's filter goes with the export: no cancelled booking, so the file has its header only.
            await bookings.getByLabel('Show', { exact: true }).selectOption('cancelled');
            const cancelled = await exportFrom(page, 'Export CSV');
            expect(cancelled.name).toContain('-cancelled-');
            expect(cancelled.bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(
              1,
            );

            const attendees = await exportFrom(page, 'Export attendees');
            expect(attendees.name).toMatch(/^attendees-export-journey-night-/);
            const rows = attendees.bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
            expect(rows[0]).toBe('Name,Email,Seats,Ticket code,Checked in at,Time zone');
            expect(rows).toHaveLength(3);
          },
        );
      }
    }
  });
});
