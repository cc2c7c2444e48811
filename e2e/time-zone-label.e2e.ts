import { describe, expect, test } from 'vitest';
import { journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { signInAsNewDemoUser } from './support/portal.js';

/*
 * The reader's time-zone choice (decision 053) on a phone: the chosen zone's whole name shows, wrapping, not cut at
 * the list's width (decision 057).
 */

const browser = sharedBrowser();

describe('time-zone choice on a phone', () => {
  test('shows the chosen zone’s whole name at 390 px, light and dark', { timeout: 180_000 }, async () => {
    for (const colorScheme of ['light', 'dark'] as const)
      await journey(
        browser(),
        `time-zone-label-${colorScheme}`,
        { viewport: PHONE, colorScheme, timezoneId: 'Asia/Kolkata' },
        async (page) => {
          await page.goto('/sign-in');
          await signInAsNewDemoUser(page, {
            email: `zone-label-${Date.now()}@example.com`,
            name: 'Zia Zone',
          });
          await page
            .getByRole('button', { name: /^Location: / })
            .first()
            .click();
          const dialog = page.getByRole('dialog', { name: 'Your location' });
          const list = dialog.getByLabel('Time zone', { exact: true });
          await list.waitFor();
          const chosen = await list.evaluate(
            (select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '',
          );
          expect(chosen).toMatch(/^Kolkata \(Asia\/Kolkata\) · India · /);
          // The name is on the page as text, inside the dialog's width, on as many lines as it takes.
          const shown = dialog.getByText(chosen, { exact: true }).and(dialog.locator('span'));
          await shown.waitFor();
          const box = await shown.evaluate((element) => {
            const own = element.getBoundingClientRect();
            const frame = element.closest('[role="dialog"]')?.getBoundingClientRect();
            return {
              right: own.right,
              frameRight: frame?.right ?? 0,
              overflow: element.scrollWidth > element.clientWidth,
            };
          });
          expect(box.overflow).toBe(false);
          expect(box.right).toBeLessThanOrEqual(box.frameRight);
          await shown.scrollIntoViewIfNeeded();
          await screenshot(page, `time-zone-label-390-${colorScheme}`);
        },
      );
  });
});
