import { CREDIT_PRICE_INR } from '@engagex/contracts';
import { describe, expect, test } from 'vitest';
import { paidEvent } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import {
  isSandboxCheckout,
  isSignInPage,
  shootEverywhere,
  signInAsNewDemoUser,
  themeToggle,
  waitForTheme,
} from './support/portal.js';

/** Decision 038: a card payment is said in rupees, and cancelling refunds the card by default. */
const browser = sharedBrowser();

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0 }).format(
    amount,
  );

describe('money words (decision 038)', () => {
  test('paying by card says the rupees paid, and cancelling with the default refunds them to the card', async () => {
    const event = await paidEvent();
    const paid = rupees(event.priceCredits * 2 * CREDIT_PRICE_INR);
    await journey(browser(), 'refund-to-card', { viewport: DESKTOP }, async (page) => {
      await page.goto(`/events/${event.id}`);
      await page.waitForURL(isSignInPage);
      await signInAsNewDemoUser(page, { email: `refund-${Date.now()}@example.com`, name: 'Refund Tester' });
      await page.waitForURL((url) => url.pathname === `/events/${event.id}`);

      const panel = page.getByRole('complementary', { name: 'Booking' });
      await panel.getByRole('button', { name: 'Add a seat' }).click();
      await panel.getByRole('button', { name: 'Book 2 seats' }).click();
      await panel.getByText(`Pay ${paid} online`).click();
      await panel.getByRole('button', { name: 'Continue to checkout' }).click();

      // The sandbox gateway's page says the money, not the credits behind it.
      await page.waitForURL(isSandboxCheckout);
      await page.getByRole('heading', { name: `Pay ${paid}` }).waitFor();
      expect(await page.getByText('Event booking').count()).toBe(1);
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await screenshot(page, `refund-checkout-${size}-light`);
        await page.emulateMedia({ colorScheme: 'dark' });
        await screenshot(page, `refund-checkout-${size}-dark`);
        await page.emulateMedia({ colorScheme: 'light' });
      }
      await page.setViewportSize(DESKTOP);
      await page.getByRole('button', { name: `Pay ${paid}` }).click();

      await page.waitForURL((url) => url.pathname === '/events/payment-return');
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await page.getByText(`${paid} paid. Show this QR code at the entrance.`).waitFor();
      expect(await page.getByText(/credits paid/).count()).toBe(0);
      await shootEverywhere(page, 'refund-return', () =>
        page.getByRole('heading', { name: 'Payment successful' }),
      );

      await page.getByRole('link', { name: 'My bookings' }).click();
      await page.waitForURL((url) => url.pathname === '/events/bookings');
      const card = page
        .locator('article, li, section')
        .filter({ hasText: event.title })
        .filter({
          has: page.getByRole('button', { name: 'Cancel booking' }),
        });
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      const toCard = dialog.getByRole('radio', { name: `Refund ${paid} to my original payment` });
      const openDialog = async () => {
        await card.first().getByRole('button', { name: 'Cancel booking' }).click();
        await toCard.waitFor({ state: 'attached' });
      };
      // The dialog hides the theme switch: each theme is set before the dialog opens.
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(400);
        for (const dark of [false, true]) {
          if (dark) {
            await themeToggle(page).click();
            await waitForTheme(page, true);
          }
          await openDialog();
          await screenshot(page, `refund-cancel-dialog-${size}-${dark ? 'dark' : 'light'}`);
          await dialog.getByRole('button', { name: 'Keep booking' }).click();
          await dialog.waitFor({ state: 'detached' });
        }
        await themeToggle(page).click();
        await waitForTheme(page, false);
      }
      await page.setViewportSize(DESKTOP);
      await page.waitForTimeout(400); // the device variant is chosen again after a 300 ms resize pause
      await openDialog();
      expect(await toCard.isChecked()).toBe(true);
      expect(await dialog.getByRole('radio', { name: /to my wallet/ }).isChecked()).toBe(false);
      await dialog.getByLabel('Reason').fill('I can no longer attend');
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();

      const said = `Cancelled; ${paid} refunded to your original payment (the card or account you paid with).`;
      await page.getByText(said).first().waitFor();
      await shootEverywhere(page, 'refund-cancelled', () => page.getByText(said).first());
    });
  }, 180_000);
});
