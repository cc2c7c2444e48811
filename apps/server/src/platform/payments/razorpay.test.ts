import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, useTestDatabase } from '../../test/harness.js';
import { ledgerInvariantViolations } from '../ledger/ledger-invariants.js';
import { createRazorpayGateway } from './razorpay.js';

const KEY_SECRET = 'rzp_test_secret_value';
const WEBHOOK_SECRET = 'rzp_webhook_secret_value';
const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/** A stand-in for Razorpay's Orders API on loopback, so the official SDK really sends its request. */
async function startFakeRazorpay() {
  const received: { path: string; auth: string; body: Record<string, unknown> }[] = [];
  let counter = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        auth: request.headers.authorization ?? '',
        body: JSON.parse(raw || '{}'),
      });
      counter += 1;
      const body = JSON.parse(raw || '{}');
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `order_fake${counter}`,
          entity: 'order',
          amount: body.amount,
          currency: body.currency,
          status: 'created',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('razorpay signatures', () => {
  const gateway = createRazorpayGateway({
    keyId: 'rzp_test_key',
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: 'http://127.0.0.1:9',
    publicUrl: 'http://portal.test',
  });

  it('accepts HMAC-SHA256 of order_id|payment_id with the key secret, and nothing else', () => {
    const signature = hmac(KEY_SECRET, 'order_A|pay_B');
    expect(gateway.verifyPaymentSignature({ orderId: 'order_A', paymentId: 'pay_B', signature })).toBe(true);
    expect(gateway.verifyPaymentSignature({ orderId: 'order_A', paymentId: 'pay_C', signature })).toBe(false);
    expect(
      gateway.verifyPaymentSignature({
        orderId: 'order_A',
        paymentId: 'pay_B',
        signature: hmac(WEBHOOK_SECRET, 'order_A|pay_B'),
      }),
    ).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId: 'order_A', paymentId: 'pay_B', signature: 'zz' })).toBe(
      false,
    );
  });

  it('verifies webhooks over the raw body with the webhook secret', () => {
    const raw = Buffer.from(
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1' } } },
      }),
    );
    const event = gateway.parseWebhook(raw, {
      'x-razorpay-signature': hmac(WEBHOOK_SECRET, raw.toString()),
      'x-razorpay-event-id': 'evt_1',
    });
    expect(event).toEqual({
      eventId: 'evt_1',
      type: 'payment.captured',
      orderId: 'order_1',
      paymentId: 'pay_1',
    });
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(raw.toString()), null, 2));
    expect(
      gateway.parseWebhook(reformatted, { 'x-razorpay-signature': hmac(WEBHOOK_SECRET, raw.toString()) }),
    ).toBeNull();
    expect(
      gateway.parseWebhook(raw, { 'x-razorpay-signature': hmac(KEY_SECRET, raw.toString()) }),
    ).toBeNull();
    expect(gateway.parseWebhook(raw, {})).toBeNull();
  });
});

describe('razorpay end to end, offline', () => {
  const database = useTestDatabase('pglite');
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
  });
  afterAll(() => fake.close());

  it('creates the order through the SDK, completes by signed callback, and applies a signed webhook once', async () => {
    const db = await database();
    const app = await db.build({
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.url,
      PUBLIC_URL: 'http://portal.test',
    });
    const session = await signIn(app, 'razor@example.com');
    const initiated = await app.inject({
      method: 'POST',
      url: '/api/main/cps/credit-purchase/initiate',
      headers: session.headers,
      payload: { amount: 250.5, currency: 'INR' },
    });
    expect(initiated.statusCode).toBe(201);
    const purchase = initiated.json().data;
    expect(purchase.gateway).toBe('razorpay');
    expect(fake.received[0]).toMatchObject({
      path: '/v1/orders',
      body: { amount: 25050, currency: 'INR', receipt: purchase.purchaseId },
    });
    expect(fake.received[0]?.auth).toBe(
      `Basic ${Buffer.from(`rzp_test_key:${KEY_SECRET}`).toString('base64')}`,
    );
    const orderId = purchase.paymentUrl.split('/').pop() as string;

    const page = await app.inject({ method: 'GET', url: `/api/payments/razorpay/checkout/${orderId}` });
    expect(page.headers['content-security-policy']).toContain('https://checkout.razorpay.com');
    expect(page.body).toContain(`data-order="${orderId}"`);

    const callback = await app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        razorpay_payment_id: 'pay_X',
        razorpay_order_id: orderId,
        razorpay_signature: hmac(KEY_SECRET, `${orderId}|pay_X`),
      }).toString(),
    });
    expect(callback.statusCode).toBe(303);
    const query = Object.fromEntries(new URL(callback.headers.location as string).searchParams);
    const completed = await app.inject({
      method: 'POST',
      url: '/api/main/cps/credit-purchase/complete',
      headers: session.headers,
      payload: query,
    });
    expect(completed.json().data).toMatchObject({ status: 'completed', credits: 25 });

    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_X', order_id: orderId } } },
    });
    const webhook = (signature: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/razorpay',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': 'evt_X',
        },
        payload: raw,
      });
    expect((await webhook(hmac(KEY_SECRET, raw))).statusCode).toBe(401);
    expect((await webhook(hmac(WEBHOOK_SECRET, raw))).json().data.status).toBe('applied');
    expect((await webhook(hmac(WEBHOOK_SECRET, raw))).json().data.status).toBe('duplicate');
    const balance = await app.inject({
      method: 'GET',
      url: '/api/main/cps/credit-transaction/balance',
      headers: session.headers,
    });
    expect(balance.json().data.balance).toBe(25);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });
});
