/**
 * The pseudo-language pass (decision 075): the portal read in `pseudo`, where every catalogue letter is accented,
 * so English still on a screen came from code, not a catalogue. Text the server sent (event titles, names, module
 * names, its sentences) is the server's to translate and is left out by comparing with every string the page's API
 * answers carried. Changes when a page is added to the pass or leaves PAGES_STILL_IN_ENGLISH.
 */
import { eventsApi } from '@engagex/contracts/api/events';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call, signIn } from './support/api.js';
import { DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { DEMO_EMAIL, emailField, isSignInPage, signInAsDemoUser, signInButton } from './support/portal.js';

const browser = sharedBrowser();

/** The demo organiser of the seed data (apps/server/src/demo/organiser.ts). */
const DEMO_ORGANISER_EMAIL = 'organiser@engagex.dev';

/** The demo event that sells several ticket types, with a question and codes (decision 078): its page's buying form. */
async function ticketingEventPage() {
  const { token } = await signIn(DEMO_EMAIL);
  const events = await call(token, eventsApi.list, { query: { limit: 100 } });
  const festival = events.items.find((event) => event.title === 'Delhi Food Festival');
  if (!festival) throw new Error('The demo data has no Delhi Food Festival');
  return `/events/${festival.id}`;
}

/** The pages read in the pass: what a signed-in person reaches from the navigation. */
const PAGES = [
  '/',
  '/events',
  '/events/bookings',
  '/events/registrations',
  '/credits',
  '/jobs',
  '/notifications',
];

/** Pages whose screens are not all in the catalogues yet, with the English found on them; only shrinks. */
const PAGES_STILL_IN_ENGLISH: readonly string[] = [];

/**
 * Words a person may read in any language: the brand (drawn as "Engage" and "X"), the codes the portal writes as
 * they are, and what `Intl` writes (the pseudo-language formats dates and relative times as English does).
 */
const SAME_IN_EVERY_LANGUAGE =
  /^(EngageX|Engage|[A-Z]{3,5}|QR|OK|AM|PM|am|pm|dd|mm|yyyy|hh|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|ago|now|in|seconds?|minutes?|hours?|days?|weeks?|months?|years?|yesterday|tomorrow|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;
/** The language switch offers each language in its own words. */
const OFFERS = new Set(['Read in English']);

async function englishOnScreen(page: Page, fromServer: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, [aria-hidden="true"]')) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) found.push(text);
    }
    // An option's title is a currency's or a country's name from the browser's own data (`Intl`), not ours.
    for (const element of document.querySelectorAll('[aria-label], :not(option)[title], [placeholder]'))
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    const zones = [...document.querySelectorAll('option')]
      .map((option) => option.value)
      .filter((value) => /^[A-Za-z]+\/[A-Za-z_/-]+$/.test(value));
    return { found, zones };
  });
  // The zone picker names each zone by its id and the id's city, which the browser's own data has in no other language
  // (`Intl` names countries and clocks, not cities), and by its clock's abbreviation: identifiers, like codes.
  const zoneWords = new Set(
    texts.zones.flatMap((zone) => zone.replaceAll('_', ' ').match(/[A-Za-z]{2,}/g) ?? []),
  );
  const english = new Set<string>();
  const serverWords = new Set([...fromServer].flatMap((server) => server.match(/[A-Za-z]{2,}/g) ?? []));
  for (const text of texts.found) {
    if (OFFERS.has(text) || [...fromServer].some((server) => server.includes(text) || text.includes(server)))
      continue;
    // A word the server sent (a person's first name beside a greeting) is the server's too.
    const words = (text.match(/[A-Za-z]{2,}/g) ?? []).filter(
      (word) => !SAME_IN_EVERY_LANGUAGE.test(word) && !serverWords.has(word) && !zoneWords.has(word),
    );
    if (words.length > 0) english.add(text);
  }
  return [...english];
}

/**
 * Reads each page in the pseudo-language as the person `signIn` makes, and answers the pages where English from
 * code was found, with what was found.
 */
async function englishPages(page: Page, signIn: () => Promise<void>, paths: string[]) {
  const fromServer = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && /[A-Za-z]{2}/.test(value) && value.length > 1)
      fromServer.add(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    collect(await response.json().catch(() => null));
  });
  await page.goto('/');
  await signIn();
  await page.evaluate(() => localStorage.setItem('engageX_language', 'pseudo'));
  const stillEnglish: string[] = [];
  const report: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.locator('main h1, main h2').first().waitFor();
    await page.waitForLoadState('networkidle');
    const english = await englishOnScreen(page, fromServer);
    if (english.length > 0) {
      stillEnglish.push(path);
      report.push(`${path}: ${english.slice(0, 12).join(' | ')}`);
    }
  }
  console.log(`[pseudo] English outside the catalogues:\n${report.join('\n')}`);
  return stillEnglish;
}

describe('the pseudo-language pass', () => {
  test('pages out of the catalogues are exactly the ones still listed', async () => {
    await journey(browser(), 'pseudo-language', { viewport: DESKTOP }, async (page) => {
      const paths = [...PAGES, await ticketingEventPage()];
      expect(await englishPages(page, () => signInAsDemoUser(page), paths)).toEqual(PAGES_STILL_IN_ENGLISH);
    });
  });

  test('an organiser’s event page (ticket types, questions, codes, bookings) and its sales page', async () => {
    const organiser = await signIn(DEMO_ORGANISER_EMAIL);
    const mine = await call(organiser.token, eventsApi.list, { query: { mine: 'true', limit: 100 } });
    const comedy = mine.items.find((event) => event.title.startsWith('Comedy Night'));
    if (!comedy) throw new Error('The demo organiser runs no Comedy Night');
    await journey(browser(), 'pseudo-language-organiser', { viewport: DESKTOP }, async (page) => {
      const signInAsOrganiser = async () => {
        await page.waitForURL(isSignInPage);
        await emailField(page).fill(DEMO_ORGANISER_EMAIL);
        await signInButton(page).click();
        await page.waitForURL((url) => !isSignInPage(url));
      };
      const paths = [`/events/admin/${comedy.id}`, `/events/admin/${comedy.id}/sales`];
      expect(await englishPages(page, signInAsOrganiser, paths)).toEqual([]);
    });
  });
});
