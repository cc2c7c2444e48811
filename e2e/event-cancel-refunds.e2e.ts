import { CREDIT_PRICE_INR, type TBooking, type TPaginated } from '@engagex/contracts';
import { describe, test } from 'vitest';
import { ADMIN_EMAIL, api, signIn } from './support/api.js';
import { baseUrl, DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { isSignInPage, shootEverywhere, signInAsNewDemoUser } from './support/portal.js';

/** Issue #14, item 6 (decision 038, amended): an organiser cancelling an event pays the card back, not credits. */
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

describe('an organiser cancels an event (issue #14, item 6)', () => {
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
