import { CREDIT_PRICE_INR, type TContestant, type TPaginated } from '@engagex/contracts';
import { describe, test } from 'vitest';
import { ADMIN_EMAIL, api, signIn } from './support/api.js';
import { baseUrl, DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { isSignInPage, shootEverywhere, signInAsNewDemoUser } from './support/portal.js';

/** Decision 038: an entry fee paid by card and refunded to the card reads in rupees on My registrations. */
const browser = sharedBrowser();

const FEE_CREDITS = 100;
const paid = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
}).format(FEE_CREDITS * CREDIT_PRICE_INR);

/** A published competition of its own, since the journey withdraws it. */
async function ownCompetition(adminToken: string) {
  const startsAt = new Date(Date.now() + 30 * 86_400_000);
  const endsAt = new Date(startsAt.getTime() + 3 * 3_600_000);
  const { event } = await api<{ event: { id: string } }>(adminToken, 'POST', '/api/events/events', {
    title: `Open stage ${Date.now().toString(36)}`,
    description: 'A competition the organiser will withdraw.',
    eventType: 'competition',
    districtId: 'pune',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    priceCredits: 0,
    isCompetition: true,
    registrationFeeCredits: FEE_CREDITS,
    feePerAdditionalContestant: 50,
    maxGroupSize: 4,
    status: 'published',
  });
  return event.id;
}

/** An entry whose fee is paid by card through the sandbox checkout, as the browser does it. */
async function entryPaidByCard(token: string, email: string, eventId: string) {
  const entry = await api<TContestant>(token, 'POST', '/api/events/contestants', {
    eventId,
    personalDetails: {
      fullName: 'Asha Rao',
      dateOfBirth: '1998-04-12',
      phone: '9876543210',
      email,
      city: 'Pune',
    },
    performance: { title: 'Raga', category: 'vocal', durationMinutes: 8, description: 'A vocal piece.' },
    isGroupPerformance: false,
    additionalContestants: [],
  });
  const started = await api<{ payment: { paymentUrl: string } }>(
    token,
    'POST',
    '/api/events/contestants/payment/initiate',
    { contestantId: entry.id, method: 'gateway' },
  );
  const pay = await fetch(`${baseUrl()}${new URL(started.payment.paymentUrl).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  const back = new URL(pay.headers.get('location') ?? '', baseUrl());
  const { kind: _k, realm: _r, id: _i, ...proof } = Object.fromEntries(back.searchParams);
  await api(token, 'POST', '/api/events/contestants/payment/complete', { contestantId: entry.id, ...proof });
  return entry.id;
}

describe('an entry fee refunded to the card (issue #14, item 6)', () => {
  test('My registrations says the fee paid in rupees, the organiser withdrew, the rupees went back to the card, and when that refund is delayed', async () => {
    const email = `entry-refund-${Date.now()}@example.com`;
    await journey(browser(), 'entry-refund', { viewport: DESKTOP }, async (page) => {
      await page.goto('/events/registrations');
      await page.waitForURL(isSignInPage);
      await signInAsNewDemoUser(page, { email, name: 'Withdrawn Entrant' });

      const { token } = await signIn(email);
      const admin = await signIn(ADMIN_EMAIL);
      const eventId = await ownCompetition(admin.token);
      const entryId = await entryPaidByCard(token, email, eventId);
      await api(admin.token, 'POST', `/api/events/events/${eventId}/cancel`);

      await page.goto('/events/registrations');
      const refunded = page.getByText(
        `${paid} refunded to your original payment (the card or account you paid with).`,
      );
      await refunded.waitFor();
      // The fee reads as paid, by card in rupees, and the withdrawal as the organiser's (not 'You withdrew').
      const card = page.getByRole('article');
      await card.getByText('The organiser withdrew this competition, so your entry is cancelled.').waitFor();
      const fee = await card
        .locator('dt', { hasText: 'Entry fee' })
        .locator('xpath=following-sibling::dd')
        .textContent();
      if (!fee?.startsWith(paid) || fee.includes('credits'))
        throw new Error(`The entry fee paid by card reads "${fee}", not ${paid}`);
      if ((await card.getByText('You withdrew this entry.').count()) > 0)
        throw new Error('An entry the organiser withdrew reads as the entrant’s');
      await shootEverywhere(page, 'entry-refund', () => refunded);

      // The sweep's `failed` state (the server's tests reach it), shaped here to see what the entrant then reads.
      await page.route('**/api/events/contestant-registration/my-registrations*', async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { data: TPaginated<TContestant> };
        for (const entry of body.data.items)
          if (entry.id === entryId && entry.refund) entry.refund.status = 'failed';
        await route.fulfill({ response: answer, json: body });
      });
      await page.reload();
      const delayed = page.getByText(
        `The refund of ${paid} to your original payment is delayed. Our team will complete it; you need not do anything.`,
      );
      await delayed.waitFor();
      await shootEverywhere(page, 'entry-refund-delayed', () => delayed);
      // The page keeps polling; a poll still inside the route when the context closes must not fail the run.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }, 180_000);
});
