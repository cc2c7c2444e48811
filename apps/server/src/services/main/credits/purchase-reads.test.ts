import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { DATABASE_KINDS, type Session, type TestDatabase, useTestDatabase } from '../../../test/harness.js';
import { CREDITS_ENV, creditsClient, signInCast } from './credits.fixtures.js';

describe.each(DATABASE_KINDS)('credit purchase reads on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    db = await database();
    app = await db.build(CREDITS_ENV);
    ({ alice, bob } = await signInCast(app, kind));
  });
  afterEach(async () => expect(await ledgerInvariantViolations(db.db)).toEqual([]));

  const { call, sign, initiate } = creditsClient(() => ({ app, db }));

  it('keeps purchases private: unknown and foreign ids are 404', async () => {
    const purchase = await initiate(alice, 100);
    for (const url of [
      `/cps/credit-purchase/${purchase.purchaseId}`,
      `/cps/credit-purchase/verify/${purchase.purchaseId}`,
    ]) {
      expect((await call(bob, 'GET', url)).statusCode).toBe(404);
    }
    const complete = await call(bob, 'POST', '/cps/credit-purchase/complete', {
      purchaseId: purchase.purchaseId,
      paymentId: 'p1',
      signature: sign(purchase.orderId, 'p1'),
    });
    expect(complete.statusCode).toBe(404);
    const unknown = await call(alice, 'GET', '/cps/credit-purchase/00000000-0000-4000-8000-000000000000');
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Purchase not found' });
    expect((await call(alice, 'GET', '/cps/credit-purchase/not-a-uuid')).statusCode).toBe(400);
  });
});
