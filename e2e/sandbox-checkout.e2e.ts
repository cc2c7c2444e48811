import { describe, expect, test } from 'vitest';
import { analyzeStill } from './support/axe.js';
import { baseUrl, DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { newPerson } from './support/people.js';

const browser = sharedBrowser();

/** A credit purchase started through the API: the sandbox gateway's checkout address it answers. */
async function checkoutAddress(token: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/main/cps/credit-purchase/initiate`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({ amount: 100, currency: 'INR' }),
  });
  const envelope = (await response.json()) as { data: { paymentUrl: string } };
  return new URL(envelope.data.paymentUrl).pathname;
}

/** The sandbox gateway's page (decision 055): readable in both themes, and a way back without paying. */
describe('the sandbox checkout page', () => {
  test('passes every contrast rule light and dark, at 390 and 1280 px, and leads back to EngageX', async () => {
    const buyer = await newPerson('sandbox');
    const path = await checkoutAddress(buyer.token);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await journey(
          browser(),
          `sandbox-checkout-${size}-${colorScheme}`,
          { viewport, colorScheme },
          async (page) => {
            await page.goto(path);
            await page.getByRole('heading', { level: 1, name: 'Pay ₹100' }).waitFor();
            const results = await analyzeStill(page);
            expect(
              results.violations.flatMap((violation) =>
                violation.nodes.map(
                  (node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary}`,
                ),
              ),
            ).toEqual([]);
            const back = page.getByRole('link', { name: 'Back to EngageX' });
            await back.waitFor();
            await screenshot(page, `sandbox-checkout-${size}-${colorScheme}`);
            await back.click();
            await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/sign-in');
            expect(new URL(page.url()).origin).toBe(baseUrl());
          },
        );
      }
    }
  }, 120_000);
});
