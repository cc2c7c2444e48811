import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paidEvent } from './support/api.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { isSignInPage, shootEverywhere, signInAsNewDemoUser } from './support/portal.js';

/** Coming back to an event shows the user's live hold, not a fresh booking form. */
const browser = sharedBrowser();

const booking = (page: Page) => page.getByRole('complementary', { name: 'Booking' });

describe('a seat hold on the event page', () => {
  test('coming back to the event shows the held seats with their show, countdown, pay and release; a second booking only on purpose', async () => {
    const event = await paidEvent();
    await journey(browser(), 'hold-visible', { viewport: DESKTOP }, async (page) => {
      await page.goto(`/events/${event.id}`);
      await page.waitForURL(isSignInPage);
      await signInAsNewDemoUser(page, { email: `holder-${Date.now()}@example.com`, name: 'Hold Tester' });
      await page.waitForURL((url) => url.pathname === `/events/${event.id}`);

      await booking(page).getByRole('button', { name: 'Add a seat' }).click();
      await booking(page).getByRole('button', { name: 'Book 2 seats' }).click();
      await booking(page).getByRole('heading', { name: 'Complete your booking' }).waitFor();

      // Away to the list and back by a plain link: no `?booking=` in the address any more.
      await page.goto('/events');
      await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
      await page.goto(`/events/${event.id}`);
      const panel = booking(page);
      await panel.getByRole('heading', { name: 'Your seats are on hold' }).waitFor();
      expect(await panel.getByText(`2 seats for ${event.title}`).count()).toBe(1);
      expect(await panel.getByRole('timer').count()).toBe(1);
      expect(
        await panel.getByRole('button', { name: /^(Pay |Continue to checkout)/ }).count(),
      ).toBeGreaterThan(0);
      expect(await panel.getByRole('button', { name: 'Release seats' }).count()).toBe(1);
      expect(await panel.getByRole('heading', { name: 'Book seats' }).count()).toBe(0);
      await shootEverywhere(page, 'event-hold', () =>
        booking(page).getByRole('heading', { name: 'Your seats are on hold' }),
      );

      // A second booking is there, on purpose.
      await panel.getByRole('button', { name: 'Book more seats' }).click();
      await panel.getByRole('heading', { name: 'Book seats' }).waitFor();
      await panel.getByRole('button', { name: 'Back to your held seats' }).click();

      // Releasing gives the seats back and the panel returns to a fresh booking.
      await panel.getByRole('button', { name: 'Release seats' }).click();
      await panel.getByRole('heading', { name: 'Book seats' }).waitFor();
    });
  }, 120_000);
});
