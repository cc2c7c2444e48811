import { sandboxPaymentsApi } from '@engagex/contracts/api/payments';
import type { Frame, Locator, Page } from 'playwright-core';
import { endpointPath } from './api.js';
import { DESKTOP, PHONE, screenshot } from './browser.js';

/** What the journeys know about the web app's pages, in one place: roles and accessible names first. */
export const DEMO_EMAIL = 'demo@engagex.dev';

/** In English or, for a Hindi browser (decision 075), in Hindi. */
export const signInButton = (page: Page) =>
  page.getByRole('button', { name: /^(Continue as demo user|डेमो यूज़र के तौर पर आगे बढ़ें)$/ });
export const emailField = (page: Page) => page.getByLabel(/^(Email|ईमेल)$/);
export const themeToggle = (page: Page) => page.getByRole('button', { name: 'Toggle theme' }).first();
/** The desktop variant's sidebar (an `aside` named "Sidebar" holding the "Main" navigation). */
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
/** The mobile variant's bottom navigation: also named "Main", told apart by its Profile tab. */
export const bottomNavigation = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .filter({ has: page.getByRole('button', { name: 'Profile', exact: true }) });
export const signOutButton = (page: Page) => page.getByRole('button', { name: 'Sign out' });

/** On a phone "Sign out" is in the sheet behind the Profile tab. */
export async function signOutOnPhone(page: Page) {
  await bottomNavigation(page).getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
}

export const isSignInPage = (url: URL) => url.pathname === '/sign-in';

export async function isDark(page: Page) {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

/**
 * The page is in the theme and done repainting in it: axe or a screenshot taken while colours still fade between
 * themes sees neither (a loaded machine stretches the fade; decision 073).
 */
export async function waitForTheme(page: Page | Frame, dark: boolean) {
  await page.waitForFunction((want) => document.documentElement.classList.contains('dark') === want, dark);
  // Colour transitions only (a spinner's animation never ends); one cancelled by a re-render counts as done. A
  // transition that keeps restarting (a countdown's bar) must not hold the journey: two seconds at most.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/** From the sign-in page, as the demo user; resolves once the app has left the sign-in page. */
export async function signInAsDemoUser(page: Page) {
  await signInButton(page).click();
  await page.waitForURL((url) => !isSignInPage(url));
}

/** The header's balance chip (both variants): a link to /credits named "Credit balance: N credits". */
export const balanceChip = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Credit balance: [\d,]+ credits?$/ });

/** The balance the header shows, once it has loaded. */
export async function headerBalance(page: Page): Promise<number> {
  const name = (await balanceChip(page).getAttribute('aria-label')) ?? '';
  return Number(name.replace(/[^\d]/g, ''));
}

/**
 * The gateway's sandbox checkout page (served by the API, no endpoint of the table: decision 040): the page whose
 * Pay button posts to its own address + `/pay`.
 */
export function isSandboxCheckout(url: URL): boolean {
  const orderId = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
  return orderId !== '' && `${url.pathname}/pay` === endpointPath(sandboxPaymentsApi.pay, { orderId });
}

/** On the gateway's sandbox checkout page (served by the API), press Pay or Fail. */
export async function finishSandboxCheckout(page: Page, outcome: 'pay' | 'fail') {
  await page.waitForURL(isSandboxCheckout);
  await page.getByRole('button', { name: outcome === 'pay' ? /^Pay / : 'Fail payment' }).click();
  await page.waitForURL((url) => url.pathname === '/credits/return');
}

/** From the sign-in page, as a demo user of the given email and name (a new account when the email is new). */
export async function signInAsNewDemoUser(page: Page, user: { email: string; name: string }) {
  await emailField(page).fill(user.email);
  await page.getByLabel('Name (optional)').fill(user.name);
  await signInButton(page).click();
  await page.waitForURL((url) => !isSignInPage(url));
}

/** The value of a number tile (a `dl` entry: label in `dt`, value in the first `dd`) inside `scope`. */
export async function statTile(scope: Locator, label: string): Promise<string> {
  const tile = scope.locator('dl > div').filter({ has: scope.page().locator('dt', { hasText: label }) });
  return ((await tile.locator('dd').first().textContent()) ?? '').trim();
}

/** The star on a module card (or a module page): a toggle button named "Favorite <module title>". */
export const favoriteStar = (scope: Page | Locator, title: string) =>
  scope.getByRole('button', { name: `Favorite ${title}`, exact: true });

/** The dashboard's favorites section (above or below the module grid, as the user's setting says). */
export const favoritesSection = (page: Page) =>
  page
    .getByRole('region', { name: /^Favorites/ })
    .filter({ has: page.getByRole('heading', { name: /^Favorites/ }) });

/** The module titles in the favorites section, in their order. */
export async function favoriteTitles(page: Page): Promise<string[]> {
  return favoritesSection(page)
    .getByRole('listitem')
    .getByRole('link')
    .filter({ hasNotText: 'Launch' })
    .allTextContents();
}

/** The favorites settings dialog, opened from the section's "Manage favorites" button. */
export async function openFavoritesSettings(page: Page): Promise<Locator> {
  await favoritesSection(page).getByRole('button', { name: 'Manage favorites' }).click();
  const dialog = page.getByRole('dialog', { name: 'Favorite settings' });
  await dialog.waitFor();
  return dialog;
}

/** The order of the favorites in the settings dialog's sortable list (module ids). */
export const favoritesOrderInDialog = (dialog: Locator): Promise<string[]> =>
  dialog
    .locator('li[data-favorite]')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.favorite ?? ''));

/** From the sign-in page, as the demo account of this email (employee@engagex.dev, admin@engagex.dev, …). */
export async function signInWithEmail(page: Page, email: string) {
  await emailField(page).fill(email);
  await signInButton(page).click();
  await page.waitForURL((url) => !isSignInPage(url));
}

/** The searchable district field (ui/DistrictPicker.tsx): types the district's name and chooses it from the list. */
export async function chooseDistrict(scope: Page | Locator, name: string) {
  await scope.getByRole('combobox', { name: 'District', exact: true }).fill(name);
  await scope.getByRole('option', { name, exact: true }).click();
}

/**
 * At 1280 and 390 px, light and dark by the system's colour scheme: for a page that stored no theme of its own and
 * whose theme button is out of reach (behind a dialog, under an open list). `show` runs after each resize, since the
 * device variant is chosen anew; `hide`, if given, after the shots at each size.
 */
export async function shootBySystemTheme(
  page: Page,
  name: string,
  show: () => Promise<unknown>,
  hide?: () => Promise<unknown>,
) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400); // the device variant is chosen again after a 300 ms resize pause
    await show();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await waitForTheme(page, scheme === 'dark');
      await page.waitForTimeout(200); // colour transitions
      await screenshot(page, `${name}-${size}-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await waitForTheme(page, false);
    await hide?.();
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(400);
}

/** Light and dark, at 1280 and 390 px, once `ready` shows again after each change of size. */
/** How long a page may take to show again in the other variant (its frame downloads on the first switch). */
const VARIANT_SWITCH_MS = 40_000;

/**
 * Waits for `ready` in the frame of the viewport just set. The first switch to a variant downloads its frame (on a
 * loaded machine that has taken more than 15 s), and a switch that lands late replaces the element found in the old
 * frame: a scroll that meets a detached element looks again, in the new frame.
 */
async function showInVariant(ready: () => Locator) {
  for (let attempt = 1; ; attempt++) {
    try {
      const shown = ready();
      await shown.waitFor({ timeout: VARIANT_SWITCH_MS });
      await shown.scrollIntoViewIfNeeded({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !/not attached|detached/i.test(error.message))
        throw error;
    }
  }
}

export async function shootEverywhere(page: Page, name: string, ready: () => Locator) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400); // the device variant is chosen again after a 300 ms resize pause
    await showInVariant(ready);
    await screenshot(page, `${name}-${size}-light`);
    await themeToggle(page).click();
    await waitForTheme(page, true);
    await screenshot(page, `${name}-${size}-dark`);
    await themeToggle(page).click();
    await waitForTheme(page, false);
  }
  // Back on a desktop: the variant is chosen again after the resize pause; let it settle before going on.
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(400);
  await ready().waitFor();
}

/**
 * At 1280 and 390 px, light and dark by the theme button, for a screen that a resize or the theme button closes
 * (a dialog, an open list, a refused form): `show` brings it back before each shot.
 */
export async function shootReshown(page: Page, name: string, show: () => Promise<unknown>) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    for (const dark of [false, true]) {
      await page.keyboard.press('Escape');
      if ((await isDark(page)) !== dark) {
        await themeToggle(page).click();
        await waitForTheme(page, dark);
      }
      await show();
      await page.waitForTimeout(200);
      await screenshot(page, `${name}-${size}-${dark ? 'dark' : 'light'}`);
    }
  }
  await page.keyboard.press('Escape');
  if (await isDark(page)) {
    await themeToggle(page).click();
    await waitForTheme(page, false);
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(400);
}

/** An organiser's date and time pair (decision 068) by its legend: "Starts", "Ends", "Slot starts", "Slot ends". */
export const dateTimeField = (scope: Page | Locator, legend: string) =>
  scope.getByRole('group', { name: legend, exact: true });

/** 'YYYY-MM-DD' as a person types it into a date field: dd/mm/yyyy. */
export const dayTyped = (isoDay: string) =>
  `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;

/**
 * Types a day ("05/08/2027", "5/8/2027") and a time ("7:30 pm", "19:30") into a date and time pair key by key, as
 * a person does, and leaves the time field, so both read back as the portal writes them.
 */
export async function typeDateTime(scope: Page | Locator, legend: string, day: string, time: string) {
  const group = dateTimeField(scope, legend);
  for (const [label, text] of [
    ['Date', day],
    ['Time', time],
  ] as const) {
    const input = group.getByLabel(label, { exact: true });
    await input.fill('');
    await input.pressSequentially(text);
  }
  await group.getByLabel('Time', { exact: true }).blur();
}

/** What a date and time pair shows: "05/08/2027 7:30 pm". */
export async function shownDateTime(scope: Page | Locator, legend: string): Promise<string> {
  const group = dateTimeField(scope, legend);
  const date = await group.getByLabel('Date', { exact: true }).inputValue();
  return `${date} ${await group.getByLabel('Time', { exact: true }).inputValue()}`;
}
