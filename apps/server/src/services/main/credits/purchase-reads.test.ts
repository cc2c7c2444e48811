import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/harness.js';
import { useCreditsSuite } from './credits.fixtures.js';

describe.each(DATABASE_KINDS)('credit purchase reads on %s', (kind) => {
  const { suite, call, sign, initiate } = useCreditsSuite(kind);
  let { alice, bob } = suite;
  beforeAll(() => {
    ({ alice, bob } = suite);
  });

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
