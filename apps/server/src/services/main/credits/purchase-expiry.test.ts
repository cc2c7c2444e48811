import { creditsApi } from '@engagex/contracts/api/credits';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expireLapsedPurchases, PURCHASE_SWEEP_EVERY_MS } from '../../../platform/payments/expiry.js';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, signIn, useTestDatabase } from '../../../test/harness.js';
import { useCreditsSuite } from './credits.fixtures.js';

describe.each(DATABASE_KINDS)('lapsed credit purchases on %s', (kind) => {
  const { suite, initiate } = useCreditsSuite(kind);
  let { db, app, bob } = suite;
  beforeAll(() => {
    ({ db, app, bob } = suite);
  });
  const purchaseOf = async (purchaseId: string) =>
    (await inject(app, creditsApi.getPurchase, { session: bob, params: { purchaseId } })).json().data;

  it('shows a lapsed purchase as failed on every read and stores the failure only in a write or the sweep', async () => {
    const [read, cancelled, fresh] = [
      await initiate(bob, 100),
      await initiate(bob, 200),
      await initiate(bob, 300),
    ];
    const lapsedAt = new Date(Date.now() - 1000);
    await db.db
      .updateTable('credit_purchases')
      .set({ expires_at: lapsedAt })
      .where('id', 'in', [read.purchaseId, cancelled.purchaseId])
      .execute();
    const stored = (id: string) =>
      db.db
        .selectFrom('credit_purchases')
        .select(['status', 'failure_reason', 'closed_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    const shown = await purchaseOf(read.purchaseId);
    expect(shown).toMatchObject({
      status: 'failed',
      failureReason: 'Payment window expired',
      paymentUrl: null,
    });
    const verify = (
      await inject(app, creditsApi.verifyPurchase, { session: bob, params: { purchaseId: read.purchaseId } })
    ).json().data;
    expect(verify).toMatchObject({ status: 'failed', verified: false, secondsLeft: 0 });
    const history = (
      await inject(app, creditsApi.purchaseHistory, { session: bob, query: { limit: 10 } })
    ).json().data.items;
    expect(
      history.slice(0, 3).map((item: { credits: number; status: string }) => [item.credits, item.status]),
    ).toEqual([
      [30, 'pending'],
      [20, 'failed'],
      [10, 'failed'],
    ]);
    expect(await stored(read.purchaseId)).toMatchObject({ status: 'pending', closed_at: null });

    // A write path stores what the read showed.
    const cancel = await inject(app, creditsApi.cancelPurchase, {
      session: bob,
      body: { purchaseId: cancelled.purchaseId },
    });
    expect(cancel.json()).toMatchObject({ code: 'CONFLICT', message: 'Purchase is already failed' });
    expect(await stored(cancelled.purchaseId)).toEqual({
      status: 'failed',
      failure_reason: 'Payment window expired',
      closed_at: lapsedAt,
    });

    // The sweep stores the rest, closed when their window closed, and leaves a purchase still in its window.
    expect(await expireLapsedPurchases(db.db)).toBeGreaterThanOrEqual(1);
    expect(await stored(read.purchaseId)).toEqual({
      status: 'failed',
      failure_reason: 'Payment window expired',
      closed_at: lapsedAt,
    });
    expect((await stored(fresh.purchaseId)).status).toBe('pending');
    expect(await purchaseOf(read.purchaseId)).toEqual(shown);
  });
});

describe('the purchase sweep', () => {
  const database = useTestDatabase('pglite');
  afterEach(() => vi.useRealTimers());

  it('runs in a process that serves only payments, and fails lapsed purchases on its timer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const db = await database();
    const main = await db.build({ SERVICES: 'main,devIdp' });
    const user = await signIn(main, 'sweep-owner@example.com');
    const opened = await inject(main, creditsApi.initiatePurchase, {
      session: user,
      body: { amount: 100, currency: 'INR' },
    });
    const purchaseId = opened.data().purchaseId;
    await main.close();
    await db.db
      .updateTable('credit_purchases')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', purchaseId)
      .execute();
    await db.build({ SERVICES: 'payments' });
    const status = async () =>
      (
        await db.db
          .selectFrom('credit_purchases')
          .select('status')
          .where('id', '=', purchaseId)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await status()).toBe('pending');
    vi.advanceTimersByTime(PURCHASE_SWEEP_EVERY_MS);
    await vi.waitFor(async () => expect(await status()).toBe('failed'));
  });
});
