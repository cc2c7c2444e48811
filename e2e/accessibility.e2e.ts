import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, journey, launchBrowser, PHONE } from './support/browser.js';
import { bottomNavigation, emailField, isSignInPage, sidebar, signInAsDemoUser } from './support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Serious and critical axe violations (WCAG 2.x A and AA), as readable lines. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

describe('accessibility (axe)', () => {
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`the sign-in page and the dashboard have no serious violations on a ${device}`, async () => {
      await journey(browser, `axe-${device}`, { viewport }, async (page) => {
        await page.goto('/sign-in');
        await emailField(page).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await signInAsDemoUser(page);
        expect(isSignInPage(new URL(page.url()))).toBe(false);
        await (device === 'desktop' ? sidebar(page) : bottomNavigation(page)).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }
});
