import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/lib/system.mjs';
import { movePointerOffToasts } from './toasts.js';

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../../.e2e-artifacts');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export const baseUrl = () => inject('baseUrl');

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
}

/** One Chromium for a test file: launched before its tests, closed after them. Call at the file's top level. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running: call sharedBrowser() at the top of the file');
    return browser;
  };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
}

/**
 * Runs one journey in a fresh browser context (no stored token, theme or device type), whose pages move a pointer
 * resting on the toasts off them before each action (support/toasts.ts). When it fails, it keeps a screenshot of the
 * page as it was and adds the browser console's errors to the error.
 */
export async function journey(
  browser: Browser,
  name: string,
  options: BrowserContextOptions,
  steps: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL: baseUrl(), colorScheme: 'light', ...options });
  const page = await context.newPage();
  await movePointerOffToasts(page);
  // A second tab the journey opens meets the toasts as the first does (one closed at once refuses it: no matter).
  context.on('page', (other) => void movePointerOffToasts(other).catch(() => {}));
  page.setDefaultTimeout(15_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
  try {
    await steps(page);
  } catch (error) {
    await screenshot(page, `${name}-FAILED`).catch(() => {});
    if (error instanceof Error && consoleErrors.length > 0) {
      error.message += `\n--- browser console (${page.url()}) ---\n${consoleErrors.slice(-10).join('\n')}`;
    }
    throw error;
  } finally {
    await context.close();
  }
}
