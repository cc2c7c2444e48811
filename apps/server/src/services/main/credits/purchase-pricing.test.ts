import { creditsApi } from '@engagex/contracts/api/credits';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { DATABASE_KINDS } from '../../../test/harness.js';
import { useCreditsSuite } from './credits.fixtures.js';

describe.each(DATABASE_KINDS)('credit purchase pricing on %s', (kind) => {
  const { suite, initiate } = useCreditsSuite(kind);
  let { db, app, alice } = suite;
  beforeAll(() => {
    ({ db, app, alice } = suite);
  });

  it('prices a purchase at 10 INR a credit, converting other currencies through USD', async () => {
    const inr = await initiate(alice, 1000, 'INR');
    expect(inr).toMatchObject({
      credits: 100,
      amount: 1000,
      currency: 'INR',
      status: 'pending',
      gateway: 'sandbox',
    });
    expect(inr.paymentUrl).toBe(`http://portal.test/api/payments/sandbox/${inr.orderId}`);
    expect(Date.parse(inr.expiresAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect((await initiate(alice, '10', 'usd')).credits).toBe(83);
    expect((await initiate(alice, 12.5, 'EUR')).credits).toBe(122);
  });

  it.each([
    [{ amount: 10, currency: 'XYZ' }, 'Unsupported currency: XYZ'],
    [{ amount: 0, currency: 'INR' }, 'Amount must be greater than zero'],
    [{ amount: -5, currency: 'INR' }, 'Amount must be greater than zero'],
    [{ amount: 'ten', currency: 'INR' }, 'Amount must be a number'],
    [{ amount: 10.123, currency: 'INR' }, 'Amount can have at most 2 decimals'],
    [{ amount: 10_000_000, currency: 'INR' }, 'Amount is above the maximum of ₹1,00,000 per purchase'],
    [{ amount: 5, currency: 'INR' }, 'Amount is too small to buy a single credit'],
  ])('refuses %o with 400 and creates nothing', async (payload, message) => {
    const before = await db.db.selectFrom('credit_purchases').select('id').execute();
    const response = await inject(app, creditsApi.initiatePurchase, {
      session: alice,
      body: offContract(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.json().message).toContain(message);
    expect(await db.db.selectFrom('credit_purchases').select('id').execute()).toHaveLength(before.length);
  });
});
