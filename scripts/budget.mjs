// `npm run budget`: what a visitor's browser pays for the web app, measured in the browser itself.
//  - Bytes on the wire (scripts/lib/wire.mjs): what Chromium's network events say each request transferred
//    (headers and the encoded body), for the sign-in page, dashboard, events list, an event page and credits, on
//    a phone and a desktop, each from a cold cache. Every page is checked against its budget (WIRE_BUDGETS,
//    decisions 032, 081, 085, 093, 099, 104, 109, 112 and 113): at most 140 KB of JavaScript, the dashboard's
//    (decision 032), and a total. Over budget, the script exits 1, so `npm test` runs this part
//    (BUDGET_LIGHTHOUSE=false).
//  - Lighthouse 12.8 (mobile and desktop presets) performance, accessibility and best-practices scores for the
//    same pages: the median of BUDGET_RUNS runs (default 3). Figures only; it asserts nothing.
// The built app is served by the real server on a fresh embedded database with the demo data, on 127.0.0.1.
//   BUDGET_RUNS=1 npm run budget            one Lighthouse run per page and preset
//   BUDGET_ONLY=dashboard npm run budget    only pages whose name contains the text
//   BUDGET_LIGHTHOUSE=false npm run budget  only the bytes on the wire (what CI checks)
//   BUDGET_LIST=1 npm run budget            also lists each page's requests and their bytes
//   BUDGET_REPORTS=/tmp/lh npm run budget   also keeps each run's Lighthouse report (JSON) there, to see what
//                                           the long tasks were
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { buildIfStale } from './build.mjs';
import { startServer } from './lib/server.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from './lib/system.mjs';
import { measureWire } from './lib/wire.mjs';

const RUNS = Number(process.env.BUDGET_RUNS ?? 3);
const ONLY = process.env.BUDGET_ONLY ?? '';
const REPORTS = process.env.BUDGET_REPORTS ?? '';
const LIGHTHOUSE = !['false', '0'].includes(process.env.BUDGET_LIGHTHOUSE ?? 'true');
/**
 * Each page's budgets in KB on the wire, on a phone and a desktop: JavaScript and everything it transfers. 140 KB
 * of JavaScript is the dashboard's (decision 032, in English and in Hindi, decision 075) and every page's (decision
 * 081); the events list on a desktop, where its filter panel shows at once, came within it last (decision 113). The
 * totals leave room for the fonts and the data a page shows.
 * @type {Record<string, { scriptKb: number, totalKb: number }>}
 */
const WIRE_BUDGETS = {
  'sign-in': { scriptKb: 140, totalKb: 300 },
  dashboard: { scriptKb: 140, totalKb: 350 },
  'dashboard in Hindi': { scriptKb: 140, totalKb: 350 },
  'events list': { scriptKb: 140, totalKb: 350 },
  'event page': { scriptKb: 140, totalKb: 350 },
  credits: { scriptKb: 140, totalKb: 350 },
};
const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices']);

/**
 * `ready` is what the page shows once it is done, so the wire count waits for it.
 * @typedef {{ name: string, signedIn: boolean, ready: string, path: (app: { eventPath: string }) => string, locale?: string }} BudgetPage
 */
/** @type {BudgetPage[]} */
const ALL_PAGES = [
  { name: 'sign-in', signedIn: false, ready: 'text=Continue as demo user', path: () => '/sign-in' },
  { name: 'dashboard', signedIn: true, ready: 'text=Recent activity', path: () => '/' },
  // A Hindi browser: the Hindi catalogues and the Devanagari type are on the wire too.
  {
    name: 'dashboard in Hindi',
    signedIn: true,
    ready: 'text=हाल की गतिविधि',
    path: () => '/',
    locale: 'hi-IN',
  },
  { name: 'events list', signedIn: true, ready: 'main a[href^="/events/"]', path: () => '/events' },
  { name: 'event page', signedIn: true, ready: 'main h1', path: (app) => app.eventPath },
  { name: 'credits', signedIn: true, ready: 'main h1', path: () => '/credits' },
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

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Bytes on the wire per page and preset, each against its budget; answers the pages and presets over it.
 * @param {string} url
 * @param {{ eventPath: string }} app
 */
async function checkWire(url, app) {
  const pages = PAGES.map((page) => ({
    name: page.name,
    path: page.path(app),
    ready: page.ready,
    signedIn: page.signedIn,
    locale: page.locale,
  }));
  const results = await measureWire(url, pages);
  console.log('\nBytes on the wire (Chromium network events, cold cache)');
  console.log(
    `  ${'page'.padEnd(62)} ${'preset'.padEnd(8)} ${'JS'.padStart(9)} ${'all'.padStart(9)} requests`,
  );
  /** @type {string[]} */
  const over = [];
  for (const { page, preset, figures } of results) {
    const path = pages.find((candidate) => candidate.name === page)?.path ?? '';
    const budget = WIRE_BUDGETS[page];
    if (!budget) throw new Error(`${page} has no budget in WIRE_BUDGETS`);
    const exceeds = figures.script > budget.scriptKb * 1024 || figures.total > budget.totalKb * 1024;
    if (exceeds) over.push(`${page} (${preset})`);
    const verdict = `${exceeds ? 'OVER' : 'within'} ${budget.scriptKb} KB JS / ${budget.totalKb} KB`;
    console.log(
      `  ${`${page} (${path})`.padEnd(62)} ${preset.padEnd(8)} ${kb(figures.script).padStart(9)} ${kb(figures.total).padStart(9)} ${String(figures.requests.length).padStart(8)}  ${verdict}`,
    );
    if (process.env.BUDGET_LIST)
      for (const request of figures.requests)
        console.log(`      ${kb(request.bytes).padStart(9)}  ${request.url}`);
  }
  return over;
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
    await page.close();
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
  if (PAGES.length === 0) return;
  await ensureChromium();
  const server = await startServer();
  try {
    const app = { eventPath: await firstEventPath(server.url) };
    const over = await checkWire(server.url, app);
    if (LIGHTHOUSE) await runLighthouse(server.url, app);
    if (over.length > 0) {
      console.log(
        `\nOver budget: ${over.join(', ')}. Each page's JavaScript and total are in WIRE_BUDGETS (scripts/budget.mjs, decision 081).`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

/** An event's own page (/events/<uuid>) from the demo data, read through the API as the demo user. */
async function firstEventPath(/** @type {string} */ url) {
  const post = (/** @type {string} */ path, /** @type {object} */ body) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const { data: minted } = await post('/api/dev-idp/token', { email: 'demo@engagex.dev' });
  const { data: session } = await post('/api/main/auth/google', { credential: minted.credential });
  const listed = await fetch(`${url}/api/events/events`, {
    headers: { authorization: `Bearer ${session.token}` },
  }).then((response) => response.json());
  const id = listed.data?.items?.[0]?.id;
  if (typeof id !== 'string') throw new Error('the demo data has no event to measure');
  return `/events/${id}`;
}

/**
 * Lighthouse on every page and preset, signed in through the sign-in page in the profile it audits.
 * @param {string} url
 * @param {{ eventPath: string }} app
 */
async function runLighthouse(url, app) {
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
    let signedIn = false;
    // The sign-in page is audited signed out, so it is the page a visitor sees, then the rest signed in.
    // Lighthouse reads each page in English: the Hindi page is measured on the wire only.
    const english = PAGES.filter((page) => !page.locale);
    for (const page of [...english].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      if (page.signedIn && !signedIn) {
        await signIn(chrome.port, url);
        signedIn = true;
      }
      for (const preset of PRESETS) {
        /** @type {Record<string, number>[]} */
        const scores = [];
        for (let run = 0; run < RUNS; run += 1) {
          scores.push(await auditWithRetry(`${url}${page.path(app)}`, chrome.port, preset.config));
        }
        const m = (/** @type {string} */ key) => median(scores.map((score) => score[key] ?? Number.NaN));
        console.log(
          `  ${`${page.name} (${page.path(app)})`.padEnd(62)} ${preset.name.padEnd(8)} ${String(m('performance')).padStart(5)} ${String(m('accessibility')).padStart(5)} ${String(m('best-practices')).padStart(5)} ${m('lcp').toFixed(0).padStart(7)} ${m('tbt').toFixed(0).padStart(7)}`,
        );
      }
    }
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
