/**
 * The booking widget on the server (decision 095): an organiser's list of origins, checked and kept, and the headers
 * that let exactly those origins frame the event's booking page while every other page stays unframable.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { embedApi } from '@engagex/contracts/api/embed';
import { probesApi } from '@engagex/contracts/api/probes';
import { afterAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { type Session, signIn } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { SECRETS } from '../../../test/security/sessions.js';
import { useSuite } from '../../../test/suite.js';

const realm = 'events';
const FESTIVAL = 'https://festival.example';
const PARTNER = 'https://partner.example:8443';

/** A stand-in web build: the shell is all the widget's pages send. */
const webDir = mkdtempSync(path.join(tmpdir(), 'engagex-embed-'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>EngageX</title>');
writeFileSync(path.join(webDir, 'embed.js'), '(() => {})();');

const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

describe('the booking widget', () => {
  const suite = useSuite('pglite', {
    env: { ...SECRETS, SERVE_WEB: 'true', WEB_DIST_DIR: webDir },
    cast: async (app) => ({
      organiser: await signInOrganiser(app, 'embed-organiser@example.com'),
      rival: await signInOrganiser(app, 'embed-rival@example.com'),
      visitor: await signIn(app, 'embed-visitor@example.com'),
    }),
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  const newEvent = async () =>
    (
      await createEventWithSlot(suite.app, SERVICE_PREFIXES.events, suite.organiser, {
        capacity: 5,
        priceCredits: 0,
      })
    ).eventId;
  const put = (eventId: string, body: unknown, session: Session | null = suite.organiser) =>
    inject(suite.app, embedApi.set, { realm, session, params: { id: eventId }, body: offContract(body) });
  const page = (url: string) => suite.app.inject({ method: 'GET', url });

  it('keeps the organiser’s origins, and only theirs to set', async () => {
    const eventId = await newEvent();
    const read = await inject(suite.app, embedApi.get, {
      realm,
      session: suite.organiser,
      params: { id: eventId },
    });
    expect(read.data()).toEqual({ origins: [] });
    expect((await put(eventId, { origins: [FESTIVAL, PARTNER] })).data()).toEqual({
      origins: [FESTIVAL, PARTNER],
    });
    const again = await inject(suite.app, embedApi.get, {
      realm,
      session: suite.organiser,
      params: { id: eventId },
    });
    expect(again.data()).toEqual({ origins: [FESTIVAL, PARTNER] });
    // Another organiser and a visitor do not find the event (decision 046); nothing changed.
    expect((await put(eventId, { origins: ['https://evil.example'] }, suite.rival)).statusCode).toBe(404);
    expect((await put(eventId, { origins: ['https://evil.example'] }, suite.visitor)).statusCode).toBe(403);
    const csp = (await page(`/embed/events/${eventId}`)).headers['content-security-policy'];
    expect(frameAncestors(csp)).toBe(`${FESTIVAL} ${PARTNER}`);
  });

  it('refuses what is not an origin, with the field named and nothing changed', async () => {
    const eventId = await newEvent();
    await put(eventId, { origins: [FESTIVAL] });
    for (const bad of [
      'http://festival.example',
      'https://festival.example/tickets',
      'https://festival.example; script-src *',
      'festival.example',
      'HTTPS://Festival.example',
    ]) {
      const answer = await put(eventId, { origins: [bad] });
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.body, bad).toContain('origins.0');
    }
    expect((await put(eventId, { origins: [FESTIVAL, FESTIVAL] })).statusCode).toBe(400);
    expect((await put(eventId, { origins: ['http://localhost:5173'] })).data()).toEqual({
      origins: ['http://localhost:5173'],
    });
    await put(eventId, { origins: [FESTIVAL] });
    const csp = (await page(`/embed/events/${eventId}`)).headers['content-security-policy'];
    expect(frameAncestors(csp)).toBe(FESTIVAL);
  });

  it('lets the listed origins frame the event’s page, with no X-Frame-Options to contradict it', async () => {
    const eventId = await newEvent();
    await put(eventId, { origins: [FESTIVAL] });
    const answer = await page(`/embed/events/${eventId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(frameAncestors(answer.headers['content-security-policy'])).toBe(FESTIVAL);
    expect(answer.headers['x-frame-options']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    // The rest of the page's policy is the web app's.
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('lets nobody frame an event without listed origins, nor an unknown event', async () => {
    const unlisted = await newEvent();
    const answer = await page(`/embed/events/${unlisted}`);
    expect(answer.statusCode).toBe(200);
    expect(frameAncestors(answer.headers['content-security-policy'])).toBe("'none'");
    // An emptied list is no list.
    await put(unlisted, { origins: [FESTIVAL] });
    await put(unlisted, { origins: [] });
    expect(frameAncestors((await page(`/embed/events/${unlisted}`)).headers['content-security-policy'])).toBe(
      "'none'",
    );
    for (const url of ['/embed/events/5d3f1c2e-0000-4000-8000-000000000000', '/embed/events/not-an-id']) {
      const unknown = await page(url);
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.headers['content-type'], url).toMatch(/^text\/html/);
      expect(frameAncestors(unknown.headers['content-security-policy']), url).toBe("'none'");
    }
  });

  it('lets other sites load the loader script, revalidated, and nothing else of the app', async () => {
    const loader = await page('/embed.js');
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['content-type']).toMatch(/javascript/);
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(loader.headers['cache-control']).toBe('no-cache');
    expect((await page('/sign-in')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('keeps every other page unframable, and the sign-in popup without an opener policy', async () => {
    const eventId = await newEvent();
    await put(eventId, { origins: [FESTIVAL] });
    const paymentWindow = ['/embed/checkout?realm=events&booking=x&popup=1', '/embed/payment-return?popup=1'];
    for (const url of [
      '/',
      '/sign-in',
      `/events/${eventId}`,
      '/embed/sign-in',
      '/embed/signed-in',
      ...paymentWindow,
    ]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(frameAncestors(answer.headers['content-security-policy']), url).toBe("'none'");
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    expect((await page('/sign-in')).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect((await page('/embed/sign-in')).headers['cross-origin-opener-policy']).toBeUndefined();
    expect((await page('/embed/signed-in')).headers['cross-origin-opener-policy']).toBeUndefined();
    // The portal's return from a checkout, which the card window passes through (decision 110): no opener policy,
    // still framable by nobody; a page whose address only starts alike keeps the policy.
    const returned = await page('/events/payment-return?kind=booking&realm=events&id=x');
    expect(returned.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(frameAncestors(returned.headers['content-security-policy'])).toBe("'none'");
    expect(returned.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await page('/events/payment-returns')).headers['cross-origin-opener-policy']).toBe(
      'same-origin-allow-popups',
    );
    const api = await inject(suite.app, probesApi.ping);
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(frameAncestors(api.headers['content-security-policy'])).toBe("'none'");
  });
});
