import { describe, test } from 'vitest';
import { ADMIN_EMAIL, signIn } from './support/api.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { newPerson } from './support/people.js';
import { isSignInPage, shootBySystemTheme, signInWithEmail } from './support/portal.js';
import { bookedByCard, publishedShow } from './support/shows.js';

const browser = sharedBrowser();

// Decision 058: a card payment for a thing reads as a payment in rupees on the credits page, not as credits.
describe('card payments on the credits page', () => {
  test('two seats paid by card: no credits bought or spent, and the history says what was paid for', async () => {
    const admin = (await signIn(ADMIN_EMAIL)).token;
    const title = `Card Night ${Date.now().toString(36).toUpperCase()}`;
    const startsAt = new Date(Date.now() + 20 * 86_400_000);
    const endsAt = new Date(startsAt.getTime() + 2 * 3_600_000);
    const show = await publishedShow(
      admin,
      { title, startsAt, endsAt, capacity: 5 },
      { description: 'A paid show for the card payment journey.', priceCredits: 15 },
    );
    const booker = await newPerson('card');
    await bookedByCard(booker.token, show, 2);

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
