// `npm run budget`: what a visitor's browser pays for the web app. Prints figures, asserts nothing:
//  - initial JS (entry + variant shell + dashboard, with their static imports), gzip, per variant, against the
//    120 KB budget of issue #4, and the largest chunk loaded later;
//  - Lighthouse 12.8 (mobile and desktop presets) performance, accessibility and best-practices scores for the
//    sign-in page, dashboard, events list, an event page and credits: the median of BUDGET_RUNS runs (default 3).
// The built app is served by the real server on a fresh embedded database with the demo data, on 127.0.0.1.
//   BUDGET_RUNS=1 npm run budget            one run per page and preset
//   BUDGET_ONLY=dashboard npm run budget    only pages whose name contains the text
//   BUDGET_REPORTS=/tmp/lh npm run budget   also keeps each run's Lighthouse report (JSON) there, to see what
//                                           the long tasks were
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { INITIAL_JS_BUDGET_KB, kb, measureBundle } from '../apps/web/scripts/size-report.mjs';
import { buildIfStale } from './build.mjs';
import { startServer } from './lib/server.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from './lib/system.mjs';

const RUNS = Number(process.env.BUDGET_RUNS ?? 3);
const ONLY = process.env.BUDGET_ONLY ?? '';
const REPORTS = process.env.BUDGET_REPORTS ?? '';
const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices']);

/** @typedef {{ name: string, signedIn: boolean, path: (app: { eventPath: string }) => string }} BudgetPage */
/** @type {BudgetPage[]} */
const ALL_PAGES = [
  { name: 'sign-in', signedIn: false, path: () => '/sign-in' },
  { name: 'dashboard', signedIn: true, path: () => '/' },
  { name: 'events list', signedIn: true, path: () => '/events' },
  { name: 'event page', signedIn: true, path: (app) => app.eventPath },
  { name: 'credits', signedIn: true, path: () => '/credits' },
];
const PAGES = ALL_PAGES.filter((page) => page.name.includes(ONLY));

const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function printBundle() {
  const { initial, largestLazy } = measureBundle();
  console.log('\nInitial JS (entry + variant shell + dashboard, gzip -9)');
  for (const [variant, { bytes, files }] of Object.entries(initial)) {
    const verdict = bytes / 1024 <= INITIAL_JS_BUDGET_KB ? 'within' : 'OVER';
    console.log(
      `  ${variant.padEnd(8)} ${kb(bytes).padStart(9)} in ${files.length} files (${verdict} ${INITIAL_JS_BUDGET_KB} KB)`,
    );
  }
  console.log(`  largest lazy chunk: ${largestLazy.file} ${kb(largestLazy.bytes)}`);
}

/** The demo user signs in through the sign-in page, in the browser Lighthouse will use (same profile). */
async function signIn(/** @type {number} */ port, /** @type {string} */ url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    await page.goto(`${url}/sign-in`);
    await page.getByRole('button', { name: 'Continue as demo user' }).click();
    await page.waitForURL((next) => next.pathname !== '/sign-in');
    await page.goto(`${url}/events`);
    // An event's own page (/events/<uuid>), not the tabs beside the list.
    const firstEvent = page.locator('main a[href^="/events/"]').filter({ hasText: /\S/ }).first();
    await firstEvent.waitFor();
    const hrefs = await page
      .locator('main a[href^="/events/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const eventPath = hrefs.find((href) => /^\/events\/[0-9a-f-]{36}$/.test(href));
    if (!eventPath) throw new Error('the events list links to no event page');
    await page.close();
    return { eventPath };
  } finally {
    // Only the CDP connection: the browser itself stays up for Lighthouse.
    await browser.close();
  }
}

/**
 * One Lighthouse run: the category scores (0–100), largest contentful paint and total blocking time.
 * @param {string} url
 * @param {number} port
 * @param {import('lighthouse').Config | undefined} config
 */
async function audit(url, port, config) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Keeps the signed-in session (local storage) that signIn() left in the profile.
      disableStorageReset: true,
    },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (REPORTS) keepReport(result.lhr);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  // A signed-in page that sent the browser to sign-in would score the wrong page.
  const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (shown !== new URL(url).pathname) throw new Error(`${url} ended on ${shown}: was the session lost?`);
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}

let reportsKept = 0;
function keepReport(/** @type {import('lighthouse').Result} */ lhr) {
  mkdirSync(REPORTS, { recursive: true });
  reportsKept += 1;
  const name = `${String(reportsKept).padStart(3, '0')}-${new URL(lhr.finalDisplayedUrl).pathname.replaceAll('/', '_')}-${lhr.configSettings.formFactor}.json`;
  writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): one more try. */
async function auditWithRetry(
  /** @type {string} */ url,
  /** @type {number} */ port,
  /** @type {import('lighthouse').Config | undefined} */ config,
) {
  try {
    return await audit(url, port, config);
  } catch (error) {
    console.log(`  (retrying: ${/** @type {Error} */ (error).message})`);
    return audit(url, port, config);
  }
}

async function main() {
  await buildIfStale();
  printBundle();
  if (PAGES.length === 0) return;
  await ensureChromium();
  const server = await startServer();
  const profile = mkdtempSync(path.join(tmpdir(), 'engagex-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: profile,
  });
  try {
    console.log(`\nLighthouse 12.8, median of ${RUNS} run(s)`);
    console.log(
      `  ${'page'.padEnd(62)} ${'preset'.padEnd(8)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b-p'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)}`,
    );
    let app = { eventPath: '/events' };
    // The sign-in page is audited signed out, so it is the page a visitor sees, then the rest signed in.
    for (const page of [...PAGES].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      if (page.signedIn && app.eventPath === '/events') app = await signIn(chrome.port, server.url);
      for (const preset of PRESETS) {
        /** @type {Record<string, number>[]} */
        const scores = [];
        for (let run = 0; run < RUNS; run += 1) {
          scores.push(await auditWithRetry(`${server.url}${page.path(app)}`, chrome.port, preset.config));
        }
        const m = (/** @type {string} */ key) => median(scores.map((score) => score[key] ?? Number.NaN));
        console.log(
          `  ${`${page.name} (${page.path(app)})`.padEnd(62)} ${preset.name.padEnd(8)} ${String(m('performance')).padStart(5)} ${String(m('accessibility')).padStart(5)} ${String(m('best-practices')).padStart(5)} ${m('lcp').toFixed(0).padStart(7)} ${m('tbt').toFixed(0).padStart(7)}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
