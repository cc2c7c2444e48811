import { CREDIT_PRICE_INR } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { grantRole, newPerson } from './support/people.js';
import { emailField, isSandboxCheckout, isSignInPage, signInButton } from './support/portal.js';
import { publishedShow } from './support/shows.js';

/**
 * Decision 078, end to end: an organiser sells Regular, VIP (two a show) and a hidden Crew type with a required
 * question and a 20% code; a buyer books two Regular and one VIP with the code, names each person, pays by card,
 * cancels the VIP ticket alone and sees its share go back to the card; the door admits each person by their own QR.
 */
const browser = sharedBrowser();

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0 }).format(
    amount,
  );

async function signInAs(page: Page, email: string, path: string) {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await emailField(page).fill(email);
  await signInButton(page).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Opens a ticketing dialog with `open`, fills it with `fill` and submits it with its `submit` button. */
async function inDialog(
  page: Page,
  open: Locator,
  form: string,
  fill: (form: Locator) => Promise<void>,
  submit: string,
) {
  await open.click();
  const dialog = page.getByRole('form', { name: form });
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByRole('button', { name: submit }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('ticket types, a ticket per person, questions and codes (decision 078)', () => {
  test('an organiser sets up types, a question and a code; a buyer books, cancels one ticket; the door admits each', async () => {
    const admin = await signIn(ADMIN_EMAIL);
    const organiser = await newPerson('organiser');
    await grantRole(admin.token, organiser.user.id, 'organiser');
    const buyer = await newPerson('buyer');
    const startsAt = new Date(Date.now() + 3 * 3600_000);
    const show = await publishedShow(
      organiser.token,
      {
        title: `Ticket Types Night ${Date.now().toString(36).toUpperCase()}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
        // Under ten seats, so journeys that pick any paid event with room (support/api.ts) leave this one alone.
        capacity: 6,
      },
      { priceCredits: 50 },
    );

    await journey(browser(), 'ticket-types-organiser', { viewport: DESKTOP }, async (page) => {
      await signInAs(page, organiser.email, `/events/admin/${show.eventId}`);
      const types = page.getByRole('region', { name: 'Ticket types' });
      await types.getByRole('heading', { name: 'Standard' }).waitFor();
      await inDialog(
        page,
        types.getByRole('button', { name: 'Edit Standard' }),
        'Edit ticket type',
        async (form) => {
          await form.getByLabel('Name', { exact: true }).fill('Regular');
        },
        'Save changes',
      );
      await types.getByRole('heading', { name: 'Regular' }).waitFor();
      const addType = types.getByRole('button', { name: 'Add ticket type' });
      await inDialog(
        page,
        addType,
        'New ticket type',
        async (form) => {
          await form.getByLabel('Name', { exact: true }).fill('VIP');
          await form.getByLabel('Ticket price (credits)').fill('120');
          await form.getByLabel(/Tickets per show/).fill('2');
        },
        'Add ticket type',
      );
      await inDialog(
        page,
        addType,
        'New ticket type',
        async (form) => {
          await form.getByLabel('Name', { exact: true }).fill('Crew');
          await form.getByLabel('Ticket price (credits)').fill('0');
          await form.getByRole('checkbox', { name: 'Hidden' }).check();
        },
        'Add ticket type',
      );
      await types.getByRole('heading', { name: 'Crew' }).waitFor();

      const questions = page.getByRole('region', { name: 'Questions for attendees' });
      await inDialog(
        page,
        questions.getByRole('button', { name: 'Add question' }),
        'New question',
        async (form) => {
          await form.getByLabel('Question', { exact: true }).fill('T-shirt size');
          await form.getByLabel('Answer', { exact: true }).selectOption('choice');
          await form.getByLabel('Option 1', { exact: true }).fill('M');
          await form.getByLabel('Option 2', { exact: true }).fill('L');
          await form.getByRole('checkbox', { name: 'An answer is required' }).check();
        },
        'Add question',
      );
      await questions.getByText('T-shirt size').waitFor();

      const codes = page.getByRole('region', { name: 'Promo codes' });
      await inDialog(
        page,
        codes.getByRole('button', { name: 'New promo code' }),
        'New promo code',
        async (form) => {
          await form.getByLabel('Code', { exact: true }).fill('FRIENDS20');
          await form.getByLabel('Percent off').fill('20');
        },
        'Create code',
      );
      await codes.getByText('FRIENDS20').first().waitFor();
      await screenshot(page, 'ticket-types-organiser-panels');
    });

    // Two Regular at 50 and one VIP at 120, 20% off each: 40 + 40 + 96 = 176 credits.
    const vipShare = 96;
    const total = 176;
    await journey(browser(), 'ticket-types-buyer', { viewport: PHONE }, async (page) => {
      await signInAs(page, buyer.email, `/events/${show.eventId}`);
      const panel = page.getByRole('complementary', { name: 'Booking' });
      const row = (name: string) => panel.getByRole('listitem').filter({ hasText: name });
      await row('Regular').getByRole('button', { name: 'Add a Regular ticket' }).click();
      await row('Regular').getByRole('button', { name: 'Add a Regular ticket' }).click();
      await row('VIP').getByRole('button', { name: 'Add a VIP ticket' }).click();
      expect(await panel.getByText('Crew').count()).toBe(0);
      await panel.getByRole('button', { name: 'Have a code?' }).click();
      await panel.getByLabel('Promo code').fill('friends20');
      await panel.getByRole('button', { name: 'Apply' }).click();
      await panel
        .getByText(/You save/)
        .first()
        .waitFor();
      const people = ['Asha Rao', 'Ravi Kumar', 'Meera Iyer'];
      const cards = ['Ticket 1 — Regular', 'Ticket 2 — Regular', 'Ticket 3 — VIP'];
      for (const [index, name] of cards.entries()) {
        const card = panel.getByRole('group', { name });
        await card.getByLabel(/^Name/).fill(people[index] as string);
        await card.getByLabel(/^T-shirt size/).selectOption(index === 1 ? 'L' : 'M');
      }
      await screenshot(page, 'ticket-types-buyer-cards');
      await panel.getByRole('button', { name: 'Book 3 seats' }).click();
      const paid = rupees(total * CREDIT_PRICE_INR);
      await panel.getByText(`Pay ${paid} online`).click();
      await panel.getByRole('button', { name: 'Continue to checkout' }).click();
      await page.waitForURL(isSandboxCheckout);
      await page.getByRole('button', { name: `Pay ${paid}` }).click();
      await page.waitForURL((url) => url.pathname === '/events/payment-return');
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    });

    const [booking] = (await call(buyer.token, bookingsApi.mine, { query: { eventId: show.eventId } })).items;
    if (!booking) throw new Error('The booking is not on My bookings');
    expect([booking.status, booking.totalCredits, booking.discountCredits, booking.promoCode]).toEqual([
      'confirmed',
      total,
      44,
      'FRIENDS20',
    ]);
    expect(
      booking.tickets.map((ticket) => [ticket.ticketTypeName, ticket.attendeeName, ticket.priceCredits]),
    ).toEqual([
      ['Regular', 'Asha Rao', 40],
      ['Regular', 'Ravi Kumar', 40],
      ['VIP', 'Meera Iyer', vipShare],
    ]);

    await journey(browser(), 'ticket-types-cancel-one', { viewport: PHONE }, async (page) => {
      await signInAs(page, buyer.email, `/events/bookings/${booking.id}`);
      const vip = page.getByRole('listitem', { name: 'Meera Iyer' });
      await vip.getByRole('button', { name: 'Cancel this ticket' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this ticket?' });
      // Paid by card: the ticket's share goes back to the card unless the buyer picks credits.
      const toCard = dialog.getByRole('radio', {
        name: `Refund ${rupees(vipShare * CREDIT_PRICE_INR)} to my original payment`,
      });
      expect(await toCard.isChecked()).toBe(true);
      await dialog.getByLabel('Reason').fill('Meera cannot come');
      await screenshot(page, 'ticket-types-cancel-dialog');
      await dialog.getByRole('button', { name: 'Cancel this ticket' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('listitem', { name: 'Meera Iyer' })
        .getByText(
          `Cancelled; ${rupees(vipShare * CREDIT_PRICE_INR)} refunded to your original payment (the card or account you paid with).`,
        )
        .waitFor();
      await screenshot(page, 'ticket-types-one-cancelled');
    });

    const after = await call(buyer.token, bookingsApi.get, { params: { id: booking.id } });
    expect(after.status).toBe('confirmed');
    expect(after.tickets.map((ticket) => ticket.status)).toEqual(['valid', 'valid', 'cancelled']);
    const payment = await call(buyer.token, bookingsApi.payment, { params: { id: booking.id } });
    expect(payment.paidCredits).toBe(total - vipShare);

    await journey(browser(), 'ticket-types-door', { viewport: PHONE }, async (page) => {
      await signInAs(page, organiser.email, '/events/admin/check-in');
      const field = page.getByLabel('Ticket code', { exact: true });
      for (const ticket of after.tickets.filter((candidate) => candidate.status === 'valid')) {
        await field.fill(ticket.qrPayload ?? '');
        await field.press('Enter');
        const otherDay = page.getByRole('alert', { name: 'Stop: another day’s show', exact: true });
        // This ticket's person, not the region itself: the previous ticket's answer is still shown until this one's.
        const admitted = page
          .getByRole('region', { name: 'Checked in', exact: true })
          .getByText(ticket.attendeeName ?? '');
        await Promise.race([otherDay.waitFor(), admitted.waitFor()]);
        if (await otherDay.isVisible()) await otherDay.getByRole('button', { name: 'Admit anyway' }).click();
        await admitted.waitFor();
      }
      await screenshot(page, 'ticket-types-door');
    });
    const admitted = await call(buyer.token, bookingsApi.get, { params: { id: booking.id } });
    expect(admitted.tickets.map((ticket) => ticket.status)).toEqual(['used', 'used', 'cancelled']);
    // Four journeys in one test (organiser, buyer, cancel, door): about 30 s on a quiet machine.
  }, 240_000);
});
