import { CREDIT_PRICE_INR, type TBooking, type TPaginated } from '@engagex/contracts';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, api, signIn } from './support/api.js';
import { baseUrl, DESKTOP, journey, sharedBrowser } from './support/browser.js';
import {
  isSignInPage,
  shootBySystemTheme,
  shootEverywhere,
  signInAsNewDemoUser,
  signInWithEmail,
} from './support/portal.js';

/** Decision 038, as amended: an organiser cancelling an event pays the card back, not credits. */
const browser = sharedBrowser();

const PRICE_CREDITS = 40;
const paid = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
}).format(PRICE_CREDITS * 2 * CREDIT_PRICE_INR);

/** A published event of one show, made for this journey alone, since the journey cancels it. */
async function ownEvent(adminToken: string) {
  const startsAt = new Date(Date.now() + 5 * 86_400_000);
  const endsAt = new Date(startsAt.getTime() + 2 * 3_600_000);
  const title = `Evening concert ${Date.now().toString(36)}`;
  const { event } = await api<{ event: { id: string } }>(adminToken, 'POST', '/api/events/events', {
    title,
    description: 'An event the organiser will cancel.',
    eventType: 'music',
    districtId: 'pune',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    priceCredits: PRICE_CREDITS,
    isCompetition: false,
    registrationFeeCredits: 0,
    feePerAdditionalContestant: 0,
    maxGroupSize: 1,
    status: 'published',
  });
  const slot = await api<{ id: string }>(adminToken, 'POST', `/api/events/events/${event.id}/slots`, {
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    capacity: 10,
  });
  return { eventId: event.id, slotId: slot.id, title };
}

/** Two seats paid by card through the sandbox checkout, as the browser does it. */
async function paidByCard(token: string, show: { eventId: string; slotId: string }) {
  const hold = await api<TBooking>(token, 'POST', '/api/events/bookings', { ...show, seats: 2 });
  const started = await api<{ payment: { paymentUrl: string } }>(
    token,
    'POST',
    '/api/events/bookings/initiate-payment',
    { bookingId: hold.id, method: 'gateway' },
  );
  const pay = await fetch(`${baseUrl()}${new URL(started.payment.paymentUrl).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  const back = new URL(pay.headers.get('location') ?? '', baseUrl());
  const { kind: _k, realm: _r, id: _i, ...proof } = Object.fromEntries(back.searchParams);
  await api(token, 'POST', '/api/events/bookings/complete-payment', { bookingId: hold.id, ...proof });
  return hold.id;
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
      const bookingId = await paidByCard(token, show);
      await api(admin.token, 'POST', `/api/events/events/${show.eventId}/cancel`);

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
    await paidByCard(byCard.token, show);
    const byCredits = await signIn(`cancel-credits-${Date.now()}@example.com`);
    await api(admin.token, 'POST', '/api/main/credit-transaction/add-credits', {
      userId: byCredits.user.id,
      amount: 200,
      reason: 'Event cancel journey',
      idempotencyKey: `event-cancel-e2e-${Date.now()}`,
    });
    const paidHold = await api<TBooking>(byCredits.token, 'POST', '/api/events/bookings', {
      ...show,
      seats: 2,
    });
    await api(byCredits.token, 'POST', '/api/events/bookings/initiate-payment', {
      bookingId: paidHold.id,
      method: 'credits',
    });
    const holder = await signIn(`cancel-hold-${Date.now()}@example.com`);
    await api<TBooking>(holder.token, 'POST', '/api/events/bookings', { ...show, seats: 1 });

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
      const before = await api<TBooking>(byCredits.token, 'GET', `/api/events/bookings/${paidHold.id}`);
      expect(before.status).toBe('confirmed');

      await page.getByRole('button', { name: 'Cancel event' }).click();
      await dialog.getByText('3 bookings are cancelled:').waitFor();
      await dialog.getByRole('button', { name: 'Cancel event' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      await header.getByText('Cancelled', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Cancel event' }).count()).toBe(0);
      await shootEverywhere(page, 'event-cancelled-organiser', () =>
        page.getByRole('heading', { level: 1, name: show.title }),
      );
      const after = await api<TBooking>(byCredits.token, 'GET', `/api/events/bookings/${paidHold.id}`);
      expect(after.status).toBe('cancelled');
    });
  }, 180_000);
});
