import { locationApi } from '@engagex/contracts/api/location';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { isSignInPage, shootBySystemTheme, signInWithEmail, waitForTheme } from './support/portal.js';

// Decision 045: "Use my precise location" in the location dialog, with Chromium holding a fake position.
const browser = sharedBrowser();

const PUNE = { latitude: 18.5204, longitude: 73.8567 };

const locationChip = (page: Page) => page.getByRole('button', { name: /^Location: / }).first();
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Your location' });
const current = (page: Page) => dialog(page).getByRole('region', { name: 'Current location' });

async function openDialog(page: Page): Promise<Locator> {
  await locationChip(page).click();
  await current(page).waitFor();
  return dialog(page);
}

/**
 * Signed in as a person of their own: the demo account is shared by the journeys running beside this one, and each
 * of their sign-ins sends that account's approximate location to the server, over the precise one checked here.
 */
async function signedIn(page: Page, label: string) {
  await page.goto('/');
  await page.waitForURL(isSignInPage);
  await signInWithEmail(
    page,
    `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
  );
  await locationChip(page).waitFor();
}

/** What axe finds wrong on the page as it is (an open dialog or list included): an empty list is the pass. */

/** The server's copy, read with the page's own token. */
async function serverLocation(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  return call(token, locationApi.get);
}

/** The events filter's district picker searching "pun", at 1280 and 390 px, light and dark. */
async function shootPicker(page: Page) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    const district = page.getByRole('combobox', { name: 'District', exact: true });
    if (!(await district.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
    await district.fill('pun');
    const pune = page.getByRole('option', { name: 'Pune', exact: true });
    await pune.waitFor();
    expect(await district.getAttribute('aria-activedescendant')).toBe(await pune.getAttribute('id'));
    expect(await axeViolations(page)).toEqual([]);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await waitForTheme(page, scheme === 'dark');
      await page.waitForTimeout(200);
      await screenshot(page, `district-picker-pun-${size}-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize(DESKTOP);
}

describe('precise location', () => {
  test('a device in Pune is placed in India, Maharashtra, Pune from GPS, and stays there after a reload', async () => {
    await journey(
      browser(),
      'precise-location-granted',
      { viewport: DESKTOP, permissions: ['geolocation'], geolocation: PUNE },
      async (page) => {
        await signedIn(page, 'precise-granted');
        const opened = await openDialog(page);
        await opened.getByRole('button', { name: 'Use my precise location' }).click();

        await current(page).getByText('Pune, Maharashtra, India', { exact: true }).waitFor();
        await current(page).getByText('Source: Precise (GPS)', { exact: true }).waitFor();
        await current(page).getByText('18.5204, 73.8567', { exact: true }).waitFor();
        await current(page).getByRole('link', { name: 'geonames.org' }).waitFor();
        expect(await opened.getByRole('alert').count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await expect
          .poll(() => serverLocation(page))
          .toMatchObject({
            country: 'IN',
            region: 'Maharashtra',
            city: 'Pune',
            detectedFrom: 'gps',
            accuracy: 'precise',
            coordinates: { lat: 18.5204, lng: 73.8567 },
          });
        // The theme follows the system here: nothing is stored, and the theme button is behind the dialog.
        await shootBySystemTheme(
          page,
          'precise-location-pune',
          async () => {
            if (!(await dialog(page).isVisible())) await openDialog(page);
            await dialog(page).getByText('Source: Precise (GPS)', { exact: true }).waitFor();
          },
          async () => {
            await page.keyboard.press('Escape');
            await dialog(page).waitFor({ state: 'detached' });
          },
        );

        await page.reload();
        await locationChip(page).waitFor();
        expect(await locationChip(page).getAttribute('aria-label')).toMatch(/Pune/);
        await openDialog(page);
        await current(page).getByText('Pune, Maharashtra, India', { exact: true }).waitFor();
        await current(page).getByText('Source: Precise (GPS)', { exact: true }).waitFor();
        await page.keyboard.press('Escape');

        // The events filter offers the device's own district first.
        await page.goto('/events');
        const district = page.getByRole('combobox', { name: 'District', exact: true });
        await district.click();
        const here = page.getByRole('option', { name: /^Pune, Maharashtra\s*Your location \(GPS\)$/ });
        await here.waitFor();
        expect(await district.getAttribute('aria-activedescendant')).toBe(await here.getAttribute('id'));
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('district') === 'pune');
        await shootPicker(page);
      },
    );
  });

  test('a refused permission keeps the approximate location and says why', async () => {
    await journey(
      browser(),
      'precise-location-denied',
      { viewport: DESKTOP, permissions: [], geolocation: PUNE },
      async (page) => {
        await signedIn(page, 'precise-denied');
        const opened = await openDialog(page);
        const before = await current(page).locator('p').first().textContent();
        await opened.getByRole('button', { name: 'Use my precise location' }).click();

        const reason = opened.getByRole('alert');
        await reason.waitFor();
        expect(await reason.textContent()).toBe(
          `Location permission was denied, so we kept your approximate location (${before}).`,
        );
        expect(await current(page).locator('p').first().textContent()).toBe(before);
        expect(await axeViolations(page)).toEqual([]);
        await current(page).getByText('From your internet connection (approximate)').waitFor();
        expect((await serverLocation(page)).detectedFrom).not.toBe('gps');
        await screenshot(page, 'precise-location-denied-desktop-light');

        // The dialog is closed before the resize and opened again at phone size: a resize that lands while the
        // device variant is chosen again may or may not keep it open, and a busy machine makes that a race.
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'hidden' });
        await page.setViewportSize(PHONE);
        await page.waitForTimeout(400);
        await openDialog(page);
        await dialog(page).getByRole('button', { name: 'Use my precise location' }).click();
        await dialog(page).getByRole('alert').waitFor();
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await waitForTheme(page, scheme === 'dark');
          await page.waitForTimeout(200);
          await screenshot(page, `precise-location-denied-phone-${scheme}`);
        }
      },
    );
  });
});
