import { creditsApi } from '@engagex/contracts/api/credits';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { DATABASE_KINDS } from '../../../test/harness.js';
import { useCreditsSuite } from './credits.fixtures.js';

describe.each(DATABASE_KINDS)('credit purchase reads on %s', (kind) => {
  const { suite, sign, initiate } = useCreditsSuite(kind);
  let { app, alice, bob } = suite;
  beforeAll(() => {
    ({ app, alice, bob } = suite);
  });

  it('keeps purchases private: unknown and foreign ids are 404', async () => {
    const purchase = await initiate(alice, 100);
    const params = { purchaseId: purchase.purchaseId };
    for (const endpoint of [creditsApi.getPurchase, creditsApi.verifyPurchase]) {
      expect((await inject(app, endpoint, { session: bob, params })).statusCode).toBe(404);
    }
    const complete = await inject(app, creditsApi.completePurchase, {
      session: bob,
      body: { purchaseId: purchase.purchaseId, paymentId: 'p1', signature: sign(purchase.orderId, 'p1') },
    });
    expect(complete.statusCode).toBe(404);
    const unknown = await inject(app, creditsApi.getPurchase, {
      session: alice,
      params: { purchaseId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Purchase not found' });
    const malformed = await inject(app, creditsApi.getPurchase, {
      session: alice,
      params: { purchaseId: offContract('not-a-uuid') },
    });
    expect(malformed.statusCode).toBe(400);
  });
});
