/**
 * Organisers' webhooks in the browser (decision 091): an organiser adds a webhook pointing at a receiver on this
 * machine (loopback, allowed outside production), copies its secret once, a person books the organiser's free
 * show, and the receiver gets `booking.confirmed` whose signature verifies with that secret, as the README's check
 * does it; the page then lists the delivery as delivered. The organiser rolls the secret (decision 111): the next
 * delivery verifies with the new secret and, for its day, the old one. Shot at 390 px. Changes when the page or the
 * payload does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { grantRole, newPerson } from './support/people.js';
import { signInWithEmail } from './support/portal.js';
import { publishedShow } from './support/shows.js';

const browser = sharedBrowser();
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(204).end();
  });
});
let receiverUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** The README's receiver-side check, word for word: any `v1` that matches (two for a day after a roll). */
function verified(secret: string, rawBody: string, header: string, toleranceSeconds = 300) {
  const parts = header.split(',').map((part) => part.split('='));
  const t = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!(Math.abs(Date.now() / 1000 - t) <= toleranceSeconds)) return false; // a replay
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex'));
  return parts.some(
    ([name, v1 = '']) =>
      name === 'v1' && v1.length === expected.length && timingSafeEqual(Buffer.from(v1), expected),
  );
}

describe('webhooks', () => {
  test('an organiser adds a webhook, a person books, the receiver gets a signed booking.confirmed', async () => {
    const organiser = await newPerson('webhook-organiser');
    const admin = await signIn(ADMIN_EMAIL);
    await grantRole(admin.token, organiser.user.id, 'organiser');
    await journey(browser(), 'webhooks', { viewport: PHONE }, async (page) => {
      await page.goto('/events/admin/webhooks');
      await signInWithEmail(page, organiser.email);
      await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
      await page.getByLabel('Receiver URL').fill(receiverUrl);
      await page.getByRole('button', { name: 'Add webhook' }).click();
      const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      await screenshot(page, 'webhooks-added-phone-light');

      const { token } = await signIn(organiser.email);
      const show = await publishedShow(token, {
        title: `Webhook night ${Date.now().toString(36)}`,
        startsAt: new Date(Date.now() + 3 * 86_400_000),
        endsAt: new Date(Date.now() + 3 * 86_400_000 + 7_200_000),
        capacity: 20,
      });
      const booker = await newPerson('webhook-booker');
      const booking = await call(booker.token, bookingsApi.create, {
        body: { eventId: show.eventId, slotId: show.slotId, seats: 1 },
      });
      expect(booking.status).toBe('confirmed');

      const deadline = Date.now() + 20_000;
      while (received.length === 0 && Date.now() < deadline) await page.waitForTimeout(200);
      expect(received).toHaveLength(1);
      const [got] = received;
      const payload = JSON.parse(got?.body ?? '{}');
      expect(payload).toMatchObject({ type: 'booking.confirmed', data: { bookingId: booking.id } });
      expect(verified(secret, got?.body ?? '', String(got?.headers['engagex-signature']))).toBe(true);
      expect(verified(`${secret}x`, got?.body ?? '', String(got?.headers['engagex-signature']))).toBe(false);

      await page.reload();
      await page.getByRole('button', { name: 'Deliveries' }).click();
      await page.getByText('Delivered').waitFor();
      await page.getByText(payload.id).waitFor();
      await screenshot(page, 'webhooks-delivered-phone-light');

      // Rolling the secret: asked first, the new one shown once; both sign the next delivery for a day.
      await page.getByRole('button', { name: `Roll the signing secret of ${receiverUrl}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Roll the signing secret?' });
      await dialog.getByRole('button', { name: 'Roll the secret' }).click();
      await page.getByText('Copy your new signing secret now').waitFor();
      const rolled = (await page.getByTestId('webhook-secret').textContent()) ?? '';
      expect(rolled).toMatch(/^whsec_/);
      expect(rolled).not.toBe(secret);
      await screenshot(page, 'webhooks-rolled-phone-light');
      const another = await newPerson('webhook-booker-again');
      const second = await call(another.token, bookingsApi.create, {
        body: { eventId: show.eventId, slotId: show.slotId, seats: 1 },
      });
      expect(second.status).toBe('confirmed');
      const later = Date.now() + 20_000;
      while (received.length < 2 && Date.now() < later) await page.waitForTimeout(200);
      const next = received[1];
      const header = String(next?.headers['engagex-signature']);
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
      expect(verified(rolled, next?.body ?? '', header)).toBe(true);
      expect(verified(secret, next?.body ?? '', header)).toBe(true);
      expect(verified(`${rolled}x`, next?.body ?? '', header)).toBe(false);
    });
  });
});
