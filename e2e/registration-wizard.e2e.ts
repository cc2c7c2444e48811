import { eventsApi } from '@engagex/contracts/api/events';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call, signIn } from './support/api.js';
import { analyzeStill } from './support/axe.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { signInAsNewDemoUser, themeToggle, waitForTheme } from './support/portal.js';

/*
 * The contestant registration wizard (docs/product.md, competitions): a Continue on a step with several fields
 * missing names every one of them at once, never one at a time; axe finds nothing on any step at 390 and
 * 1280 px (its step bar wraps rather than scrolling, so there is no region a keyboard cannot reach); and its
 * dates read dd/mm/yyyy in a browser set to en-US (decision 057).
 */

const browser = sharedBrowser();
const SUR_SANGAM = 'Sur Sangam: National Music & Dance Competition';

async function competitionId(): Promise<string> {
  const someone = await signIn(`wizard-lookup-${Date.now()}@example.com`);
  const found = await call(someone.token, eventsApi.list, {
    realm: 'cultural-events',
    query: { q: 'Sur Sangam', competitions: 'true' },
  });
  const event = found.items.find((item) => item.title === SUR_SANGAM);
  if (!event) throw new Error(`${SUR_SANGAM} is not in the demo data`);
  return event.id;
}

async function openWizard(page: Page, eventId: string, who: string) {
  await page.goto(`/events/register/cultural-events/${eventId}`);
  await page.waitForURL((url) => url.pathname === '/sign-in');
  await signInAsNewDemoUser(page, { email: `${who}-${Date.now()}@example.com`, name: 'Asha Rao' });
  await page.waitForURL((url) => url.pathname.startsWith('/events/register/'));
  await page.getByRole('heading', { level: 2, name: /Your details/ }).waitFor();
}

/** The step's fields that say they are wrong, by label, and each one's message shown under it. */
async function invalidFields(page: Page): Promise<string[]> {
  const form = page.locator('form');
  return form.locator('[aria-invalid="true"]').evaluateAll((fields) =>
    fields.map((field) => {
      const label = field.id ? document.querySelector(`label[for="${field.id}"]`)?.textContent : '';
      const described = (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      return `${label?.replace('(optional)', '').trim()}: ${described.trim()}`;
    }),
  );
}

/** Axe on the step as it stands, light and dark (a width change would draw the other variant, a new form). */
async function axeBothThemes(page: Page, step: string, size: string): Promise<string[]> {
  const found: string[] = [];
  for (const dark of [false, true]) {
    if (dark) {
      await themeToggle(page).click();
      await waitForTheme(page, true);
    }
    const results = await analyzeStill(page);
    for (const violation of results.violations) {
      found.push(
        `${step} ${size}${dark ? ' dark' : ''}: ${violation.impact} ${violation.id} ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
      );
    }
    await screenshot(page, `registration-${step}-${size}-${dark ? 'dark' : 'light'}`);
    if (dark) {
      await themeToggle(page).click();
      await waitForTheme(page, false);
    }
  }
  return found;
}

const cont = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

describe('contestant registration wizard', () => {
  // Four axe runs a step (two widths, two themes) on six steps: minutes on a loaded machine.
  test('each step names all its missing fields at once, and axe passes every step at 390 and 1280 px', {
    timeout: 900_000,
  }, async () => {
    const eventId = await competitionId();
    for (const [size, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const)
      await journey(browser(), `registration-wizard-${size}`, { viewport }, async (page) => {
        await openWizard(page, eventId, 'wizard-errors');
        const found: string[] = [];
        const axe = async (step: string) => found.push(...(await axeBothThemes(page, step, size)));
        await axe('details');

        // Everything empty (the account's name and email cleared too): all five required fields at once.
        await page.getByLabel('Full name').fill('');
        await page.getByLabel('Email', { exact: true }).fill('');
        await cont(page);
        await expect.poll(() => invalidFields(page)).toHaveLength(5);
        const all = (await invalidFields(page)).map((line) => line.split(':')[0]);
        expect(all).toEqual(['Full name', 'Date of birth', 'Mobile number', 'Email', 'City']);
        for (const line of await invalidFields(page)) expect(line).toMatch(/: \S/);
        await axe('details-errors');

        // Partly filled: the three still missing, all of them, and the two filled ones quiet.
        await page.getByLabel('Full name').fill('Asha Rao');
        await page.getByLabel('City').fill('Pune');
        await cont(page);
        await expect
          .poll(async () => (await invalidFields(page)).map((line) => line.split(':')[0]))
          .toEqual(['Date of birth', 'Mobile number', 'Email']);
        await page.getByLabel('Date of birth').fill('15/08/1996');
        await page.getByLabel('Mobile number').fill('98765 43210');
        await page.getByLabel('Email', { exact: true }).fill('asha@example.com');
        await cont(page);

        await page.getByRole('heading', { level: 2, name: /Performance/ }).waitFor();
        await axe('performance');
        await cont(page);
        await expect
          .poll(async () => (await invalidFields(page)).map((line) => line.split(':')[0]))
          .toEqual(['Title of the act', 'Category', 'Duration (minutes)', 'About the act']);
        await page.getByLabel('Title of the act').fill('Raga Yaman');
        await page.getByLabel('Category').selectOption('vocal');
        await cont(page);
        await expect
          .poll(async () => (await invalidFields(page)).map((line) => line.split(':')[0]))
          .toEqual(['Duration (minutes)', 'About the act']);
        await page.getByLabel('Duration (minutes)').fill('8');
        await page.getByLabel('About the act').fill('A vocal and tabla duet: alaap, then a bandish.');
        await page.getByText('Group of up to 8').click();
        await cont(page);

        await page.getByRole('heading', { level: 2, name: /Group members/ }).waitFor();
        await axe('members');
        // A group starts with one member to fill in; two empty members show all four missing fields.
        await cont(page);
        await expect
          .poll(async () => (await invalidFields(page)).map((line) => line.split(':')[0]))
          .toEqual(['Full name', 'Date of birth']);
        await page.getByRole('button', { name: 'Add member' }).click();
        await cont(page);
        await expect
          .poll(async () => (await invalidFields(page)).map((line) => line.split(':')[0]))
          .toEqual(['Full name', 'Date of birth', 'Full name', 'Date of birth']);
        await axe('members-errors');
        await page.getByRole('button', { name: 'Remove member 3' }).click();
        await page.getByLabel('Full name').fill('Ravi Kumar');
        await page.getByLabel('Date of birth').fill('20/01/1994');
        await cont(page);

        await page.getByRole('heading', { level: 2, name: /Review & fee/ }).waitFor();
        await axe('review');
        expect(found).toEqual([]);
      });
  });

  test('an en-US browser still reads and types dates as dd/mm/yyyy, and picks them by keyboard', {
    timeout: 180_000,
  }, async () => {
    const eventId = await competitionId();
    await journey(
      browser(),
      'registration-dates-en-us',
      { viewport: PHONE, locale: 'en-US', timezoneId: 'America/New_York' },
      async (page) => {
        await openWizard(page, eventId, 'wizard-dates');
        expect(await page.locator('input[type="date"], input[type="datetime-local"]').count()).toBe(0);
        const birth = page.getByLabel('Date of birth');
        expect(await birth.getAttribute('placeholder')).toBe('dd/mm/yyyy');

        // Typed day first: 05/08 is the 5th of August, not the 8th of May.
        await birth.fill('5/8/1996');
        await birth.blur();
        expect(await birth.inputValue()).toBe('05/08/1996');

        // The calendar opens on that day; the keys move a day and a month, Enter picks.
        await page.getByRole('button', { name: 'Pick from a calendar' }).click();
        const dialog = page.getByRole('dialog', { name: 'Pick a day' });
        await dialog.waitFor();
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe('Monday, 5 August 1996');
        await screenshot(page, 'date-field-calendar-phone-en-us');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('PageDown');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe('Friday, 6 September 1996');
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });
        expect(await birth.inputValue()).toBe('06/09/1996');

        // A day that does not exist is refused in words.
        await birth.fill('31/02/1996');
        await cont(page);
        await page.getByText('Enter a date as dd/mm/yyyy').waitFor();
        await birth.fill('31/01/1996');
        await page.getByText('Enter a date as dd/mm/yyyy').waitFor({ state: 'detached' });
      },
    );
  });
});
