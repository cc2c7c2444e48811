import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { notificationsApi } from '@engagex/contracts/api/notifications';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, screenshot, sharedBrowser } from './support/browser.js';
import {
  chooseDistrict,
  dateTimeField,
  dayTyped,
  isSignInPage,
  shootEverywhere,
  shownDateTime,
  signInWithEmail,
  typeDateTime,
} from './support/portal.js';

const browser = sharedBrowser();

/** "YYYY-MM-DD" a few weeks ahead, as an organiser would pick it. */
const dayAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
};

/** 7 pm to 10 pm as any locale writes it ("7:00 pm – 10:00 pm", "19:00 – 22:00"), labelled IST. */
const SEVEN_TO_TEN_IST = /(7:00\s?pm|19:00)\s–\s(10:00\s?pm|22:00) IST/i;

async function signedIn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await signInWithEmail(page, ADMIN_EMAIL);
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Decision 039: an organiser in New York creates an event in India at 7 pm. The form takes the time in the
 * event's zone and says so; the organiser page, the event page and my bookings all say 7 pm IST (the reader's
 * clock differs, so the zone is named), never 7 pm New York time shown to attendees as 5:30 am IST.
 */
describe('time zones (decision 039)', () => {
  test('an event made at 19:00 in Asia/Kolkata reads 19:00 IST everywhere to an organiser in New York', async () => {
    const title = `Zone Night ${Date.now().toString(36).toUpperCase()}`;
    const day = dayAhead(30);
    let eventId = '';
    await journey(
      browser(),
      'time-zones',
      { viewport: DESKTOP, timezoneId: 'America/New_York', locale: 'en-IN' },
      async (page) => {
        await signedIn(page, '/events/admin/new');
        const form = page.getByRole('form', { name: 'New event' });
        // A variant switch remounts the form, so the screens are taken before it is filled in.
        await shootEverywhere(page, 'time-zones-new-event', () =>
          form.getByLabel('Time zone', { exact: true }),
        );
        await form.getByLabel('Title', { exact: true }).fill(title);
        await form
          .getByLabel('Description', { exact: true })
          .fill('Checks that times stay in the event’s zone.');
        await form.getByLabel('Event type', { exact: true }).fill('music');
        await chooseDistrict(form, 'Pune');
        expect(await form.getByLabel('Time zone', { exact: true }).inputValue()).toBe('Asia/Kolkata');
        await form.getByText('In Asia/Kolkata (IST)').first().waitFor();
        await typeDateTime(form, 'Starts', dayTyped(day), '7:00 pm');
        await typeDateTime(form, 'Ends', dayTyped(day), '10:00 pm');
        await form.getByLabel('Status', { exact: true }).selectOption('published');
        await form.getByRole('button', { name: 'Create event' }).click();
        await page.waitForURL((url) => /^\/events\/admin\/[0-9a-f-]{36}$/.test(url.pathname));
        eventId = new URL(page.url()).pathname.split('/').pop() ?? '';

        // The slot form starts at the event's times, in its zone.
        const addSlot = page.getByRole('form', { name: 'Add a slot' });
        expect(await shownDateTime(addSlot, 'Slot starts')).toBe(`${dayTyped(day)} 7:00 pm`);
        await addSlot.getByLabel('Seats', { exact: true }).fill('20');
        await addSlot.getByRole('button', { name: 'Add slot' }).click();
        const slots = page.getByRole('list', { name: 'Slots' });
        await slots.getByText(SEVEN_TO_TEN_IST).waitFor();
        await shootEverywhere(page, 'time-zones-organiser', () => slots.getByText(SEVEN_TO_TEN_IST));

        // What the server keeps: 19:00 in India is 13:30 UTC.
        const token = (await signIn(ADMIN_EMAIL)).token;
        const detail = await call(token, eventsApi.get, { params: { id: eventId } });
        expect(detail.event).toMatchObject({ timeZone: 'Asia/Kolkata', startsAt: `${day}T13:30:00.000Z` });
        const slot = detail.slots[0];
        if (!slot) throw new Error('no slot');

        await page.goto(`/events/${eventId}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByText(SEVEN_TO_TEN_IST).first().waitFor();
        await shootEverywhere(page, 'time-zones-event', () => page.getByText(SEVEN_TO_TEN_IST).first());

        // The catalogue's card says the same.
        await page.goto(`/events?q=${encodeURIComponent(title)}`);
        const listed = page.getByRole('article', { name: title });
        await listed.getByText(SEVEN_TO_TEN_IST).waitFor();
        await shootEverywhere(page, 'time-zones-events-list', () => listed.getByText(SEVEN_TO_TEN_IST));

        await call(token, bookingsApi.create, { body: { eventId, slotId: slot.id, seats: 1 } });
        await page.goto('/events/bookings');
        const card = page.getByRole('article').filter({ hasText: title });
        await card.getByText(SEVEN_TO_TEN_IST).waitFor();
        await shootEverywhere(page, 'time-zones-my-bookings', () => card.getByText(SEVEN_TO_TEN_IST));
      },
    );
  });
});

/**
 * A draft nobody has booked can move. The organiser changes its start under Details (in the
 * event's zone). Once someone has booked, a slot still moves, and its ticket holder is told the new time.
 */
describe('dates of an event (decision 039)', () => {
  test('move while nobody has booked, and move a booked slot, telling its ticket holder', async () => {
    const token = (await signIn(ADMIN_EMAIL)).token;
    const day = dayAhead(32);
    const created = await call(token, eventsApi.create, {
      body: {
        title: `Movable Draft ${Date.now().toString(36).toUpperCase()}`,
        description: 'A draft whose dates the organiser moves.',
        eventType: 'music',
        districtId: 'pune',
        startsAt: `${day}T13:30:00.000Z`,
        endsAt: `${day}T16:30:00.000Z`,
      },
    });
    const eventId = created.event.id;
    await journey(
      browser(),
      'draft-dates',
      { viewport: DESKTOP, timezoneId: 'Europe/Berlin', locale: 'en-IN' },
      async (page) => {
        await signedIn(page, `/events/admin/${eventId}`);
        const details = page.getByRole('form', { name: 'Details' });
        expect(await shownDateTime(details, 'Starts')).toBe(`${dayTyped(day)} 7:00 pm`);
        await typeDateTime(details, 'Starts', dayTyped(day), '6.30pm');
        await details.getByRole('button', { name: /Save/ }).click();
        await page.getByText('Changes saved').first().waitFor();
        const moved = await call(token, eventsApi.get, { params: { id: eventId } });
        expect(moved.event.startsAt).toBe(`${day}T13:00:00.000Z`);
        await shootEverywhere(page, 'draft-dates-details', () => dateTimeField(details, 'Starts'));

        // A slot for the draft.
        const slot = await call(token, eventsApi.addSlot, {
          params: { id: eventId },
          body: { startsAt: `${day}T13:00:00.000Z`, endsAt: `${day}T16:30:00.000Z`, capacity: 5 },
        });
        // Its slot moves too, while nobody has booked: 18:30 → 19:00 in the event's zone.
        await page.reload();
        const slotRow = page.getByRole('list', { name: 'Slots' }).getByRole('listitem').first();
        await slotRow.getByText('Change times').click();
        const times = slotRow.getByRole('form', { name: /^Times of/ });
        expect(await shownDateTime(times, 'Starts')).toBe(`${dayTyped(day)} 6:30 pm`);
        await typeDateTime(times, 'Starts', dayTyped(day), '19:00');
        await screenshot(page, 'draft-dates-slot-times-desktop-light');
        await times.getByRole('button', { name: 'Move slot' }).click();
        await page.getByText('Slot moved').first().waitFor();
        const slotMoved = await call(token, eventsApi.get, { params: { id: eventId } });
        expect(slotMoved.slots[0]?.startsAt).toBe(`${day}T13:30:00.000Z`);
        await shootEverywhere(page, 'draft-dates-slot', () => page.getByRole('list', { name: 'Slots' }));

        // Someone books: the slot still moves, the page says its ticket holder is told, and they are (decision 039).
        await call(token, eventsApi.update, { params: { id: eventId }, body: { status: 'published' } });
        const visitor = await signIn(`zone-mover-${Date.now().toString(36)}@example.com`);
        await call(visitor.token, bookingsApi.create, { body: { eventId, slotId: slot.id, seats: 1 } });
        await page.reload();
        await details.getByText(/everyone holding a ticket or an entry is told the new time/).waitFor();
        await slotRow.getByText('Change times').click();
        await times
          .getByText('1 seat booked: moving this slot tells each ticket holder the new time.')
          .waitFor();
        await typeDateTime(times, 'Starts', dayTyped(day), '7:30 pm');
        await times.getByRole('button', { name: 'Move slot' }).click();
        await page.getByText('Slot moved').first().waitFor();
        const kept = await call(token, eventsApi.get, { params: { id: eventId } });
        expect(kept.slots[0]?.startsAt).toBe(`${day}T14:00:00.000Z`);
        const told = await call(visitor.token, notificationsApi.list, { query: { limit: 100 } });
        const movedNotices = told.items.filter((item) => item.kind === 'event-moved');
        expect(movedNotices).toHaveLength(1);
        expect(movedNotices[0]?.body).toMatch(/moved from .*7:00.* to .*7:30/);
      },
    );
  });
});
