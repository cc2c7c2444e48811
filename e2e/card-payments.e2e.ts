import type { TEvent } from '@engagex/contracts';
import { describe, test } from 'vitest';
import { ADMIN_EMAIL, api, signIn } from './support/api.js';
import { baseUrl, DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { newPerson } from './support/people.js';
import { isSignInPage, shootBySystemTheme, signInWithEmail } from './support/portal.js';

const browser = sharedBrowser();

/** Pays a sandbox checkout as its Pay button does and answers the proof its redirect carries back. */
async function payAtSandbox(paymentUrl: string) {
  const paid = await fetch(`${baseUrl()}${new URL(paymentUrl).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  const back = new URL(paid.headers.get('location') ?? '', baseUrl());
  const { purchaseId, paymentId, signature } = Object.fromEntries(back.searchParams);
  return { purchaseId, paymentId, signature };
}

// Decision 058: a card payment for a thing reads as a payment in rupees on the credits page, not as credits.
describe('card payments on the credits page', () => {
  test('two seats paid by card: no credits bought or spent, and the history says what was paid for', async () => {
    const admin = (await signIn(ADMIN_EMAIL)).token;
    const title = `Card Night ${Date.now().toString(36).toUpperCase()}`;
    const startsAt = new Date(Date.now() + 20 * 86_400_000);
    const endsAt = new Date(startsAt.getTime() + 2 * 3_600_000);
    const { event } = await api<{ event: TEvent }>(admin, 'POST', '/api/events/events', {
      title,
      description: 'A paid show for the card payment journey.',
      eventType: 'music',
      districtId: 'pune',
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      priceCredits: 15,
      status: 'published',
    });
    const slot = await api<{ id: string }>(admin, 'POST', `/api/events/events/${event.id}/slots`, {
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      capacity: 5,
    });
    const booker = await newPerson('card');
    const hold = await api<{ id: string }>(booker.token, 'POST', '/api/events/bookings', {
      eventId: event.id,
      slotId: slot.id,
      seats: 2,
    });
    const started = await api<{ payment: { paymentUrl: string } }>(
      booker.token,
      'POST',
      '/api/events/bookings/initiate-payment',
      { bookingId: hold.id, method: 'gateway' },
    );
    const proof = await payAtSandbox(started.payment.paymentUrl);
    await api(booker.token, 'POST', '/api/events/bookings/complete-payment', {
      bookingId: hold.id,
      ...proof,
    });

    await journey(browser(), 'card-payments', { viewport: DESKTOP }, async (page) => {
      await page.goto('/credits?view=purchases');
      await page.waitForURL(isSignInPage);
      await signInWithEmail(page, booker.email);
      await page.goto('/credits?view=purchases');
      const balance = page.getByRole('region', { name: 'Credit balance' });
      await balance.getByText('Purchased').waitFor();
      const row = page.getByRole('row').filter({ hasText: `2 seats · ${title}` });
      await row.getByText('₹300 paid by card').waitFor();
      await shootBySystemTheme(page, 'card-payments-credits', async () => {
        const payment = page.getByText(`2 seats · ${title}`).filter({ visible: true }).first();
        await payment.waitFor();
        await payment.scrollIntoViewIfNeeded();
      });
    });
  });
});
