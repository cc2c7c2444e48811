/**
 * An organiser's tools together (decisions 090, 091 and 095): the organiser makes an API key and a webhook, lists
 * their own site for the booking widget; a visitor on that site (another origin) books in the widget's frame; the
 * organiser's receiver gets `booking.confirmed` for that booking, signed so that the README's check verifies it, and
 * the key reads the organiser's event. Each part has its own journey (api-keys, webhooks, widget); this one proves
 * they meet. Changes when any of the three does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiKeysApi } from '@engagex/contracts/api/api-keys';
import { embedApi } from '@engagex/contracts/api/embed';
import { eventsApi } from '@engagex/contracts/api/events';
import { webhooksApi } from '@engagex/contracts/api/webhooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, endpointPath, signIn } from './support/api.js';
import { baseUrl, DESKTOP, journey, sharedBrowser } from './support/browser.js';
import { grantRole, newPerson } from './support/people.js';
import { signInAsNewDemoUser } from './support/portal.js';
import { publishedShow } from './support/shows.js';
import { clickInFrame, organiserSite } from './support/widget.js';

const browser = sharedBrowser();
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let receiverUrl = '';
let eventId = '';
const site = organiserSite();

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** The README's receiver-side check. */
function verified(secret: string, rawBody: string, header: string) {
  const { t, v1 = '' } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}

describe("an organiser's tools together", () => {
  test('a key, a webhook and the widget: a visitor books on another site, the receiver gets it signed', async () => {
    const organiser = await newPerson('tools-organiser');
    const admin = await signIn(ADMIN_EMAIL);
    await grantRole(admin.token, organiser.user.id, 'organiser');
    const { token } = await signIn(organiser.email);
    const key = await call(token, apiKeysApi.create, {
      body: { name: 'Box office', scopes: ['events:read'] },
    });
    const hook = await call(token, webhooksApi.create, {
      body: { url: receiverUrl, events: ['booking.confirmed'] },
    });
    const title = `Tools Night ${Date.now().toString(36).toUpperCase()}`;
    const start = new Date(Date.now() + 9 * 86_400_000);
    const show = await publishedShow(token, {
      title,
      startsAt: start,
      endsAt: new Date(start.getTime() + 3 * 3_600_000),
      capacity: 30,
    });
    eventId = show.eventId;
    await call(token, embedApi.set, { params: { id: eventId }, body: { origins: [site.origin()] } });

    await journey(browser(), 'organiser-tools', { viewport: DESKTOP }, async (page) => {
      await page.goto(site.page(eventId));
      const frame = page.frameLocator('iframe[data-engagex]');
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        clickInFrame(page, frame.getByRole('button', { name: 'Sign in to book' })),
      ]);
      const closed = popup.waitForEvent('close', { timeout: 30_000 });
      await signInAsNewDemoUser(popup, { email: `tools-${Date.now()}@example.com`, name: 'Tools Visitor' });
      await closed;
      await frame.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
      const panel = frame.getByRole('region', { name: 'Booking' });
      await clickInFrame(page, panel.getByRole('button', { name: 'Book 1 seat' }));
      await panel.getByRole('heading', { name: 'You are going!' }).waitFor({ timeout: 30_000 });

      const deadline = Date.now() + 20_000;
      while (received.length === 0 && Date.now() < deadline) await page.waitForTimeout(200);
    });
    expect(received).toHaveLength(1);
    const [got] = received;
    const payload = JSON.parse(got?.body ?? '{}');
    expect(payload).toMatchObject({ type: 'booking.confirmed', data: { eventId } });
    expect(verified(hook.secret, got?.body ?? '', String(got?.headers['engagex-signature']))).toBe(true);

    // The key reads the organiser's events, this one among them.
    const listed = await fetch(`${baseUrl()}${endpointPath(eventsApi.list)}?limit=50`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${key.key}` },
    });
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as { data: { items: { id: string }[] } };
    expect(body.data.items.map((event) => event.id)).toContain(eventId);
  }, 240_000);
});
