// Decision 041: a plain credit purchase tells its buyer once that it completed (a receipt) or failed or expired, by
// whichever path it got there, in the transaction of the change; a refused or rolled-back change tells nothing.
import { randomUUID } from 'node:crypto';
import { creditsApi } from '@engagex/contracts/api/credits';
import { sandboxPaymentsApi } from '@engagex/contracts/api/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { expireLapsedPurchases } from '../../../platform/payments/expiry.js';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, type Session } from '../../../test/harness.js';
import { refuseNoticesTo, toldTo } from '../../../test/notices.js';
import { sandboxWebhook } from '../../../test/webhooks.js';
import { CREDITS_ENV, useCreditsSuite } from './credits.fixtures.js';

describe.each(DATABASE_KINDS)('credit purchase notifications on %s', (kind) => {
  const { suite, walletOf, sign, initiate } = useCreditsSuite(kind);
  let { db, app, alice, bob } = suite;
  beforeAll(() => {
    ({ db, app, alice, bob } = suite);
  });

  const toldAbout = (who: Session, purchaseId: string) => toldTo(db, who.user.id, { about: purchaseId });
  const complete = (who: Session, purchase: { purchaseId: string; orderId: string }, paymentId: string) =>
    inject(app, creditsApi.completePurchase, {
      session: who,
      body: { purchaseId: purchase.purchaseId, paymentId, signature: sign(purchase.orderId, paymentId) },
    });
  const cancel = (who: Session, purchaseId: string) =>
    inject(app, creditsApi.cancelPurchase, { session: who, body: { purchaseId } });
  const webhook = (event: 'payment.captured' | 'payment.failed', orderId: string, paymentId: string) =>
    sandboxWebhook(app, CREDITS_ENV.PAYMENT_SIGNING_SECRET, {
      event,
      orderId,
      paymentId,
      reason: 'Card declined',
    });
  const lapse = (purchaseId: string) =>
    db.db
      .updateTable('credit_purchases')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', purchaseId)
      .execute();

  it('sends one receipt when the checkout return and then the webhook complete a purchase', async () => {
    const purchase = await initiate(alice, 1000);
    expect((await complete(alice, purchase, 'pay_receipt')).statusCode).toBe(200);
    expect((await webhook('payment.captured', purchase.orderId, 'pay_receipt')).json().data.status).toBe(
      'applied',
    );
    expect(await toldAbout(alice, purchase.purchaseId)).toEqual([
      {
        kind: 'purchase-completed',
        title: 'Receipt: 100 credits bought',
        body: 'You paid ₹1,000 and 100 credits were added to your wallet. Payment reference: pay_receipt.',
        link: '/credits',
        details: { reference: 'pay_receipt' },
        onceKey: `purchase-completed:${purchase.purchaseId}`,
        emails: 1,
      },
    ]);
  });

  it('sends one receipt when the webhook comes first and the checkout return after it', async () => {
    const purchase = await initiate(bob, 250);
    expect((await webhook('payment.captured', purchase.orderId, 'pay_hook_first')).statusCode).toBe(200);
    expect((await complete(bob, purchase, 'pay_hook_first')).statusCode).toBe(200);
    const told = await toldAbout(bob, purchase.purchaseId);
    expect(told.map((notice) => [notice.kind, notice.details])).toEqual([
      ['purchase-completed', { reference: 'pay_hook_first' }],
    ]);
    expect(told[0]?.body).toContain('You paid ₹250 and 25 credits');
  });

  it('rolls a completion back whole when its receipt cannot be written: no credits, no notice', async () => {
    const purchase = await initiate(bob, 300);
    const before = (await walletOf(bob)).balance;
    const undo = await refuseNoticesTo(db, bob.user.id);
    try {
      expect((await complete(bob, purchase, 'pay_refused')).statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect((await walletOf(bob)).balance).toBe(before);
    const shown = await inject(app, creditsApi.getPurchase, {
      session: bob,
      params: { purchaseId: purchase.purchaseId },
    });
    expect(shown.json().data.status).toBe('pending');
    expect(await toldAbout(bob, purchase.purchaseId)).toEqual([]);
    // Once notices can be written again, the same payment completes and is told once.
    expect((await complete(bob, purchase, 'pay_refused')).statusCode).toBe(200);
    expect((await toldAbout(bob, purchase.purchaseId)).map((notice) => notice.kind)).toEqual([
      'purchase-completed',
    ]);
  });

  it('tells nothing for a refused completion or the buyer cancelling their own purchase', async () => {
    const forged = await initiate(alice, 200);
    const refused = await inject(app, creditsApi.completePurchase, {
      session: alice,
      body: {
        purchaseId: forged.purchaseId,
        paymentId: 'pay_forged',
        signature: sign(forged.orderId, 'another_payment'),
      },
    });
    expect(refused.statusCode).toBe(400);
    const cancelled = await initiate(alice, 200);
    const cancelledOwn = await cancel(alice, cancelled.purchaseId);
    expect(cancelledOwn.json().data.status).toBe('cancelled');
    expect(await toldAbout(alice, forged.purchaseId)).toEqual([]);
    expect(await toldAbout(alice, cancelled.purchaseId)).toEqual([]);
  });

  it('tells the buyer once when the gateway reports the payment failed, with its reason', async () => {
    const purchase = await initiate(alice, 400);
    expect((await webhook('payment.failed', purchase.orderId, 'pay_declined')).statusCode).toBe(200);
    // The same failure delivered again, under a new event id, finds the purchase closed already.
    expect((await webhook('payment.failed', purchase.orderId, 'pay_declined')).statusCode).toBe(200);
    expect(await toldAbout(alice, purchase.purchaseId)).toEqual([
      {
        kind: 'purchase-failed',
        title: 'Credit purchase failed',
        body:
          'Your purchase of 40 credits for ₹400 failed, so no credits were added. Reason: Card declined. ' +
          'You can try again from the credits page.',
        link: '/credits',
        details: {},
        onceKey: `purchase-failed:${purchase.purchaseId}`,
        emails: 1,
      },
    ]);
  });

  it("tells the buyer once of a failed payment at the sandbox's checkout", async () => {
    const purchase = await initiate(bob, 100);
    const fail = await inject(app, sandboxPaymentsApi.fail, { params: { orderId: purchase.orderId } });
    expect(fail.statusCode).toBe(303);
    const told = await toldAbout(bob, purchase.purchaseId);
    expect(told.map((notice) => notice.kind)).toEqual(['purchase-failed']);
    expect(told[0]?.body).toContain('Reason: The payment was declined in the sandbox.');
  });

  it('tells the buyer once of an expiry, whether the sweep or a write path stores it first', async () => {
    const swept = await initiate(alice, 500);
    const cancelledLate = await initiate(alice, 600);
    await lapse(swept.purchaseId);
    await lapse(cancelledLate.purchaseId);
    expect(await expireLapsedPurchases(db.db)).toBeGreaterThanOrEqual(2);
    // A write path after the sweep finds it failed already, and the sweep again finds nothing pending.
    const late = await cancel(alice, swept.purchaseId);
    expect(late.json().message).toBe('Purchase is already failed');
    await expireLapsedPurchases(db.db);
    for (const purchase of [swept, cancelledLate]) {
      const told = await toldAbout(alice, purchase.purchaseId);
      expect(told.map((notice) => [notice.kind, notice.title, notice.link, notice.emails])).toEqual([
        ['purchase-failed', 'Credit purchase expired', '/credits', 1],
      ]);
    }
    expect((await toldAbout(alice, swept.purchaseId))[0]?.body).toBe(
      'Your purchase of 50 credits for ₹500 expired before a payment was confirmed, so no credits were added. ' +
        'If any money was taken for it, it will be refunded.',
    );
  });

  it('tells of an expiry stored by a write path: a cancel, a late payment and a retried initiate', async () => {
    const cancelled = await initiate(bob, 700);
    const paidLate = await initiate(bob, 800);
    await lapse(cancelled.purchaseId);
    await lapse(paidLate.purchaseId);
    const late = await cancel(bob, cancelled.purchaseId);
    expect(late.json().message).toBe('Purchase is already failed');
    expect((await complete(bob, paidLate, 'pay_late')).statusCode).toBe(422);

    const key = `retry-${randomUUID()}`;
    const open = () =>
      inject(app, creditsApi.initiatePurchase, {
        session: bob,
        headers: { 'idempotency-key': key },
        body: { amount: 900, currency: 'INR' },
      });
    const first = (await open()).json().data;
    await lapse(first.purchaseId);
    expect((await open()).json().data).toMatchObject({ purchaseId: first.purchaseId, status: 'failed' });

    for (const purchaseId of [cancelled.purchaseId, paidLate.purchaseId, first.purchaseId]) {
      const told = await toldAbout(bob, purchaseId);
      expect(told.map((notice) => [notice.kind, notice.title])).toEqual([
        ['purchase-failed', 'Credit purchase expired'],
      ]);
    }
    expect(await toldTo(db, bob.user.id, { about: paidLate.purchaseId, kind: 'purchase-completed' })).toEqual(
      [],
    );
  });
});
