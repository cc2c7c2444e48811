/**
 * axe in the journeys (decisions 030 and 073): every rule in the light theme, the colour rules in the dark, and the
 * wait for a page to settle before it is judged (its data in, its animations ended). Changes when the rules or the
 * settling do.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Frame, Page } from 'playwright-core';
import { waitForTheme } from './portal.js';

/**
 * The rules whose outcome a theme can change: a theme changes colours only, so every other rule answers in the
 * dark as it did in the light (decision 073).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Every violation axe reports on the page as it is, in both themes, as readable lines (empty is the pass). `frame`,
 * an iframe's selector: that frame's document alone is judged, whatever its origin (the booking widget on an
 * organiser's site, decision 110), and its own theme is waited for; the page around it is another site's.
 */
export async function violations(page: Page, frame?: string): Promise<string[]> {
  const judged = frame ? await frameOf(page, frame) : page;
  const light = await violationsNow(page, judged, frame);
  await switchTheme(page, 'dark', judged);
  const dark = await violationsNow(page, judged, frame, COLOUR_RULES);
  await switchTheme(page, 'light', judged);
  return [...light, ...dark.map((line) => `dark: ${line}`)];
}

async function frameOf(page: Page, selector: string): Promise<Frame> {
  const frame = await (await page.locator(selector).elementHandle())?.contentFrame();
  if (!frame) throw new Error(`No frame at ${selector}`);
  return frame;
}

/**
 * The system preference switched, and the page (or `judged`, a frame of it, which follows the system's theme too)
 * repainted in it with no colour still in transition.
 */
export async function switchTheme(page: Page, colorScheme: 'light' | 'dark', judged: Page | Frame = page) {
  await page.emulateMedia({ colorScheme });
  await waitForTheme(judged, colorScheme === 'dark');
}

/**
 * axe for the page as it is, run in the page itself (axe.run). The default splits the run: a partial result in each
 * frame, then a blank tab opened to merge them, one new renderer per check; our frames are all of the portal's own
 * origin, which axe.run reaches as well. Measured on this machine: about half the time per check (decision 073).
 */
const axeOf = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * axe for one frame's document, which legacy mode does not reach when the frame is of another origin: the split run,
 * its partial result taken in that frame alone.
 */
const axeOfFrame = (page: Page, frame: string) => new AxeBuilder({ page }).include([frame, 'html']);

/**
 * axe's every rule on the page as it is, in its current theme, as "rule: targets" lines (empty is the pass), once
 * its animations have ended.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await analyzeStill(page);
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/** axe's results for the page held still (below): what every journey's own check calls. */
export const analyzeStill = (page: Page) => whileStill(page, () => axeOf(page).analyze());

/**
 * `check` run on the page held still: its toasts' timers paused (Radix pauses them while the window has no focus,
 * as for a person who looked away), animations and transitions off, so what appears meanwhile shows in its final
 * colours, and every animation that ends run to its end. A toast
 * closing on its timer while axe read it was drawn half faded, which axe judged too faint (2.4:1): a journey failed
 * that way.
 */
async function whileStill<T>(page: Page | Frame, check: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    // Whatever appears during the check (a toast a request brings back) is drawn at once in its final colours.
    const still = document.createElement('style');
    still.id = 'axe-held-still';
    still.textContent = '*,::before,::after{animation:none!important;transition:none!important}';
    document.head.append(still);
  });
  try {
    await animationsEnded(page);
    return await check();
  } finally {
    await page.evaluate(() => {
      document.getElementById('axe-held-still')?.remove();
      window.dispatchEvent(new Event('focus'));
    });
  }
}

/**
 * Every animation and transition on the page that ends (a toast or dialog fading in, a colour changing) run to its
 * end. Half-way through a fade, text is drawn at part of its opacity and axe reads its contrast as too low: a toast
 * shown just before a check failed a journey that way. Endless ones (a spinner, a skeleton's pulse) are left running.
 */
export async function animationsEnded(page: Page | Frame) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // An element added a moment ago has no animation until its style is computed: a frame or two first, and again
    // after each wait, for whatever appeared meanwhile (a toast shown when a request came back).
    for (let round = 0; round < 5; round += 1) {
      await nextFrame();
      await nextFrame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState !== 'finished' &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

async function violationsNow(
  page: Page,
  judged: Page | Frame,
  frame?: string,
  rules?: string[],
): Promise<string[]> {
  const builder = frame ? axeOfFrame(page, frame) : axeOf(page);
  const results = await whileStill(judged, () => (rules ? builder.withRules(rules) : builder).analyze());
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
