import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import type { BodyOf } from '@engagex/contracts/api/define';
import { eventsApi } from '@engagex/contracts/api/events';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  chooseDistrict,
  DEMO_EMAIL,
  dayTyped,
  emailField,
  isSignInPage,
  signInButton,
  typeDateTime,
} from './support/portal.js';
import { closeToast } from './support/toasts.js';

const browser = sharedBrowser();

/* ------------------------------------------------ the API, as a signed-in user (setup the journeys need) */

const daysAhead = (days: number, hourUtc: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

type EventBody = BodyOf<typeof eventsApi.create>;

/** A free event in Pune with no venue (so any capacity goes), created by the organiser through the API. */
async function createFreeEvent(adminToken: string, title: string, extra: Partial<EventBody> = {}) {
  const body: EventBody = {
    title,
    description: 'Created by the organiser journey of the e2e suite.',
    eventType: 'music',
    districtId: 'pune',
    startsAt: daysAhead(40, 12),
    endsAt: daysAhead(40, 15),
    status: 'published',
    ...extra,
  };
  return (await call(adminToken, eventsApi.create, { body })).event;
}

/** Types an instant's UTC day and time into a date and time pair, as dd/mm/yyyy and 24-hour HH:mm. */
const typeMoment = (form: Locator, legend: string, iso: string) =>
  typeDateTime(form, legend, dayTyped(iso.slice(0, 10)), iso.slice(11, 16));

/* ------------------------------------------------------------------------------------------- the pages */

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await emailField(page).fill(ADMIN_EMAIL);
  await signInButton(page).click();
  await page.waitForURL((url) => url.pathname === path);
}

const stamp = () => Date.now().toString(36).toUpperCase();

describe('events organiser', () => {
  test('the organiser creates an event with a slot through the forms and finds it listed', async () => {
    await journey(browser(), 'organiser-create', { viewport: DESKTOP }, async (page) => {
      await signInAsAdmin(page, '/events/admin/new');
      const title = `Organiser Journey Night ${stamp()}`;
      const form = page.getByRole('form', { name: 'New event' });
      await form.getByText('About the event').waitFor();

      // Submitting empty first: the contract's schema names what is missing, and nothing is sent.
      await form.getByRole('button', { name: 'Create event' }).click();
      await form.getByText('Give the event a title of 3 to 140 characters.').waitFor();

      await form.getByLabel('Title', { exact: true }).fill(title);
      await form
        .getByLabel('Description', { exact: true })
        .fill('An evening of new music, booked through the e2e suite.');
      await form.getByLabel('Event type', { exact: true }).fill('music');
      await chooseDistrict(form, 'Pune');
      const venue = form.getByLabel(/^Venue/);
      await expect.poll(() => venue.locator('option').count()).toBeGreaterThan(1);
      await venue.selectOption({ index: 1 }); // the first venue in Pune
      await typeMoment(form, 'Starts', daysAhead(30, 13));
      await typeMoment(form, 'Ends', daysAhead(30, 16));
      await form.getByLabel('Ticket price (credits)').fill('0');
      // A new event is a draft until it has slots and its organiser publishes it.
      expect(await form.getByLabel('Status', { exact: true }).inputValue()).toBe('draft');
      await screenshot(page, 'organiser-new-event');
      await form.getByRole('button', { name: 'Create event' }).click();

      await page.waitForURL((url) => /^\/events\/admin\/[0-9a-f-]{36}$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('No slots yet').waitFor();

      const addSlot = page.getByRole('form', { name: 'Add a slot' });
      await addSlot.getByLabel('Seats', { exact: true }).fill('80');
      await addSlot.getByRole('button', { name: 'Add slot' }).click();
      const slots = page.getByRole('list', { name: 'Slots' });
      await slots.getByRole('listitem').first().waitFor();
      expect(await slots.getByRole('listitem').count()).toBe(1);
      expect(await slots.getByLabel('Capacity', { exact: true }).inputValue()).toBe('80');
      await screenshot(page, 'organiser-edit-event');

      // Listed on the overview, with its seats (0 of 80 sold).
      await page.getByRole('link', { name: 'All events' }).click();
      await page.waitForURL((url) => url.pathname === '/events/admin');
      await page.getByRole('searchbox', { name: 'Search events' }).fill(title);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await row.waitFor();
      await row.getByText('/ 80').waitFor();
      await row.getByText('Draft').waitFor();
      await screenshot(page, 'organiser-overview');
    });
  });

  test('a contestant registration is moved to under review, then approved, in the review queue', async () => {
    const adminToken = (await signIn(ADMIN_EMAIL)).token;
    const demoToken = (await signIn(DEMO_EMAIL)).token;
    const competition = await createFreeEvent(adminToken, `Open Stage Competition ${stamp()}`, {
      eventType: 'competition',
      isCompetition: true,
      maxGroupSize: 3,
    });
    const registration = await call(demoToken, contestantsApi.register, {
      body: {
        eventId: competition.id,
        personalDetails: {
          fullName: 'Journey Contestant',
          dateOfBirth: '1998-03-14',
          phone: '9876543210',
          email: DEMO_EMAIL,
          city: 'Pune',
        },
        performance: {
          title: 'Monsoon Ragas',
          category: 'vocal',
          durationMinutes: 6,
          description: 'Two short monsoon ragas with harmonium.',
        },
        isGroupPerformance: true,
        additionalContestants: [
          { fullName: 'Harmonium Player', dateOfBirth: '1997-07-01', role: 'Harmonium' },
        ],
      },
    });
    expect(registration.status).toBe('registered'); // a free competition: no fee to wait for

    await journey(browser(), 'organiser-review', { viewport: DESKTOP }, async (page) => {
      await signInAsAdmin(page, '/events/admin/review');
      // The Events realm by name: this journey is about reviewing, not about the realm the queue opens on, which
      // depends on every entry other journeys leave meanwhile (first-hour.e2e.ts and ReviewQueuePage.test.tsx hold it).
      await page.goto('/events/admin/review?realm=events');
      await page.getByLabel('Competition', { exact: true }).selectOption(competition.id);
      await page.waitForURL((url) => url.searchParams.get('eventId') === competition.id);
      // Only this competition's registration is left once the filtered list has arrived.
      await expect.poll(() => page.getByRole('article').count()).toBe(1);
      const card = page.getByRole('article', { name: 'Journey Contestant' });
      await card.getByText('Monsoon Ragas', { exact: true }).waitFor();
      await card.getByText('Harmonium Player', { exact: true }).waitFor();
      expect(await card.getByRole('button', { name: 'Approve' }).count()).toBe(0);

      await card.getByRole('button', { name: 'Start review' }).click();
      await card.getByRole('button', { name: 'Approve' }).waitFor();
      expect(await card.getByRole('button', { name: 'Start review' }).count()).toBe(0);
      await card.getByText('Registered → Under review').waitFor();
      // The move's toast can sit over Approve: closed, rather than waited for (support/toasts.ts).
      await closeToast(page, 'Journey Contestant');

      await card.getByLabel(/Notes for this decision/).fill('Strong audition recording');
      await card.getByRole('button', { name: 'Approve' }).click();
      await card.getByText('Approved. This decision is final.').waitFor();
      await card.getByText('“Strong audition recording”').waitFor();
      expect(await card.getByRole('button').count()).toBe(0);
      await screenshot(page, 'organiser-review');
    });

    const after = await call(adminToken, contestantsApi.get, { params: { id: registration.id } });
    expect(after.status).toBe('approved');
    expect(after.history.map((entry) => entry.to)).toEqual(['registered', 'under_review', 'approved']);
  });

  test('a ticket checks in once; a second scan shows "already checked in"', async () => {
    const adminToken = (await signIn(ADMIN_EMAIL)).token;
    const demoToken = (await signIn(DEMO_EMAIL)).token;
    const event = await createFreeEvent(adminToken, `Check-in Rehearsal ${stamp()}`);
    const slot = await call(adminToken, eventsApi.addSlot, {
      params: { id: event.id },
      body: { startsAt: event.startsAt, endsAt: event.endsAt, capacity: 50 },
    });
    const booking = await call(demoToken, bookingsApi.create, {
      body: { eventId: event.id, slotId: slot.id, seats: 2 },
    });
    expect(booking.status).toBe('confirmed'); // free: confirmed at once, with a ticket
    const ticketCode = booking.ticketCode ?? '';
    expect(ticketCode).toMatch(/^[A-Z0-9]{12}$/);

    await journey(browser(), 'organiser-check-in', { viewport: PHONE }, async (page) => {
      await signInAsAdmin(page, '/events/admin/check-in');
      const field = page.getByLabel('Ticket code', { exact: true });
      await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);

      // What a scanner types: the QR's full text, then Enter.
      await field.fill(`ENGAGEX:events:${ticketCode}`);
      await field.press('Enter');
      // The show is weeks away: the desk is warned, told which show, and lets the holder in only on purpose.
      const otherDay = page.getByRole('alert', { name: 'Stop: another day’s show', exact: true });
      await otherDay.waitFor();
      await otherDay.getByText(/Nobody was let in/).waitFor();
      await screenshot(page, 'organiser-check-in-other-day');
      await otherDay.getByRole('button', { name: 'Admit anyway' }).click();
      const success = page.getByRole('region', { name: 'Checked in', exact: true });
      await success.waitFor();
      await success.getByText(event.title).waitFor();
      await success.getByText('Let in 2 people').waitFor();
      expect(await field.inputValue()).toBe('');
      expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
      await screenshot(page, 'organiser-check-in-success');

      await field.fill(ticketCode.toLowerCase());
      await field.press('Enter');
      const warning = page.getByRole('region', { name: 'Already checked in', exact: true });
      await warning.waitFor();
      await warning.getByText(/This ticket was used at/).waitFor();
      expect(await success.count()).toBe(0);
      expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
      await screenshot(page, 'organiser-check-in-again');
    });
  });
});
