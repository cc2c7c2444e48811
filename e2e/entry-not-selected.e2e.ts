import { contestantsApi } from '@engagex/contracts/api/contestants';
import { eventsApi } from '@engagex/contracts/api/events';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { entryPaidByCard } from './support/entries.js';
import { grantRole, newPerson } from './support/people.js';
import { isSignInPage, shootBySystemTheme, shootEverywhere, signInWithEmail } from './support/portal.js';

/**
 * Decision 054: an organiser turns down an entry paid ₹300 by card. Rejecting asks first (the reason required, the
 * decision final, what happens to the fee said), and the entrant reads on My registrations that the ₹300 went back.
 */
const browser = sharedBrowser();

describe('an entry not selected', () => {
  test('the organiser confirms the rejection with a reason; the entrant reads that their ₹300 was refunded', async () => {
    const admin = await signIn(ADMIN_EMAIL);
    const organiser = await newPerson('organiser');
    await grantRole(admin.token, organiser.user.id, 'organiser');
    const startsAt = new Date(Date.now() + 30 * 86_400_000);
    const { event } = await call(organiser.token, eventsApi.create, {
      body: {
        title: `Voice of Pune ${Date.now().toString(36)}`,
        description: 'A singing competition with a jury.',
        eventType: 'competition',
        districtId: 'pune',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
        isCompetition: true,
        registrationFeeCredits: 30,
        status: 'published',
      },
    });
    const entrant = await newPerson('entrant');
    const entryId = await entryPaidByCard(entrant.token, entrant.email, event.id);

    await journey(browser(), 'entry-reject', { viewport: DESKTOP }, async (page) => {
      await page.goto('/events/admin/review?realm=events');
      await page.waitForURL(isSignInPage);
      await signInWithEmail(page, organiser.email);
      const card = page.getByRole('article', { name: 'Asha Rao' });
      // A card payment reads in rupees, not "30 cr · completed".
      await card.getByText('₹300 paid by card').waitFor();
      await card.getByRole('button', { name: 'Reject' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reject Asha Rao’s entry?' });
      await dialog.getByText(/This decision is final/).waitFor();
      await dialog
        .getByText('Their fee of ₹300 is refunded to the card or account they paid with.')
        .waitFor();
      await dialog.getByRole('button', { name: 'Reject entry' }).click();
      await dialog.getByText('Say why this entry is not selected: the entrant reads it').waitFor();
      // Nothing was sent: the entry is still open to review.
      const still = await call(organiser.token, contestantsApi.get, { params: { id: entryId } });
      expect(still.status).toBe('registered');
      const reason = 'The vocal category is full this year.';
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // Opened afresh at each size (the phone's layout is another tree), and closed before the next.
      const open = async () => {
        await card.getByRole('button', { name: 'Reject' }).click();
        await dialog.getByLabel('Reason').fill(reason);
        await dialog.getByText(/This decision is final/).waitFor();
      };
      await shootBySystemTheme(page, 'entry-reject-dialog', open, async () => {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
      });
      await open();
      await dialog.getByRole('button', { name: 'Reject entry' }).click();
      await card.getByText('Rejected. This decision is final.').waitFor();
      await card.getByText('₹300 refunded').waitFor();
    });

    await journey(browser(), 'entry-not-selected', { viewport: DESKTOP }, async (page) => {
      await page.goto('/events/registrations');
      await page.waitForURL(isSignInPage);
      await signInWithEmail(page, entrant.email);
      const card = page.getByRole('article', { name: event.title });
      await card.getByText('Not selected').first().waitFor();
      const money = card
        .getByText('₹300 refunded to your original payment (the card or account you paid with).')
        .first();
      await money.waitFor();
      await card.getByText('The vocal category is full this year.').first().waitFor();
      // The fees paid net of refunds no longer count the ₹300.
      const feesPaid = await page
        .getByText(/Fees paid/)
        .first()
        .locator('xpath=..')
        .textContent();
      expect(feesPaid).not.toContain('₹300');
      await shootEverywhere(page, 'entry-not-selected', () => money);
    });
  }, 180_000);
});
