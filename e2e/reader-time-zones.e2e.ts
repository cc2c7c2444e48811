import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { identityApi } from '@engagex/contracts/api/identity';
import { notificationsApi } from '@engagex/contracts/api/notifications';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import {
  dayTyped,
  isSignInPage,
  shootEverywhere,
  shootReshown,
  signInWithEmail,
  typeDateTime,
} from './support/portal.js';
import { publishedShow } from './support/shows.js';

const browser = sharedBrowser();

/** Noon UTC a few weeks ahead: 12:00 in London, 5:30 pm in India, the same day. */
const noonAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T12:00:00.000Z`;
};

/**
 * Decision 053: a person's time zone is kept with their account. A reader in India waiting for a London show is told
 * the offer's deadline in India's time (not "5:01 am GMT") and the show's time in London's and theirs; the event page
 * says both; the location dialog lets them pick another zone by searching for it, and every time follows it.
 */
describe('each person reads times in their own zone (decision 053)', () => {
  test('a London show offered to a reader in India: the deadline in IST, the show in GMT and IST', async () => {
    const admin = (await signIn(ADMIN_EMAIL)).token;
    const startsAt = noonAhead(40);
    const endsAt = new Date(Date.parse(startsAt) + 2 * 3600_000).toISOString();
    const title = `London Matinee ${Date.now().toString(36).toUpperCase()}`;
    const show = await publishedShow(
      admin,
      { title, startsAt, endsAt, capacity: 1 },
      { description: 'A show in London, read from India.', timeZone: 'Europe/London' },
    );
    const { eventId, slotId } = show;
    const holder = await signIn(`tz-holder-${Date.now().toString(36)}@example.com`);
    const booked = await call(holder.token, bookingsApi.create, { body: { eventId, slotId, seats: 1 } });
    const readerEmail = `tz-reader-${Date.now().toString(36)}@example.com`;

    await journey(
      browser(),
      'reader-time-zones',
      { viewport: DESKTOP, timezoneId: 'Asia/Kolkata', locale: 'en-IN' },
      async (page) => {
        // Signing in from a browser in India keeps India's zone with the account.
        await page.goto('/events');
        await page.waitForURL(isSignInPage);
        await signInWithEmail(page, readerEmail);
        const reader = await signIn(readerEmail);
        await expect
          .poll(async () => (await call(reader.token, identityApi.me)).timeZone)
          .toBe('Asia/Kolkata');

        await call(reader.token, waitlistApi.join, { params: { id: eventId, slotId }, body: { seats: 1 } });
        await call(holder.token, bookingsApi.cancel, {
          params: { id: booked.id },
          body: { reason: 'Cannot come' },
        });
        const told = await call(reader.token, notificationsApi.list, { query: { limit: 20 } });
        const offer = told.items.find((item) => item.kind === 'waitlist-offer');
        expect(offer?.body).toMatch(/held for you until [^.]+ (am|pm) IST\./);
        expect(offer?.body).not.toMatch(/until [^.]+ GMT/);
        expect(offer?.body).toMatch(/12:00 pm GMT \(your time: [^)]*5:30 pm IST\)/);

        await page.goto('/notifications');
        const notice = page.getByRole('article', { name: `Seats for you: ${title}` });
        await notice.getByText(/held for you until .+ IST\./).waitFor();
        await shootEverywhere(page, 'reader-time-zones-offer', () =>
          page.getByRole('article', { name: `Seats for you: ${title}` }),
        );

        // The event page: London's time, and the reader's beside it.
        await page.goto(`/events/${eventId}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const both = /12:00\s?pm – 2:00\s?pm GMT \(your time: 5:30\s?pm – 7:30\s?pm IST\)/i;
        await page.getByText(both).first().waitFor();
        await shootEverywhere(page, 'reader-time-zones-event', () => page.getByText(both).first());

        // The location dialog: search for Dubai and pick it; the page then reads Dubai's clock.
        await page
          .getByRole('button', { name: /^Location: / })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: 'Your location' });
        const search = dialog.getByRole('searchbox', { name: 'Search time zones' });
        await search.fill('dubai');
        const dubai = dialog.getByRole('button', { name: /^Dubai \(Asia\/Dubai\) · United Arab Emirates/ });
        await dubai.waitFor();
        await shootReshown(page, 'reader-time-zones-picker', async () => {
          if (!(await dialog.isVisible())) {
            await page
              .getByRole('button', { name: /^Location: / })
              .first()
              .click();
          }
          await search.fill('dubai');
          await dubai.waitFor();
        });
        if (!(await dialog.isVisible())) {
          await page
            .getByRole('button', { name: /^Location: / })
            .first()
            .click();
        }
        await search.fill('dubai');
        await dubai.click();
        await page
          .getByText(/^Times are shown in Dubai/)
          .first()
          .waitFor();
        await expect.poll(async () => (await call(reader.token, identityApi.me)).timeZone).toBe('Asia/Dubai');
        await page.keyboard.press('Escape');
        const inDubai = /12:00\s?pm – 2:00\s?pm GMT \(your time: 4:00\s?pm – 6:00\s?pm (GST|GMT\+4)\)/i;
        await page.getByText(inDubai).first().waitFor();

        // A browser in India after the choice does not undo it.
        await page.reload();
        await page.getByText(inDubai).first().waitFor();
        expect((await call(reader.token, identityApi.me)).timeZone).toBe('Asia/Dubai');
      },
    );
  });
});

/** "YYYY-MM-DD" a few weeks ahead. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Decision 053: three 2-hour shows over two evenings read "3 shows · …" and the next show, not "Thu 8:00 PM – Fri
 * 10:00 PM" as one long event; an organiser's show outside the event's dates is refused in the event's zone with
 * the way to extend it, and the time-zone field is searched.
 */
describe('shows and an organiser’s times (decision 053)', () => {
  test('an event of three shows reads as three shows on its card and page', async () => {
    const admin = (await signIn(ADMIN_EMAIL)).token;
    const [first, second] = [dayAhead(50), dayAhead(51)];
    const title = `Three Shows ${Date.now().toString(36).toUpperCase()}`;
    // 8 pm India on the first evening to 10 pm on the second: the first show, then two on the second evening.
    const { eventId } = await publishedShow(
      admin,
      { title, startsAt: `${first}T14:30:00.000Z`, endsAt: `${first}T16:30:00.000Z`, capacity: 10 },
      {
        description: 'Three shows over two evenings.',
        eventType: 'comedy',
        endsAt: `${second}T16:30:00.000Z`,
      },
    );
    for (const hour of [11, 14]) {
      await call(admin, eventsApi.addSlot, {
        params: { id: eventId },
        body: {
          startsAt: `${second}T${hour}:30:00.000Z`,
          endsAt: `${second}T${hour + 2}:30:00.000Z`,
          capacity: 10,
        },
      });
    }
    await journey(
      browser(),
      'three-shows',
      { viewport: DESKTOP, timezoneId: 'Asia/Kolkata', locale: 'en-IN' },
      async (page) => {
        await page.goto(`/events?q=${encodeURIComponent(title)}`);
        await page.waitForURL(isSignInPage);
        await signInWithEmail(page, `three-shows-${Date.now().toString(36)}@example.com`);
        const card = page.getByRole('article', { name: title });
        const shows = /^3 shows · \d{1,2}(–| – )\d{1,2} \w{3}$|^3 shows · \d{1,2} \w{3} – \d{1,2} \w{3}$/;
        await card.getByText(shows).waitFor();
        expect(await card.textContent()).not.toMatch(/8:00\s?pm – .*10:00\s?pm/i);
        await shootEverywhere(page, 'three-shows-card', () =>
          page.getByRole('article', { name: title }).getByText(shows),
        );

        await page.goto(`/events/${eventId}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByText(/^Next: .*8:00\s?pm – 10:00\s?pm$/i).waitFor();
        expect(await page.getByText(/3 shows · /).count()).toBeGreaterThanOrEqual(2);
        await shootEverywhere(page, 'three-shows-event', () => page.getByText(/^Next: /).first());
      },
    );
  });

  test('a show outside the event’s dates is refused in the event’s zone; the zone field is searched', async () => {
    const admin = (await signIn(ADMIN_EMAIL)).token;
    const day = dayAhead(55);
    const created = await call(admin, eventsApi.create, {
      body: {
        title: `Short Run ${Date.now().toString(36).toUpperCase()}`,
        description: 'One evening only.',
        eventType: 'music',
        districtId: 'pune',
        startsAt: `${day}T13:30:00.000Z`,
        endsAt: `${day}T16:30:00.000Z`,
      },
    });
    const eventId = created.event.id;
    await journey(
      browser(),
      'organiser-times',
      { viewport: DESKTOP, timezoneId: 'Asia/Kolkata', locale: 'en-IN' },
      async (page) => {
        await page.goto(`/events/admin/${eventId}`);
        await page.waitForURL(isSignInPage);
        await signInWithEmail(page, ADMIN_EMAIL);
        await page.waitForURL((url) => url.pathname === `/events/admin/${eventId}`);
        const nextDay = dayAhead(56);
        // A resize can remount the form, so each shot submits it again.
        const refuse = async () => {
          const addSlot = page.getByRole('form', { name: 'Add a slot' });
          await typeDateTime(addSlot, 'Slot starts', dayTyped(nextDay), '7:00 pm');
          await typeDateTime(addSlot, 'Slot ends', dayTyped(nextDay), '9:00 pm');
          await addSlot.getByLabel('Seats', { exact: true }).fill('10');
          await addSlot.getByRole('button', { name: 'Add slot' }).click();
          const refusal = addSlot.getByText(/The event runs from .+ (pm|am) IST to .+ IST/).first();
          await refusal.waitFor();
          await refusal.scrollIntoViewIfNeeded();
          return addSlot;
        };
        const addSlot = await refuse();
        expect(await addSlot.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
        await addSlot
          .getByText(/first change the event's start or end under Details/)
          .first()
          .waitFor();
        await shootReshown(page, 'organiser-times-refused', refuse);
        expect(await page.getByText('Fixed at creation').count()).toBe(0);
        await page.getByRole('heading', { name: 'Place and rules' }).waitFor();

        // The time-zone field: the usual zones first, and a search that finds London by its country.
        await page.goto('/events/admin/new');
        const form = page.getByRole('form', { name: 'New event' });
        const zone = form.getByLabel('Time zone', { exact: true });
        await zone.waitFor();
        const firstOptions = await zone
          .locator('option')
          .evaluateAll((options) => options.slice(0, 4).map((option) => (option as HTMLOptionElement).value));
        expect(firstOptions).toEqual(['Asia/Kolkata', 'Asia/Dubai', 'Asia/Singapore', 'Europe/London']);
        await form.getByRole('searchbox', { name: 'Search time zones' }).fill('united kingdom');
        const london = form.getByRole('button', { name: /^London \(Europe\/London\)/ });
        await london.waitFor();
        await shootEverywhere(page, 'organiser-times-zone-search', () =>
          page.getByRole('form', { name: 'New event' }).getByRole('searchbox', { name: 'Search time zones' }),
        );
        await form.getByRole('searchbox', { name: 'Search time zones' }).fill('united kingdom');
        await form.getByRole('button', { name: /^London \(Europe\/London\)/ }).click();
        expect(await zone.inputValue()).toBe('Europe/London');
        await form
          .getByText(/^In Europe\/London/)
          .first()
          .waitFor();
      },
    );
  });
});
