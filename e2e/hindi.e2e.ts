/**
 * The portal in Hindi (decision 075): a Hindi browser is spoken to in Hindi from the first frame, and the header's
 * switch changes the language at once and keeps it. Changes when the Hindi journey grows.
 */
import { describe, expect, test } from 'vitest';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { signInAsDemoUser } from './support/portal.js';

const browser = sharedBrowser();

describe('हिन्दी: the portal in Hindi', () => {
  test('a Hindi browser reads the frames in Hindi; the switch goes to English and back', async () => {
    await journey(browser(), 'hindi-frames', { viewport: DESKTOP, locale: 'hi-IN' }, async (page) => {
      await page.goto('/');
      await signInAsDemoUser(page);
      const sidebar = page.getByRole('complementary', { name: 'साइडबार' });
      await sidebar.getByRole('link', { name: 'डैशबोर्ड', exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      await screenshot(page, 'hindi-dashboard-desktop');

      await page.getByRole('button', { name: 'Read in English' }).click();
      await page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('link', { name: 'Dashboard', exact: true })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.reload();
      await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();

      await page.getByRole('button', { name: 'हिन्दी में पढ़ें' }).click();
      await sidebar.waitFor();
      await page.setViewportSize(PHONE);
      await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'होम' }).waitFor();
      await screenshot(page, 'hindi-dashboard-phone');
      // The header's extra button still fits a 390 px phone: nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      const header = await page.locator('header').first().boundingBox();
      const theme = await page.getByRole('button', { name: 'Toggle theme' }).first().boundingBox();
      expect((theme?.x ?? 0) + (theme?.width ?? 0)).toBeLessThanOrEqual(
        (header?.x ?? 0) + (header?.width ?? 0) - 12,
      );
    });
  });
});
