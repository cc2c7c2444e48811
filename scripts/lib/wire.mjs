import { chromium, devices } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './system.mjs';

/**
 * What the browser really receives: bytes on the wire per request (headers and the encoded body), as
 * Chromium's own network events count them (`Network.loadingFinished`'s `encodedDataLength`), never the
 * size of a file or a gzip we compute ourselves.
 */

/** The viewports the budgets hold for: a phone (touch, 390 px) and a desktop. */
export const WIRE_PRESETS = [
  { name: 'mobile', options: devices['Pixel 7'] },
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
];

/**
 * @typedef {{ url: string, type: string, bytes: number, encoding: string }} WireRequest
 * @typedef {{ total: number, script: number, requests: WireRequest[] }} WireFigures
 */

/**
 * Signs the demo user in once, in a context of its own, and answers the signed-in storage (local storage
 * holds the session), so each measured page starts from a cold cache with a live session.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 */
async function signedInState(browser, baseUrl) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/sign-in`);
    await page.getByRole('button', { name: 'Continue as demo user' }).click();
    await page.waitForURL((next) => next.pathname !== '/sign-in');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Loads `path` in a fresh context (empty cache) and sums what each request transferred once the page is
 * quiet. `ready` is a selector for what the page shows when it is done, so nothing is counted half-way.
 * @param {import('playwright-core').Browser} browser
 * @param {{ baseUrl: string, path: string, ready: string, presetOptions: object, locale?: string, storageState?: Awaited<ReturnType<typeof signedInState>> }} page
 * @returns {Promise<WireFigures>}
 */
async function measurePage(browser, { baseUrl, path, ready, presetOptions, locale, storageState }) {
  // `locale` is the browser's language: a Hindi browser is spoken to in Hindi (decision 075).
  const context = await browser.newContext({ ...presetOptions, ...(locale ? { locale } : {}), storageState });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    /** @type {Map<string, { url: string, type: string, encoding: string }>} */
    const seen = new Map();
    /** @type {WireRequest[]} */
    const requests = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '';
      seen.set(requestId, { url: response.url, type, encoding });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = seen.get(requestId);
      if (response) requests.push({ ...response, bytes: encodedDataLength });
    });
    await cdp.send('Network.enable');
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    const sum = (/** @type {WireRequest[]} */ list) =>
      list.reduce((total, request) => total + request.bytes, 0);
    return {
      total: sum(requests),
      script: sum(requests.filter((request) => request.type === 'Script')),
      requests,
    };
  } finally {
    await context.close();
  }
}

/**
 * Every page in every preset, signed in where the page needs it.
 * @param {string} baseUrl
 * @param {{ name: string, path: string, ready: string, signedIn: boolean, locale?: string }[]} pages
 */
export async function measureWire(baseUrl, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const storageState = await signedInState(browser, baseUrl);
    /** @type {{ page: string, preset: string, figures: WireFigures }[]} */
    const results = [];
    for (const page of pages) {
      for (const preset of WIRE_PRESETS) {
        const figures = await measurePage(browser, {
          baseUrl,
          path: page.path,
          ready: page.ready,
          locale: page.locale,
          presetOptions: preset.options,
          storageState: page.signedIn ? storageState : undefined,
        });
        results.push({ page: page.name, preset: preset.name, figures });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
