import { jobsApi } from '@engagex/contracts/api/jobs';
import { modulesApi } from '@engagex/contracts/api/modules';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { settled, violations } from './support/axe.js';
import { DESKTOP, journey, PHONE, sharedBrowser } from './support/browser.js';
import { emailField, signInWithEmail } from './support/portal.js';

/*
 * Decision 030: axe finds nothing on any page, in both variants and both themes. Every rule axe runs by default
 * counts (WCAG 2.x A/AA and its best practices), whatever its impact. The pages are the app's route table;
 * the ids some of them need are found the way a visitor finds them, through the links of the list pages.
 * Decision 073: each page is loaded once per variant and checked in the light theme with every rule, then in the
 * dark theme (the system preference switched, as a phone's evening mode does) with the rules colours decide.
 */

const browser = sharedBrowser();

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STATIC_PAGES = [
  '/',
  '/credits',
  '/credits/return',
  '/events',
  '/events/cultural',
  '/events/bookings',
  '/events/registrations',
  '/events/payment-return',
  '/events/admin',
  '/events/admin/new',
  '/events/admin/venues',
  '/events/admin/review',
  '/events/admin/check-in',
  '/jobs',
  '/jobs/applications',
  '/jobs/payment-return',
  '/jobs/admin',
  '/jobs/admin/openings/new',
  '/employee',
  '/employee/referrals',
  '/employee/admin',
  '/notifications',
  '/notifications/preferences',
  '/dev/mailbox',
  '/admin/people',
  '/admin/audit',
  '/no-such-page',
];

async function checkPage(page: Page, path: string, found: Record<string, string[]>) {
  await page.goto(path);
  await settled(page);
  const list = await violations(page);
  if (list.length > 0) found[path] = list;
}

/** The new-event form with its district picker open on a search with many answers, grouped by state. */
async function checkDistrictPicker(page: Page, found: Record<string, string[]>) {
  const path = '/events/admin/new';
  await page.goto(path);
  await settled(page);
  const field = page.getByRole('combobox', { name: 'District', exact: true });
  await field.fill('ma');
  await page.getByRole('listbox', { name: 'Districts' }).getByRole('group').nth(1).waitFor();
  const list = await violations(page);
  if (list.length > 0) found[`${path} (district list open)`] = list;
}

/** The first link on `path` whose href matches `pattern`: how a visitor reaches a detail page. */
async function firstLink(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  await settled(page);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  if (!href) throw new Error(`no link matching ${pattern} on ${path}`);
  return href;
}

/** An application of the admin's own to an opening, made through the API, so its page has something to show. */
async function applicationPage(openingPath: string): Promise<string> {
  const openingId = openingPath.split('/').pop() ?? '';
  const { token } = await signIn(ADMIN_EMAIL);
  const mine = await call(token, jobsApi.myApplications);
  let application = mine.items.find((item) => item.openingId === openingId);
  if (!application) {
    const opening = await call(token, jobsApi.getOpening, { params: { id: openingId } });
    application = await call(token, jobsApi.apply, {
      body: {
        openingId,
        coverNote: 'I have organised events for our teams for years and would like to do it full time.',
        experienceYears: 4,
        answers: opening.questions.map(() => 'Yes: I ran our last two company-wide events end to end.'),
      },
    });
  }
  return `/jobs/applications/${application.id}`;
}

/** The admin's application page, made once for every variant: they run at once and share the admin. */
let applicationOnce: Promise<string> | undefined;

// The two variants run at once: each spends most of its time waiting for pages to settle, not computing.
describe.concurrent('accessibility (axe): every page, both variants, both themes', () => {
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    // About 45 pages, each loaded, settled and analysed in both themes, two variants at once beside another
    // journey file: far longer than a journey's default 90 s (one variant of one theme alone took 267 s on
    // 2026-12-05; decision 073 has the figures of both themes on one load).
    test(`no violations on a ${device}, light and dark`, { timeout: 1_200_000 }, async () => {
      await journey(browser(), `axe-${device}`, { viewport, colorScheme: 'light' }, async (page) => {
        const found: Record<string, string[]> = {};
        await page.goto('/sign-in');
        await emailField(page).waitFor();
        const signInViolations = await violations(page);
        if (signInViolations.length > 0) found['/sign-in'] = signInViolations;
        await checkPage(page, '/join/AXECHECK', found);

        await page.goto('/sign-in');
        await signInWithEmail(page, ADMIN_EMAIL);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);

        const event = await firstLink(page, '/events', new RegExp(`^/events/${UUID}$`));
        const culturalEvent = await firstLink(
          page,
          '/events/cultural',
          new RegExp(`^/events/cultural/${UUID}$`),
        );
        const register = `/events/register/cultural-events/${culturalEvent.split('/').pop()}`;
        const editEvent = await firstLink(page, '/events/admin', new RegExp(`^/events/admin/${UUID}$`));
        const opening = await firstLink(page, '/jobs', new RegExp(`^/jobs/openings/${UUID}$`));
        const guidance = await firstLink(page, '/employee/referrals', /^\/employee\/referrals\/[\w-]+$/);
        const person = await firstLink(page, '/admin/people', new RegExp(`^/admin/people/${UUID}$`));
        applicationOnce ??= applicationPage(opening);
        const application = await applicationOnce;

        // Every module but events (which has pages of its own) has its catalogue page at /<id>.
        const { token } = await signIn(ADMIN_EMAIL);
        const { modules } = await call(token, modulesApi.list, { query: { status: 'all' } });
        const modulePages = modules
          .filter((module) => module.id !== 'events')
          .map((module) => `/${module.id}`);
        expect(modulePages).toHaveLength(8);

        const pages = [
          ...STATIC_PAGES,
          ...modulePages,
          event,
          culturalEvent,
          register,
          editEvent,
          opening,
          application,
          guidance,
          person,
        ];
        for (const path of pages) await checkPage(page, path, found);
        await checkDistrictPicker(page, found);
        expect(found).toEqual({});
      });
    });
  }
});
