// Over 300 lines: the Razorpay adapter against a local fake of its API, every signature and state it answers.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { creditsApi } from '@engagex/contracts/api/credits';
import { razorpayPaymentsApi } from '@engagex/contracts/api/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, endpointUrl, inject } from '../../test/api.js';
import { signIn, useTestDatabase } from '../../test/harness.js';
import { ledgerInvariantViolations } from '../ledger/ledger-invariants.js';
import { createRazorpayGateway } from './razorpay.js';

const KEY_SECRET = 'rzp_test_secret_value';
const WEBHOOK_SECRET = 'rzp_webhook_secret_value';
const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

const BASIC_AUTH = `Basic ${Buffer.from(`rzp_test_key:${KEY_SECRET}`).toString('base64')}`;
const FULLY_REFUNDED = {
  code: 'BAD_REQUEST_ERROR',
  description: 'The payment has been fully refunded already',
};

type Scripted = { status: number; body: unknown; delayMs?: number };

/**
 * A stand-in for Razorpay's Orders and Refunds API on loopback, so the client really sends its requests. A refund
 * whose X-Refund-Idempotency key it has seen is answered "fully refunded", Razorpay's answer to a full refund
 * asked again (the harder of its two answers to a retry; the other repeats the first refund); `script` answers
 * the next requests otherwise (a 5xx, a stall).
 */
async function startFakeRazorpay() {
  const received: {
    path: string;
    auth: string;
    idempotencyKey: string | undefined;
    body: Record<string, unknown>;
  }[] = [];
  const scripted: Scripted[] = [];
  const refundKeys = new Set<string>();
  let counter = 0;
  const answer = (request: IncomingMessage, body: Record<string, unknown>): Scripted => {
    const next = scripted.shift();
    if (next) return next;
    counter += 1;
    if (request.url === '/v1/orders') {
      const order = { id: `order_fake${counter}`, entity: 'order', status: 'created' };
      return { status: 200, body: { ...order, amount: body.amount, currency: body.currency } };
    }
    const refund = request.url?.match(/^\/v1\/payments\/([^/]+)\/refund$/);
    if (!refund) return { status: 404, body: { error: { code: 'NOT_FOUND', description: 'No such route' } } };
    const key = request.headers['x-refund-idempotency'];
    if (typeof key === 'string' && refundKeys.has(key))
      return { status: 400, body: { error: FULLY_REFUNDED } };
    if (typeof key === 'string') refundKeys.add(key);
    return {
      status: 200,
      body: { id: `rfnd_fake${counter}`, entity: 'refund', payment_id: refund[1], amount: body.amount },
    };
  };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(raw || '{}');
      const key = request.headers['x-refund-idempotency'];
      received.push({
        path: request.url ?? '',
        auth: request.headers.authorization ?? '',
        idempotencyKey: Array.isArray(key) ? key[0] : key,
        body,
      });
      const { status, body: reply, delayMs = 0 } = answer(request, body);
      setTimeout(() => {
        if (!response.destroyed)
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    script: (...answers: Scripted[]) => scripted.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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

describe('razorpay REST client, against a local fake', () => {
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let gateway: ReturnType<typeof createRazorpayGateway>;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    gateway = createRazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      publicUrl: 'http://portal.test',
      // Long enough for a busy machine's local fake to answer (200 ms was not at load ~7, nor 1 s once in a clean
      // clone's run); the stall below waits 10 s.
      timeoutMs: 3_000,
    });
  });
  afterAll(() => fake.close());
  const last = () => fake.received.at(-1);
  const refundAsk = {
    paymentId: 'pay_R1',
    amountMinor: 80000,
    reason: 'Cancelled',
    idempotencyKey: 'purchase:p1:refund',
  };

  it('creates an order with Basic auth, and points the buyer at our checkout page for it', async () => {
    const order = await gateway.createOrder({
      purchaseId: 'purchase_1',
      amountMinor: 80000,
      currency: 'INR',
      description: 'Two seats',
    });
    expect(last()).toMatchObject({
      path: '/v1/orders',
      auth: BASIC_AUTH,
      body: { amount: 80000, currency: 'INR', receipt: 'purchase_1', notes: { purchaseId: 'purchase_1' } },
    });
    expect(order.paymentUrl).toBe(`http://portal.test/api/payments/razorpay/checkout/${order.orderId}`);
  });

  it('refunds the payment, keyed; a retry answered "fully refunded" sends the same request and is done', async () => {
    await gateway.refund(refundAsk);
    const first = last();
    expect(first).toMatchObject({
      path: '/v1/payments/pay_R1/refund',
      auth: BASIC_AUTH,
      body: { amount: 80000, notes: { reason: 'Cancelled' } },
    });
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f]{40}$/);
    expect(first?.body.receipt).toBe(first?.idempotencyKey);

    await expect(gateway.refund(refundAsk)).resolves.toBeUndefined();
    expect(last()).toEqual(first);
  });

  it('passes on any other refusal, and "fully refunded" too when the refund carries no key', async () => {
    fake.script({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount is invalid' } },
    });
    await expect(gateway.refund({ ...refundAsk, paymentId: 'pay_R2' })).rejects.toMatchObject({
      name: 'RazorpayApiError',
      status: 400,
      code: 'BAD_REQUEST_ERROR',
    });
    fake.script({ status: 400, body: { error: FULLY_REFUNDED } });
    const { idempotencyKey: _key, ...unkeyed } = refundAsk;
    await expect(gateway.refund(unkeyed)).rejects.toMatchObject({ name: 'RazorpayApiError' });
    expect(last()?.idempotencyKey).toBeUndefined();
  });

  it('takes a 5xx, a stall past the timeout or a closed port for the gateway being unavailable', async () => {
    const unavailable = { name: 'AppError', code: 'SERVICE_UNAVAILABLE', status: 503 };
    fake.script({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(gateway.refund({ ...refundAsk, paymentId: 'pay_R3' })).rejects.toMatchObject(unavailable);
    fake.script({ status: 500, body: { error: { code: 'SERVER_ERROR', description: 'Oops' } } });
    await expect(
      gateway.createOrder({ purchaseId: 'p5', amountMinor: 100, currency: 'INR', description: 'x' }),
    ).rejects.toMatchObject(unavailable);

    // A stall far past the client's timeout, so a busy machine's slowness cannot pass for waiting it out.
    const stallMs = 10_000;
    fake.script({ status: 200, body: { id: 'rfnd_late' }, delayMs: stallMs });
    const started = Date.now();
    const stalled = gateway.refund({ ...refundAsk, paymentId: 'pay_R4' });
    await expect(stalled).rejects.toMatchObject(unavailable);
    await expect(stalled.catch((error: Error) => (error.cause as Error).name)).resolves.toBe('TimeoutError');
    // It gave up: the answer would have come only after the stall.
    expect(Date.now() - started).toBeLessThan(stallMs);

    const closed = createRazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: 'http://127.0.0.1:9',
      publicUrl: 'http://portal.test',
    });
    await expect(closed.refund(refundAsk)).rejects.toMatchObject(unavailable);
  });
});

describe('razorpay end to end, offline', () => {
  const database = useTestDatabase('pglite');
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
  });
  afterAll(() => fake.close());

  it('creates the order through the API, completes by signed callback, and applies a signed webhook once', async () => {
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
    const initiated = await inject(app, creditsApi.initiatePurchase, {
      session,
      body: { amount: 250.5, currency: 'INR' },
    });
    expect(initiated.statusCode).toBe(201);
    const purchase = initiated.data();
    expect(purchase.gateway).toBe('razorpay');
    expect(fake.received[0]).toMatchObject({
      path: '/v1/orders',
      body: { amount: 25050, currency: 'INR', receipt: purchase.purchaseId },
    });
    expect(fake.received[0]?.auth).toBe(BASIC_AUTH);
    const checkout = new URL(purchase.paymentUrl ?? 'http://portal.test/no-checkout');
    const orderId = checkout.pathname.split('/').pop() as string;

    // The checkout page is HTML, no endpoint of the table: it is where the purchase sends the browser.
    const page = await app.inject({ method: 'GET', url: checkout.pathname });
    expect(page.headers['content-security-policy']).toContain('https://checkout.razorpay.com');
    // Its own policy replaces the pages' one, and still lets nobody frame it (decision 105).
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // A page under /api/ still gets a page's headers (decision 094), its own CSP kept, but no opener policy: the
    // widget's card window passes through it and its frame must keep reading it as open (decision 110).
    expect(page.headers['origin-agent-cluster']).toBe('?1');
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(page.body).toContain(`data-order="${orderId}"`);

    // Razorpay's checkout posts its proof as a form, so the body goes as the form's text.
    const callback = await app.inject({
      method: razorpayPaymentsApi.callback.method,
      url: endpointUrl(razorpayPaymentsApi.callback),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        razorpay_payment_id: 'pay_X',
        razorpay_order_id: orderId,
        razorpay_signature: hmac(KEY_SECRET, `${orderId}|pay_X`),
      }).toString(),
    });
    expect(callback.statusCode).toBe(303);
    // The portal's return page confirms the proof the callback sent the browser back with.
    const back = new URL(callback.headers.location as string).searchParams;
    const completed = await inject(app, creditsApi.completePurchase, {
      session,
      body: {
        purchaseId: back.get('purchaseId') ?? '',
        paymentId: back.get('paymentId') ?? '',
        signature: back.get('signature') ?? '',
      },
    });
    expect(completed.data()).toMatchObject({ status: 'completed', credits: 25 });

    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_X', order_id: orderId } } },
    });
    const webhook = (signature: string) =>
      // A webhook is verified over its raw bytes (decision 040), so it goes as the text that was signed.
      app.inject({
        method: razorpayPaymentsApi.webhook.method,
        url: endpointUrl(razorpayPaymentsApi.webhook),
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
    expect(await balanceOf(app, session)).toBe(25);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });

  it('answers 503 when Razorpay fails to open the order', async () => {
    const db = await database();
    const app = await db.build({
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.url,
      PUBLIC_URL: 'http://portal.test',
    });
    const session = await signIn(app, 'razor-down@example.com');
    fake.script({ status: 503, body: { error: { code: 'SERVER_ERROR', description: 'Down' } } });
    const initiated = await inject(app, creditsApi.initiatePurchase, {
      session,
      body: { amount: 100, currency: 'INR' },
    });
    expect(initiated.statusCode).toBe(503);
    expect(initiated.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    expect(fake.received.at(-1)?.auth).toBe(BASIC_AUTH);
  });
});
