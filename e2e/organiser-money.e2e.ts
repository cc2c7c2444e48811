/**
 * Decision 069 in a real browser: the organiser's booking list and its CSV read a card booking as rupees and a
 * credit booking as credits; "Cancel event" asks why, reads its counts again before it cancels, and the booker's
 * notification carries the organiser's words. At 1280 and 390 px, light and dark. Changes when those screens do.
 */
import { readFile } from 'node:fs/promises';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { creditsApi } from '@engagex/contracts/api/credits';
import { notificationsApi } from '@engagex/contracts/api/notifications';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { isSignInPage, shootBySystemTheme, signInWithEmail } from './support/portal.js';
import { bookedByCard, publishedShow } from './support/shows.js';

const browser = sharedBrowser();
const REASON = 'The hall flooded after the storm';

describe('an organiser reads money as it was paid and says why they cancel (decision 069)', () => {
  test('₹3,000 by card and 300 credits in the list and the CSV; the reason reaches the booker', async () => {
    const stamp = Date.now().toString(36);
    const admin = await signIn(ADMIN_EMAIL);
    const startsAt = new Date(Date.now() + 6 * 86_400_000);
    const show = await publishedShow(
      admin.token,
      {
        title: `Monsoon recital ${stamp}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
        capacity: 10,
      },
      { description: 'An event whose money the organiser reads.', priceCredits: 300 },
    );
    const byCard = await signIn(`money-card-${stamp}@example.com`);
    await bookedByCard(byCard.token, show, 1);
    const byCredits = await signIn(`money-credits-${stamp}@example.com`);
    await call(admin.token, creditsApi.add, {
      body: {
        userId: byCredits.user.id,
        amount: 300,
        reason: 'Organiser money journey',
        idempotencyKey: `organiser-money-${stamp}`,
      },
    });
    const paidHold = await call(byCredits.token, bookingsApi.create, {
      body: { eventId: show.eventId, slotId: show.slotId, seats: 1 },
    });
    await call(byCredits.token, bookingsApi.initiatePayment, {
      body: { bookingId: paidHold.id, method: 'credits' },
    });

    const path = `/events/admin/${show.eventId}`;
    await journey(
      browser(),
      'organiser-money',
      { viewport: DESKTOP, acceptDownloads: true },
      async (page) => {
        // The machine is shared: give each step time (a slow page is not what this journey checks).
        page.setDefaultTimeout(45_000);
        await page.goto(path);
        await page.waitForURL(isSignInPage);
        await signInWithEmail(page, ADMIN_EMAIL);
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole('heading', { level: 1, name: show.title }).waitFor();

        // The list: what each booking paid, in what the booker paid.
        const bookings = page.getByRole('region', { name: 'Bookings' });
        await bookings.getByText('₹3,000 by card', { exact: true }).waitFor();
        await bookings.getByText('300 credits', { exact: true }).waitFor();
        // By the system's scheme: the theme button would fix a choice the dialog's shots below then could not follow.
        await shootBySystemTheme(page, 'organiser-money-list', async () => {
          const line = bookings.getByText('₹3,000 by card', { exact: true });
          await line.waitFor();
          await line.scrollIntoViewIfNeeded();
        });

        // The CSV the list's button saves: the card booking in rupees, the credit booking in credits.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          bookings.getByRole('button', { name: 'Export CSV' }).click(),
        ]);
        const csv = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
        const [header, ...lines] = csv.trim().split('\r\n');
        const columns = header?.split(',') ?? [];
        const at = (line: string, name: string) => line.split(',')[columns.indexOf(name)];
        expect(columns).toEqual(
          expect.arrayContaining([
            'Paid with',
            'Credits',
            'Card payment',
            'Card currency',
            'Amount (₹)',
            'Refund',
          ]),
        );
        expect(columns).not.toContain('Total credits');
        const card = lines.find((line) => line.includes(`money-card-${stamp}`)) ?? '';
        const credits = lines.find((line) => line.includes(`money-credits-${stamp}`)) ?? '';
        expect([
          at(card, 'Paid with'),
          at(card, 'Credits'),
          at(card, 'Card payment'),
          at(card, 'Amount (₹)'),
        ]).toEqual(['Card', '', '3000.00', '3000.00']);
        expect([at(credits, 'Paid with'), at(credits, 'Credits'), at(credits, 'Card payment')]).toEqual([
          'Credits',
          '300',
          '',
        ]);

        // "Cancel event" asks why: without a reason it cancels nothing.
        const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
        await page.getByRole('button', { name: 'Cancel event' }).click();
        await dialog.getByText('2 bookings are cancelled:').waitFor();
        await dialog.getByRole('button', { name: 'Cancel event' }).click();
        await dialog.getByText(/Say why the event is cancelled/).waitFor();
        const open = async () => {
          if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Cancel event' }).click();
          await dialog.getByText(/^\d+ bookings are cancelled:$/).waitFor();
        };
        const keep = async () => {
          await dialog.getByRole('button', { name: 'Keep the event' }).click();
          await dialog.waitFor({ state: 'hidden' });
        };
        await shootBySystemTheme(page, 'organiser-money-cancel-dialog', open, keep);

        // Someone books while the dialog is open: the confirm reads the counts again and shows the new ones first.
        // (Again after each resize: the phone's page is another variant, so the dialog opens anew there.)
        let late = 0;
        const changed = dialog.getByText('These numbers changed while the dialog was open', { exact: false });
        const changeWhileOpen = async () => {
          if (await changed.isVisible()) return;
          await open();
          await dialog.getByLabel('Reason').fill(REASON);
          late += 1;
          const booker = await signIn(`money-late-${late}-${stamp}@example.com`);
          await call(booker.token, bookingsApi.create, {
            body: { eventId: show.eventId, slotId: show.slotId, seats: 1 },
          });
          await dialog.getByRole('button', { name: 'Cancel event' }).click();
          await changed.waitFor();
          await dialog.getByText(`${2 + late} bookings are cancelled:`).waitFor();
        };
        await shootBySystemTheme(page, 'organiser-money-counts-changed', changeWhileOpen);
        const still = await call(byCredits.token, bookingsApi.get, { params: { id: paidHold.id } });
        expect(still.status).toBe('confirmed');

        // Confirmed again with the counts read: the event is cancelled.
        if (!(await changed.isVisible())) await changeWhileOpen();
        await dialog.getByRole('button', { name: 'Cancel event' }).click();
        await dialog.waitFor({ state: 'hidden' });
        const header1 = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
        await header1.getByText('Cancelled', { exact: true }).waitFor();
      },
    );

    // The card booker's notification carries the organiser's words, with where the money goes.
    const told = await call(byCard.token, notificationsApi.list, { query: { page: 1, limit: 10 } });
    const notice = told.items.find((item) => item.title === `Event cancelled: ${show.title}`);
    expect(notice?.body).toContain(`and wrote: “${REASON}”.`);
    expect(notice?.body).toContain('₹3,000 is being refunded to the card or account you paid with.');
  }, 240_000);
});
