import { createHmac } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER } from '../../platform/payments/sandbox.js';
import { useTestDatabase } from '../../test/harness.js';

/**
 * The payments service from the endpoint table (decisions 040 and 065): its webhook still reads the exact bytes
 * it was signed over, a bad signature or order changes nothing, and the API docs describe the webhook's envelope
 * and the checkout's way back as a 303.
 */
const SECRET = 'p'.repeat(40);
const PREFIX = SERVICE_PREFIXES.payments;

describe('the payments endpoints', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;
  const webhookEvents = async () =>
    (await (await database()).db.selectFrom('payment_webhook_events').select('event_id').execute()).length;

  beforeAll(async () => {
    app = await (await database()).build({ PAYMENT_SIGNING_SECRET: SECRET });
  });
  afterAll(() => app.close());

  const webhook = (raw: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: `${PREFIX}/webhooks/sandbox`,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: raw,
    });
  const sign = (raw: string) => createHmac('sha256', `${SECRET}:webhook`).update(raw).digest('hex');

  it('verifies a webhook over its raw bytes: the same JSON spaced otherwise is refused, and nothing is stored', async () => {
    const raw = JSON.stringify({
      id: 'evt_raw_bytes',
      event: 'payment.captured',
      orderId: 'sbx_unknown1',
      paymentId: 'pay_1',
    });
    const respaced = raw.replace(/,/g, ', ');
    const refused = await webhook(respaced, sign(raw));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect(await webhook(raw, 'ab'.repeat(32)).then((answer) => answer.statusCode)).toBe(401);
    expect(await webhookEvents()).toBe(0);

    const applied = await webhook(raw, sign(raw));
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ success: true, data: { status: 'ignored' } });
    const replayed = await webhook(raw, sign(raw));
    expect(replayed.json()).toEqual({ success: true, data: { status: 'duplicate' } });
  });

  it("answers the checkout's way back for an unknown or malformed order with the error envelope", async () => {
    const unknown = await app.inject({ method: 'POST', url: `${PREFIX}/sandbox/sbx_nosuchorder/pay` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const malformed = await app.inject({ method: 'POST', url: `${PREFIX}/sandbox/a%20b/fail` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('describes the webhook and the way back in the API docs, and leaves the HTML page out', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const webhookDoc = paths[`${PREFIX}/webhooks/sandbox`]?.post?.responses ?? {};
    expect(Object.keys(webhookDoc)).toEqual(expect.arrayContaining(['200', '401']));
    const pay = paths[`${PREFIX}/sandbox/{orderId}/pay`]?.post?.responses ?? {};
    expect(Object.keys(pay)).toEqual(expect.arrayContaining(['303', '404']));
    expect(pay).not.toHaveProperty('200');
    expect(paths[`${PREFIX}/sandbox/{orderId}`]).toBeUndefined();
  });
});
