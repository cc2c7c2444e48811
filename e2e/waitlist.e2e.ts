import { bookingsApi } from '@engagex/contracts/api/bookings';
import { creditsApi } from '@engagex/contracts/api/credits';
import { notificationsApi } from '@engagex/contracts/api/notifications';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import {
  isSignInPage,
  shootBySystemTheme,
  shootEverywhere,
  signInAsNewDemoUser,
  signInWithEmail,
  statTile,
} from './support/portal.js';
import { publishedShow } from './support/shows.js';

/**
 * Decision 042: a user joins the waitlist of a sold-out show, the holder of its only seats cancels, and
 * the first is offered them (on My bookings and in their notifications), pays, and has a ticket.
 */
const browser = sharedBrowser();

const PRICE_CREDITS = 40;
const stamp = () => Date.now().toString(36);

/** A published paid event of one show of two seats, made for this journey alone (it sells the show out). */
function twoSeatShow(adminToken: string) {
  const startsAt = new Date(Date.now() + 6 * 86_400_000);
  return publishedShow(
    adminToken,
    {
      title: `Waitlist recital ${stamp()}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      capacity: 2,
    },
    { description: 'A small recital that sells out.', priceCredits: PRICE_CREDITS },
  );
}

async function giveCredits(adminToken: string, userId: string, reason: string) {
  await call(adminToken, creditsApi.add, {
    body: { userId, amount: 500, reason, idempotencyKey: `waitlist-e2e-${stamp()}-${userId}` },
  });
}

/** What axe finds on the page as it is now (every default rule, as the accessibility journey counts them). */

/** The header's bell: its name carries the unread count ("Notifications, 1 unread"). */
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications(, \d+ unread)?$/ }).first();
const booking = (page: Page) => page.getByRole('complementary', { name: 'Booking' });
/** The organiser's waitlists panel on the event's page. */
const organiserWaitlists = (page: Page) => page.getByRole('region', { name: 'Waitlists' });

/** The organiser's event page, signed in as the admin in a context of its own. */
async function asOrganiser(path: string, steps: (page: Page) => Promise<void>) {
  await journey(browser(), 'waitlist-organiser', { viewport: DESKTOP }, async (page) => {
    await page.goto(path);
    await page.waitForURL(isSignInPage);
    await signInWithEmail(page, ADMIN_EMAIL);
    await page.waitForURL((url) => url.pathname === path);
    await steps(page);
  });
}
const waitlists = (page: Page) => page.getByRole('region', { name: 'Waitlists' });

describe('the waitlist of a sold-out show (decision 042)', () => {
  test('a user joins, the holder cancels, the user is offered the seats (My bookings, notifications), pays, and has a ticket', async () => {
    const admin = await signIn(ADMIN_EMAIL);
    const show = await twoSeatShow(admin.token);

    // The holder books and pays for both seats: the show is sold out.
    const holder = await signIn(`waitlist-holder-${stamp()}@example.com`);
    await giveCredits(admin.token, holder.user.id, 'Waitlist journey: the holder');
    const held = await call(holder.token, bookingsApi.create, {
      body: { eventId: show.eventId, slotId: show.slotId, seats: 2 },
    });
    await call(holder.token, bookingsApi.initiatePayment, {
      body: { bookingId: held.id, method: 'credits' },
    });

    const email = `waitlist-${stamp()}@example.com`;
    await journey(browser(), 'waitlist', { viewport: DESKTOP }, async (page) => {
      await page.goto(`/events/${show.eventId}`);
      await page.waitForURL(isSignInPage);
      await signInAsNewDemoUser(page, { email, name: 'Wendy Waitlist' });
      await page.waitForURL((url) => url.pathname === `/events/${show.eventId}`);
      const me = await signIn(email);
      await giveCredits(admin.token, me.user.id, 'Waitlist journey: the one waiting');

      // Sold out, but the waitlist is open: no dead "Sold out" button.
      const panel = booking(page);
      await panel.getByText('Waitlist open').waitFor();
      expect(await panel.getByRole('button', { name: 'Sold out' }).count()).toBe(0);
      await shootEverywhere(page, 'waitlist-join', () =>
        booking(page).getByRole('button', { name: 'Join the waitlist for 1 seat' }),
      );
      await panel.getByRole('button', { name: 'Add a seat' }).click();
      await panel.getByRole('button', { name: 'Join the waitlist for 2 seats' }).click();
      const place = panel.getByRole('status').filter({ hasText: "You're #1 on the waitlist for 2 seats" });
      await place.waitFor();
      expect(await panel.getByRole('button', { name: 'Leave the waitlist' }).count()).toBe(1);
      await shootEverywhere(page, 'waitlist-event-page', () => place);
      expect(await axeViolations(page)).toEqual([]);

      // The place also shows on My bookings, and stays after a reload (GET /waitlist/mine).
      await page.goto('/events/bookings');
      const entry = waitlists(page).getByRole('article', { name: show.title });
      await entry.getByText("You're #1 on the waitlist for 2 seats").waitFor();
      await shootEverywhere(page, 'waitlist-my-bookings', () => waitlists(page));
      expect(await axeViolations(page)).toEqual([]);

      // The organiser sees who waits, and for how many seats.
      await asOrganiser(`/events/admin/${show.eventId}`, async (admin) => {
        const panel = organiserWaitlists(admin);
        await panel.getByText('Open', { exact: true }).waitFor();
        expect(await statTile(panel, 'Waiting')).toBe('1');
        expect(await statTile(panel, 'Seats wanted')).toBe('2');
        await shootEverywhere(admin, 'waitlist-organiser', () => organiserWaitlists(admin));
        expect(await axeViolations(admin)).toEqual([]);
      });

      // The holder cancels: the freed seats are offered to the one waiting, held for them.
      await call(holder.token, bookingsApi.cancel, {
        params: { id: held.id },
        body: { reason: 'I cannot come any more' },
      });

      // One card for the offer (decision 052): the held booking, with one countdown, one Decline and one verb; the
      // Waitlists section no longer repeats it.
      const heldOffer = page
        .getByRole('article', { name: show.title })
        .filter({ has: page.getByText('Waitlist offer', { exact: true }) });
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();
            return heldOffer.count();
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe(1);
      await heldOffer.getByText(/^Offered from the waitlist; yours until /).waitFor();
      expect(await waitlists(page).count()).toBe(0);
      expect(await page.getByRole('timer').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Decline', exact: true }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Take the seats' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Pay now' }).count()).toBe(0);
      await shootEverywhere(page, 'waitlist-offer-my-bookings', () => heldOffer);
      expect(await axeViolations(page)).toEqual([]);

      // Told in the notifications too (the inbox on the main service; the bell refreshes on its own schedule).
      await expect
        .poll(
          async () => {
            const inbox = await call(me.token, notificationsApi.list, { query: { limit: 100 } });
            return inbox.items.filter((one) => one.kind === 'waitlist-offer').length;
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe(1);
      // The bell counts it; its notice leads to My bookings, where the offer is taken and paid as any hold.
      await page.reload();
      await expect.poll(() => bell(page).getAttribute('aria-label')).toMatch(/^Notifications, \d+ unread$/);
      await bell(page).click();
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      await page.getByRole('link', { name: new RegExp(show.title) }).click();
      await page.waitForURL((url) => url.pathname === '/events/bookings');
      await heldOffer.getByRole('link', { name: 'Take the seats' }).click();
      await booking(page).getByRole('heading', { name: 'Seats offered from the waitlist' }).waitFor();
      // The offer is the one thing to do here: no second booking offered beside it.
      expect(
        await booking(page)
          .getByRole('button', { name: /^Book / })
          .count(),
      ).toBe(0);
      await shootEverywhere(page, 'waitlist-offer-event-page', () =>
        booking(page).getByRole('heading', { name: 'Seats offered from the waitlist' }),
      );
      expect(await axeViolations(page)).toEqual([]);
      await booking(page)
        .getByRole('button', { name: `Pay ${PRICE_CREDITS * 2} credits` })
        .click();
      await booking(page).getByRole('heading', { name: 'You are going!' }).waitFor();

      // A ticket on My bookings, and no waitlist left.
      await page.goto('/events/bookings');
      const ticket = page
        .getByRole('article', { name: show.title })
        .filter({ has: page.getByText('Confirmed', { exact: true }) });
      await ticket.getByRole('button', { name: 'Ticket', exact: true }).waitFor();
      expect(await waitlists(page).count()).toBe(0);
    });

    // The organiser closes the show's waitlist, asked first; it stays closed.
    await asOrganiser(`/events/admin/${show.eventId}`, async (page) => {
      const panel = organiserWaitlists(page);
      await panel.getByRole('button', { name: /^Close the waitlist of / }).click();
      const dialog = page.getByRole('dialog', { name: 'Close this waitlist?' });
      await dialog.getByText('Nobody is waiting.', { exact: false }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Close waitlist' }).click();
      await panel.getByRole('button', { name: /^Waitlist of .* closed$/ }).waitFor();
      expect(await panel.getByRole('button', { name: /^Waitlist of .* closed$/ }).isDisabled()).toBe(true);
      await panel.getByText('Closed', { exact: true }).waitFor();
    });
  }, 180_000);
});

describe('a waitlist offer on an open event page, declined (decision 052)', () => {
  test('the page turns into the offer without contradicting itself, and declining asks first and says so', async () => {
    const admin = await signIn(ADMIN_EMAIL);
    const show = await twoSeatShow(admin.token);
    const holder = await signIn(`waitlist-holder-${stamp()}@example.com`);
    await giveCredits(admin.token, holder.user.id, 'Waitlist decline journey: the holder');
    const held = await call(holder.token, bookingsApi.create, {
      body: { eventId: show.eventId, slotId: show.slotId, seats: 2 },
    });
    await call(holder.token, bookingsApi.initiatePayment, {
      body: { bookingId: held.id, method: 'credits' },
    });

    const email = `waitlist-decline-${stamp()}@example.com`;
    await journey(browser(), 'waitlist-decline', { viewport: DESKTOP }, async (page) => {
      await page.goto(`/events/${show.eventId}`);
      await page.waitForURL(isSignInPage);
      await signInAsNewDemoUser(page, { email, name: 'Dana Declines' });
      await page.waitForURL((url) => url.pathname === `/events/${show.eventId}`);
      const panel = booking(page);
      await panel.getByRole('button', { name: 'Join the waitlist for 1 seat' }).click();
      await panel.getByText("You're #1 on the waitlist for 1 seat").waitFor();

      // The holder gives both seats back: one is offered to Dana, the other goes on open sale. The page stays open.
      await call(holder.token, bookingsApi.cancel, {
        params: { id: held.id },
        body: { reason: 'Plans changed' },
      });
      const offerHeading = panel.getByRole('heading', { name: 'Seats offered from the waitlist' });
      await offerHeading.waitFor({ timeout: 40_000 });
      // One consistent state: the offer leads, nothing offers a fresh booking, and nothing says sold out.
      expect(await panel.getByRole('button', { name: /^Book / }).count()).toBe(0);
      expect(await panel.getByRole('button', { name: 'See your offer' }).count()).toBe(0);
      await expect
        .poll(() => page.getByText('Sold out', { exact: true }).count(), { timeout: 20_000 })
        .toBe(0);
      await page.getByText('Only 1 left', { exact: true }).waitFor({ timeout: 20_000 });

      // Declining asks first; keeping the offer changes nothing.
      const dialog = page.getByRole('dialog', { name: 'Decline this seat?' });
      await panel.getByRole('button', { name: 'Decline offer' }).click();
      await dialog
        .getByText('The seat held for you goes to the next person on the waitlist', { exact: false })
        .waitFor();
      await shootBySystemTheme(
        page,
        'waitlist-decline-dialog',
        async () => {
          if (!(await dialog.isVisible()))
            await booking(page).getByRole('button', { name: 'Decline offer' }).click();
          await dialog.getByRole('button', { name: 'Decline 1 seat' }).waitFor();
        },
        async () => {
          await dialog.getByRole('button', { name: 'Keep the offer' }).click();
          await dialog.waitFor({ state: 'hidden' });
        },
      );
      await offerHeading.waitFor();
      // After the dialog's shots: the theme button stores a theme of its own, which the system's scheme cannot change.
      await shootEverywhere(page, 'waitlist-offer-open-page', () =>
        booking(page).getByRole('heading', { name: 'Seats offered from the waitlist' }),
      );
      expect(await axeViolations(page)).toEqual([]);
      await panel.getByRole('button', { name: 'Decline offer' }).click();
      await dialog.getByRole('button', { name: 'Decline 1 seat' }).click();
      await page.getByText('You declined; the seats went to the next person.').first().waitFor();

      // My bookings says what happened, as the user's choice, not as a failure.
      await page.goto('/events/bookings');
      const declined = page.getByRole('article', { name: show.title });
      await declined.getByText('You declined; the seats went to the next person.').waitFor();
      await declined.getByText('Declined', { exact: true }).waitFor();
      expect(await declined.getByText('Released before payment', { exact: false }).count()).toBe(0);
      expect(await declined.getByText('Cancelled', { exact: false }).count()).toBe(0);
      await shootEverywhere(page, 'waitlist-declined-my-bookings', () =>
        page.getByRole('article', { name: show.title }),
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }, 240_000);
});
