import type { TContestant, TEvent } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { eventsApi } from '@engagex/contracts/api/events';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, screenshot, sharedBrowser } from './support/browser.js';
import { addCredits } from './support/people.js';
import {
  chooseDistrict,
  DEMO_EMAIL,
  isSignInPage,
  shootEverywhere,
  signInAsDemoUser,
} from './support/portal.js';
import { closeToast } from './support/toasts.js';

const SUR_SANGAM = 'Sur Sangam: National Music & Dance Competition';

const browser = sharedBrowser();

/* ------------------------------------------------ the API, as a signed-in user (setup the journey needs) */

/** The demo user's live entries for an event (cultural server), e.g. left over from an earlier run. */
async function liveEntries(token: string, eventId: string): Promise<TContestant[]> {
  const page = await call(token, contestantsApi.list, {
    realm: 'cultural-events',
    query: { eventId, limit: 100 },
  });
  return page.items.filter((entry) => entry.status !== 'cancelled' && entry.status !== 'rejected');
}

/* ------------------------------------------------------------------------------------------- the pages */

/** A booking or registration card on the personal lists: an article named by its event's title. */
const card = (page: Page, title: string): Locator => page.getByRole('article', { name: title }).first();

describe('events, attendee side', () => {
  test('the demo user books two seats with credits, then registers a group act that the jury approves', async () => {
    const admin = await signIn(ADMIN_EMAIL);
    const demo = await signIn(DEMO_EMAIL);
    await addCredits(admin.token, demo.user.id, 500, 'Events journey: seats and an entry fee');
    const competition = (
      await call(demo.token, eventsApi.list, {
        realm: 'cultural-events',
        query: { q: 'Sur Sangam', competitions: 'true' },
      })
    ).items.find((event) => event.title === SUR_SANGAM);
    expect(competition).toBeDefined();
    const surSangam = competition as TEvent;
    // One live entry per user and competition: withdraw what an earlier run may have left.
    for (const entry of await liveEntries(demo.token, surSangam.id)) {
      await call(demo.token, contestantsApi.cancel, {
        realm: 'cultural-events',
        params: { id: entry.id },
        body: { reason: 'Cleared before the e2e journey' },
      });
    }

    await journey(browser(), 'events-attendee', { viewport: DESKTOP }, async (page) => {
      await page.goto('/events');
      await page.waitForURL(isSignInPage);
      await signInAsDemoUser(page);
      await page.waitForURL((url) => url.pathname === '/events');
      await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();

      // Browse by district: Pune shows its comedy night and not Mumbai's concert.
      await chooseDistrict(page, 'Pune');
      await page.waitForURL((url) => url.searchParams.get('district') === 'pune');
      const comedy = page.getByRole('link', { name: 'Comedy Night: Pune Originals' });
      await comedy.waitFor();
      await page.getByRole('link', { name: 'Sunburn Arena: Mumbai' }).waitFor({ state: 'detached' });
      await screenshot(page, 'events-browse-pune');
      await comedy.click();
      await page.getByRole('heading', { level: 1, name: 'Comedy Night: Pune Originals' }).waitFor();

      // Two seats are held, with a visible countdown, then paid with credits.
      await page.getByRole('button', { name: 'Add a seat' }).click();
      await page.getByRole('button', { name: 'Book 2 seats' }).click();
      const timer = page.getByRole('timer');
      await timer.waitFor();
      expect(await timer.textContent()).toMatch(/^1[45]:\d\d$/);
      await page.getByText(/^Balance:/).waitFor();
      await screenshot(page, 'events-hold');
      await page.getByRole('button', { name: 'Pay 80 credits' }).click();
      await page.getByRole('heading', { name: 'You are going!' }).waitFor();
      await page
        .getByRole('img', { name: 'QR code for everyone on this booking for Comedy Night: Pune Originals' })
        .waitFor();
      await screenshot(page, 'events-ticket');
      // The success toast sits over the panel's links: closed as a user would before following a link under it.
      await closeToast(page, 'Your ticket is ready.');

      // My bookings: confirmed, with the ticket's QR code, drawn in the page (an SVG with its modules).
      await page.getByRole('link', { name: 'All my bookings' }).click();
      await page.waitForURL((url) => url.pathname === '/events/bookings');
      const booking = card(page, 'Comedy Night: Pune Originals');
      await booking.getByText('Confirmed').waitFor();
      const qr = booking.getByRole('img', { name: 'Ticket QR code for Comedy Night: Pune Originals' });
      await qr.waitFor();
      expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
      expect(await qr.evaluate((svg) => svg.getBoundingClientRect().width)).toBeGreaterThan(100);
      expect(await booking.textContent()).toContain('2 seats');
      await screenshot(page, 'events-my-bookings');

      // A group act for Sur Sangam, from the cultural catalogue.
      await page.goto('/events/cultural');
      await page.getByLabel('Search events').fill('Sur Sangam');
      await page.waitForURL((url) => url.searchParams.get('q') === 'Sur Sangam');
      await page.getByRole('link', { name: SUR_SANGAM }).click();
      await page.getByRole('heading', { level: 1, name: SUR_SANGAM }).waitFor();
      // Entering sits beside booking, with the group's price before the first step (decision 054).
      const aside = page.getByRole('complementary', { name: 'Booking' });
      const enter = aside.getByRole('link', { name: 'Register as contestant' });
      await enter.waitFor();
      await aside.getByText(/\+\d+ credits per extra member\./).waitFor();
      await shootEverywhere(page, 'events-enter-beside-booking', () =>
        page
          .getByRole('complementary', { name: 'Booking' })
          .getByRole('link', { name: 'Register as contestant' }),
      );
      await enter.click();
      await page.getByRole('heading', { level: 2, name: /Your details/ }).waitFor();

      // The contract's rule for the phone number blocks the step until it is right.
      await page.getByLabel('Date of birth').fill('1996-08-15');
      await page.getByLabel('Mobile number').fill('12345');
      await page.getByLabel('City').fill('Mumbai');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Enter a 10-digit Indian mobile number').waitFor();
      await page.getByLabel('Mobile number').fill('9876543210');
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByRole('heading', { level: 2, name: /Performance/ }).waitFor();
      await page.getByLabel('Title of the act').fill('Raga Yaman, alaap and drut');
      await page.getByLabel('Category').selectOption('vocal');
      await page.getByLabel('Duration (minutes)').fill('8');
      await page
        .getByLabel('About the act')
        .fill('A vocal and tabla duet: a short alaap, then a bandish in teentaal.');
      await page.getByText('Group of up to 8').click();
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByRole('heading', { level: 2, name: /Group members/ }).waitFor();
      await page.getByLabel('Full name').fill('Ravi Kumar');
      await page.getByLabel('Date of birth').fill('1994-01-20');
      await page.getByLabel('Role').fill('Tabla');
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByRole('heading', { level: 2, name: /Review & fee/ }).waitFor();
      expect(await page.getByRole('region', { name: 'Entry fee' }).textContent()).toContain(
        'Total150 credits',
      );
      await screenshot(page, 'events-registration-review');
      await page.getByRole('button', { name: 'Submit registration' }).click();
      await page.getByRole('heading', { name: 'Pay the entry fee' }).waitFor();
      await page.getByRole('button', { name: 'Pay 150 credits' }).click();
      await page.getByRole('heading', { name: 'You are registered!' }).waitFor();

      // The jury (the organiser's API; their screens are another page's business) reviews and approves it.
      const [entry] = await liveEntries(demo.token, surSangam.id);
      expect(entry?.status).toBe('registered');
      const entryId = (entry as TContestant).id;
      const review = { realm: 'cultural-events', params: { id: entryId } } as const;
      await call(admin.token, contestantsApi.changeStatus, { ...review, body: { status: 'under_review' } });
      await call(admin.token, contestantsApi.changeStatus, {
        ...review,
        body: { status: 'approved', notes: 'See you at the auditions' },
      });

      // My registrations: the new status and the whole history.
      await page.getByRole('link', { name: 'My registrations' }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/events/registrations' && url.searchParams.get('realm') === 'cultural-events',
      );
      const registration = card(page, SUR_SANGAM);
      await registration.getByText('Approved', { exact: true }).first().waitFor();
      const history = registration.getByRole('region', { name: 'Status history' });
      // Each step's first line is its status; the time under it is written in the reader's locale.
      const steps = await history
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent?.trim()));
      expect(steps).toEqual(['Fee due', 'Registered', 'Under review', 'Approved']);
      await history.getByText('“See you at the auditions”').waitFor();
      expect(await registration.textContent()).toContain('Group of 2');
      await screenshot(page, 'events-my-registrations');
    });
  });
});
