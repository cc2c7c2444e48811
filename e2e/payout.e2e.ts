import { employeeApi } from '@engagex/contracts/api/employee';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { addCredits } from './support/people.js';
import { isSignInPage, signInWithEmail } from './support/portal.js';

const browser = sharedBrowser();

async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await signInWithEmail(page, email);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** An employee of their own, with earned credits and an approved bank-transfer request to pay. */
async function approvedRequest() {
  const admin = await signIn(ADMIN_EMAIL);
  const stamp = Date.now().toString(36);
  const email = `payee-${stamp}@engagex.dev`;
  const employee = await signIn(email);
  await addCredits(admin.token, employee.user.id, 300, 'Referral bonus payout');
  const accountNumber = `9${String(Date.now()).slice(-11)}`;
  const request = await call(employee.token, employeeApi.requestEncashment, {
    body: {
      credits: 100,
      payout: { method: 'bank_transfer', accountName: 'Priya Payee', accountNumber, ifsc: 'HDFC0001234' },
      idempotencyKey: `payout-e2e-request-${stamp}`,
    },
  });
  await call(admin.token, employeeApi.approveEncashment, { params: { id: request.id } });
  return {
    email,
    name: employee.user.name,
    accountNumber,
    masked: `Priya Payee · ••••${accountNumber.slice(-4)} · HDFC0001234`,
  };
}

describe('the payout queue shows the payout admin where to send the money (decision 008)', () => {
  test('the payout admin reveals the full account number on demand; the employee sees it masked', async () => {
    const { email, name, accountNumber, masked } = await approvedRequest();

    for (const [viewport, size] of [
      [PHONE, 'mobile'],
      [DESKTOP, 'desktop'],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await journey(
          browser(),
          `payout-reveal-${size}-${colorScheme}`,
          { viewport, colorScheme },
          async (page) => {
            await signInAt(page, '/employee/admin?status=approved', ADMIN_EMAIL);
            const card = page.getByRole('article', { name });
            await card.getByText(masked).waitFor();
            expect(await card.getByText(accountNumber).count()).toBe(0);

            await card.getByRole('button', { name: 'Show full details' }).click();
            const details = card.getByRole('definition').filter({ hasText: accountNumber });
            await details.first().waitFor();
            await card.getByText(/recorded in the payout log/).waitFor();
            await card.getByRole('button', { name: 'Mark paid' }).scrollIntoViewIfNeeded();
            await screenshot(page, `payout-reveal-${size}-${colorScheme}`);

            await card.getByRole('button', { name: 'Hide full details' }).click();
            await card.getByText(masked).waitFor();
            expect(await card.getByText(accountNumber).count()).toBe(0);
          },
        );
      }
    }

    await journey(browser(), 'payout-employee-masked', { viewport: PHONE }, async (page) => {
      await signInAt(page, '/employee', email);
      const requests = page.getByRole('list', { name: 'Encashment requests, newest first' });
      await requests.getByText(masked).waitFor();
      expect(await page.getByText(accountNumber).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Show full details' }).count()).toBe(0);
    });
  });
});
