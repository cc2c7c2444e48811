import { CREDIT_PRICE_INR, type TBooking, type TPaginated } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { creditsApi } from '@engagex/contracts/api/credits';
import { eventsApi } from '@engagex/contracts/api/events';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import {
  isSignInPage,
  shootBySystemTheme,
  shootEverywhere,
  signInAsNewDemoUser,
  signInWithEmail,
} from './support/portal.js';
import { bookedByCard, publishedShow } from './support/shows.js';

/** Decision 038, as amended: an organiser cancelling an event pays the card back, not credits. */
const browser = sharedBrowser();

const PRICE_CREDITS = 40;
const paid = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
}).format(PRICE_CREDITS * 2 * CREDIT_PRICE_INR);

/** A published event of one show, made for this journey alone, since the journey cancels it. */
function ownEvent(adminToken: string) {
  const startsAt = new Date(Date.now() + 5 * 86_400_000);
  return publishedShow(
    adminToken,
    {
      title: `Evening concert ${Date.now().toString(36)}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      capacity: 10,
    },
    { description: 'An event the organiser will cancel.', priceCredits: PRICE_CREDITS },
  );
}

describe('an organiser cancels an event (decision 038)', () => {
  test('a booking paid by card is refunded to the card, and says so on My bookings', async () => {
    const email = `event-cancel-${Date.now()}@example.com`;
    await journey(browser(), 'event-cancel-refund', { viewport: DESKTOP }, async (page) => {
      await page.goto('/events/bookings');
      await page.waitForURL(isSignInPage);
      await signInAsNewDemoUser(page, { email, name: 'Cancelled Attendee' });

      const { token } = await signIn(email);
      const admin = await signIn(ADMIN_EMAIL);
      const show = await ownEvent(admin.token);
      const bookingId = await bookedByCard(token, show);
      await call(admin.token, eventsApi.cancel, {
        params: { id: show.eventId },
        body: { reason: 'The venue is closed for repairs' },
      });

      await page.goto('/events/bookings');
      const refunded = page.getByText(
        `Cancelled; ${paid} refunded to your original payment (the card or account you paid with).`,
      );
      await refunded.waitFor();
      await shootEverywhere(page, 'event-cancel-refund', () => refunded);

      // A refund the gateway refused for two hours of retries is `failed` (the server's tests reach it); here the
      // answer is shaped so, to see what the attendee then reads.
      await page.route('**/api/events/bookings/my-bookings*', async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { data: TPaginated<TBooking> };
        for (const booking of body.data.items)
          if (booking.id === bookingId && booking.refund) booking.refund.status = 'failed';
        await route.fulfill({ response: answer, json: body });
      });
      await page.reload();
      const delayed = page.getByText(
        `Cancelled; the refund of ${paid} to your original payment is delayed. Our team will complete it; you need not do anything.`,
      );
      await delayed.waitFor();
      await shootEverywhere(page, 'refund-delayed', () => delayed);
    });
  }, 180_000);
});

describe('an organiser cancels an event with its own action (decision 052)', () => {
  test('"Cancel event" says how many bookings go, where the money goes and that everyone is told, then cancels', async () => {
    const admin = await signIn(ADMIN_EMAIL);
    const show = await ownEvent(admin.token);
    // One booking paid by card (₹800), one paid with credits (80 credits), one hold not yet paid.
    const byCard = await signIn(`cancel-card-${Date.now()}@example.com`);
    await bookedByCard(byCard.token, show);
    const byCredits = await signIn(`cancel-credits-${Date.now()}@example.com`);
    await call(admin.token, creditsApi.add, {
      body: {
        userId: byCredits.user.id,
        amount: 200,
        reason: 'Event cancel journey',
        idempotencyKey: `event-cancel-e2e-${Date.now()}`,
      },
    });
    const paidHold = await call(byCredits.token, bookingsApi.create, {
      body: { eventId: show.eventId, slotId: show.slotId, seats: 2 },
    });
    await call(byCredits.token, bookingsApi.initiatePayment, {
      body: { bookingId: paidHold.id, method: 'credits' },
    });
    const holder = await signIn(`cancel-hold-${Date.now()}@example.com`);
    await call(holder.token, bookingsApi.create, {
      body: { eventId: show.eventId, slotId: show.slotId, seats: 1 },
    });

    const path = `/events/admin/${show.eventId}`;
    await journey(browser(), 'event-cancel-organiser', { viewport: DESKTOP }, async (page) => {
      await page.goto(path);
      await page.waitForURL(isSignInPage);
      await signInWithEmail(page, ADMIN_EMAIL);
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: show.title }).waitFor();

      // Cancelling is no longer a status to pick and save.
      const status = page.getByRole('combobox', { name: 'Status' });
      expect(await status.locator('option').allTextContents()).toEqual(['Draft', 'Published']);

      await page.getByRole('button', { name: 'Cancel event' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
      await dialog.getByText('3 bookings are cancelled:').waitFor();
      await dialog
        .getByText(
          `1 booking paid by card or bank: ${paid} refunded to the card or account it was paid with.`,
        )
        .waitFor();
      await dialog
        .getByText('1 booking paid with credits: 80 credits back to the wallet they came from.')
        .waitFor();
      await dialog.getByText('1 hold not yet paid: the seats are released; nothing was charged.').waitFor();
      await dialog
        .getByText(
          'Everyone affected (3 people) is told in a notification and by email, each with where their money goes.',
        )
        .waitFor();
      // The theme button is behind the dialog: light and dark by the system's scheme, reopened after each resize.
      const open = async () => {
        if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Cancel event' }).click();
        await dialog.getByText('3 bookings are cancelled:').waitFor();
      };
      // "Keep the event" closes it and changes nothing.
      const keep = async () => {
        await dialog.getByRole('button', { name: 'Keep the event' }).click();
        await dialog.waitFor({ state: 'hidden' });
      };
      await shootBySystemTheme(page, 'event-cancel-dialog', open, keep);
      const before = await call(byCredits.token, bookingsApi.get, { params: { id: paidHold.id } });
      expect(before.status).toBe('confirmed');

      await page.getByRole('button', { name: 'Cancel event' }).click();
      await dialog.getByText('3 bookings are cancelled:').waitFor();
      await dialog.getByLabel('Reason').fill('The venue is closed for repairs');
      await dialog.getByRole('button', { name: 'Cancel event' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      await header.getByText('Cancelled', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Cancel event' }).count()).toBe(0);
      await shootEverywhere(page, 'event-cancelled-organiser', () =>
        page.getByRole('heading', { level: 1, name: show.title }),
      );
      const after = await call(byCredits.token, bookingsApi.get, { params: { id: paidHold.id } });
      expect(after.status).toBe('cancelled');
    });
  }, 180_000);
});
