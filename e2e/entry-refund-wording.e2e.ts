import { CREDIT_PRICE_INR, type TContestant, type TPaginated } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { describe, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { entryPaidByCard } from './support/entries.js';
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
  const { event } = await call(adminToken, eventsApi.create, {
    body: {
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
    },
  });
  return event.id;
}

describe('an entry fee refunded to the card (decision 038)', () => {
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
      await call(admin.token, eventsApi.cancel, {
        params: { id: eventId },
        body: { reason: 'The hall is closed for repairs' },
      });

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
