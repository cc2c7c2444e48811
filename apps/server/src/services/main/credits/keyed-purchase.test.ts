import { randomUUID } from 'node:crypto';
import { creditsApi } from '@engagex/contracts/api/credits';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointUrl, inject } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, signIn, useTestDatabase } from '../../../test/harness.js';
import { useCreditsSuite } from './credits.fixtures.js';

describe.each(DATABASE_KINDS)('the Idempotency-Key of initiate on %s', (kind) => {
  const { suite } = useCreditsSuite(kind);
  let { db, app, alice, bob } = suite;
  beforeAll(() => {
    ({ db, app, alice, bob } = suite);
  });

  const open = (session: Session, key: string | null, body: { amount: number; currency: string }) =>
    inject(app, creditsApi.initiatePurchase, {
      session,
      headers: key ? { 'idempotency-key': key } : {},
      body,
    });
  const purchasesOf = async (session: Session) =>
    (
      await db.db
        .selectFrom('credit_purchases')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', session.user.id)
        .executeTakeFirstOrThrow()
    ).count;

  it('answers a retry of the same request with the first purchase, and refuses the key for another', async () => {
    const key = `buy-${randomUUID()}`;
    const first = await open(alice, key, { amount: 500, currency: 'INR' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const opened = await purchasesOf(alice);
    // A retry after a timeout: the same request, its fields in another order.
    const retry = await open(alice, key, { currency: 'INR', amount: 500 });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data).toEqual(first.json().data);
    const other = await open(alice, key, { amount: 600, currency: 'INR' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect(other.json().message).toContain('Idempotency-Key');
    const malformed = await open(alice, 'no spaces', { amount: 500, currency: 'INR' });
    expect(malformed.statusCode).toBe(400);
    expect(await purchasesOf(alice)).toBe(opened);
    // A key is its user's own: another user's same key opens their own purchase.
    const bobs = await open(bob, key, { amount: 500, currency: 'INR' });
    expect(bobs.statusCode).toBe(201);
    expect(bobs.json().data.purchaseId).not.toBe(first.json().data.purchaseId);
  });

  it('is declared in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths[endpointUrl(creditsApi.initiatePurchase)].post.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
  });

  it('opens the order on the retry after the gateway failed with a 503, and only once', async () => {
    const key = `buy-${randomUUID()}`;
    const body = { amount: 300, currency: 'INR' };
    const createOrder = vi
      .spyOn(app.paymentGateway, 'createOrder')
      .mockRejectedValueOnce(new Error('gateway down'));
    const failed = await open(alice, key, body);
    createOrder.mockRestore();
    expect(failed.statusCode).toBe(503);
    const retried = await open(alice, key, body);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().data).toMatchObject({ status: 'pending', credits: 30 });
    expect(retried.json().data.paymentUrl).toMatch(/\/api\/payments\/sandbox\//);
    const again = await open(alice, key, body);
    expect(again.json().data.purchaseId).toBe(retried.json().data.purchaseId);
    const withKey = await db.db
      .selectFrom('credit_purchases')
      .select(['id', 'status'])
      .where('user_id', '=', alice.user.id)
      .where('idempotency_key', '=', key)
      .execute();
    expect(withKey).toEqual([{ id: retried.json().data.purchaseId, status: 'pending' }]);
  });
});

describe('one Idempotency-Key sent 40 times at once to two API instances on PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('opens one purchase and answers it or 409, never a 5xx', async () => {
    const db = await database();
    const a = await db.build({}, {}, { ownPool: true });
    const b = await db.build({}, {}, { ownPool: true });
    const session = await signIn(a, 'retry-storm@example.com');
    const key = `storm-${randomUUID()}`;
    const open = (app: FastifyInstance) =>
      inject(app, creditsApi.initiatePurchase, {
        session,
        headers: { 'idempotency-key': key },
        body: { amount: 700, currency: 'INR' },
      });
    const responses = await Promise.all(Array.from({ length: 40 }, (_, index) => open(index % 2 ? a : b)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    for (const busy of responses.filter((response) => response.statusCode === 409)) {
      expect(busy.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    }
    const answered = new Set(
      responses.filter((response) => response.statusCode === 201).map((r) => r.json().data.purchaseId),
    );
    const rows = await db.db
      .selectFrom('credit_purchases')
      .select('id')
      .where('user_id', '=', session.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect([...answered].every((id) => id === rows[0]?.id)).toBe(true);
    // Once the first has its order, every retry answers it.
    const after = await open(b);
    expect(after.statusCode).toBe(201);
    expect(after.json().data.purchaseId).toBe(rows[0]?.id);
  });
});
