/**
 * axe in the journeys (decisions 030 and 073): every rule in the light theme, the colour rules in the dark, and the
 * wait for a page to settle before it is judged. Changes when the rules or the settling do.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { waitForTheme } from './portal.js';

/**
 * The rules whose outcome a theme can change: a theme changes colours only, so every other rule answers in the
 * dark as it did in the light (decision 073).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Every violation axe reports on the page as it is, in both themes, as readable lines (empty is the pass). */
export async function violations(page: Page): Promise<string[]> {
  const light = await violationsNow(page);
  await switchTheme(page, 'dark');
  const dark = await violationsNow(page, COLOUR_RULES);
  await switchTheme(page, 'light');
  return [...light, ...dark.map((line) => `dark: ${line}`)];
}

/** The system preference switched, and the page repainted in it with no colour still in transition. */
export async function switchTheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await waitForTheme(page, colorScheme === 'dark');
}

/**
 * axe for the page as it is, run in the page itself (axe.run). The default splits the run: a partial result in each
 * frame, then a blank tab opened to merge them, one new renderer per check; our frames are all of the portal's own
 * origin, which axe.run reaches as well. Measured on this machine: about half the time per check (decision 073).
 */
export const axeOf = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

async function violationsNow(page: Page, rules?: string[]): Promise<string[]> {
  const builder = axeOf(page);
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** Once the page has its data: no request in flight, no skeleton or busy region left. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await page.locator('main h1, [role="main"] h1').first().waitFor();
}
