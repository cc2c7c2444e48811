import type { TEvent, TPaginated } from '@engagex/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { isSignInPage, signInAsNewDemoUser, themeToggle, waitForTheme } from './support/portal.js';

/** Issue #14, item 2: coming back to an event shows the user's live hold, not a fresh booking form. */
const browser = sharedBrowser();

/** A published, paid event with room (seats are held only while a payment is due). */
async function paidEvent(): Promise<TEvent> {
  const { token } = await signIn('demo@engagex.dev');
  const page = await api<TPaginated<TEvent>>(token, 'GET', '/api/events/events?limit=50');
  const event = page.items.find(
    (candidate) => candidate.priceCredits > 0 && candidate.seatsAvailable >= 10 && !candidate.isCompetition,
  );
  if (!event) throw new Error('The seed data has no paid event with free seats');
  return event;
}

const booking = (page: Page) => page.getByRole('complementary', { name: 'Booking' });

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400); // the device variant is chosen again after a 300 ms resize pause
    await booking(page).getByRole('heading', { name: 'Your seats are on hold' }).waitFor();
    await booking(page).scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${size}-light`);
    await themeToggle(page).click();
    await waitForTheme(page, true);
    await screenshot(page, `${name}-${size}-dark`);
    await themeToggle(page).click();
    await waitForTheme(page, false);
  }
  await page.setViewportSize(DESKTOP);
}

describe('a seat hold on the event page (issue #14, item 2)', () => {
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
      await shoot(page, 'event-hold');

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
