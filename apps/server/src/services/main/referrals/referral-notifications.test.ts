// Decision 041: a referrer is told of each reward they earn (a referee's payment, or an admin approving a flagged
// referral), with the credits, once; a payment that earns nothing tells nothing.
import { REFERRAL_MONTHLY_REWARD_CAP } from '@engagex/contracts';
import { referralsApi } from '@engagex/contracts/api/referrals';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, type TestDatabase, useTestDatabase } from '../../../test/harness.js';
import { toldTo } from '../../../test/notices.js';
import { captured, sandboxWebhook } from '../../../test/webhooks.js';
import { buyCredits, signUpAt } from './referrals.fixtures.js';

const SECRET = 'n'.repeat(40);
type Person = Session;

describe.each(DATABASE_KINDS)('referral reward notifications on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Person;

  beforeAll(async () => {
    db = await database();
    // Sign-ins come from chosen addresses here, so the development identity provider must answer them.
    app = await db.build({ PAYMENT_SIGNING_SECRET: SECRET, ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true' });
    admin = await signUp('admin@engagex.dev');
  });

  const signUp = (email: string, referralCode?: string, client?: { ip?: string; deviceId?: string }) =>
    signUpAt(app, email, referralCode, client);
  async function referrerWithCode(name: string) {
    const referrer = await signUp(`${name}-${kind}@example.com`, undefined, {
      ip: '203.0.113.9',
      deviceId: `device-${name}-${kind}`,
    });
    const link = await inject(app, referralsApi.link, { session: referrer });
    return { referrer, code: link.data().referralCode };
  }

  /** Buys credits at the sandbox: the checkout return completes it, then the gateway's webhook says so again. */
  async function buy(who: Person, amount: number) {
    const { purchaseId, paymentId } = await buyCredits(app, db, SECRET, who, amount);
    const { gateway_order_id: orderId } = await db.db
      .selectFrom('credit_purchases')
      .select('gateway_order_id')
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    const hook = await sandboxWebhook(app, SECRET, captured(orderId as string, paymentId));
    expect(hook.json().data.status).toBe('applied');
    return purchaseId;
  }
  const rewardsTo = (who: Person) => toldTo(db, who.user.id, { kind: 'referral-reward' });

  it("tells the referrer of each referee payment's reward once, with the credits it earned", async () => {
    const { referrer, code } = await referrerWithCode('rewarded');
    const friend = await signUp(`friend-${kind}@example.com`, code, { ip: '192.0.2.10' });
    const first = await buy(friend, 500);
    const second = await buy(friend, 2000);
    expect(await rewardsTo(referrer)).toEqual([
      {
        kind: 'referral-reward',
        title: 'Referral reward: 55 credits',
        body:
          `friend-${kind}, whom you referred, made a payment. You earned 55 credits: the sign-up bonus ` +
          '(50 credits) and 10% of the credits they bought (5 credits). They are in your wallet.',
        link: '/credits',
        details: {},
        onceKey: `referral-reward:purchase:${first}`,
        emails: 1,
      },
      expect.objectContaining({
        title: 'Referral reward: 20 credits',
        body: expect.stringContaining('You earned 20 credits: 10% of the credits they bought (20 credits).'),
        onceKey: `referral-reward:purchase:${second}`,
      }),
    ]);
    // The referee hears of their own purchases, never of their referrer's rewards.
    expect(await toldTo(db, friend.user.id, { kind: 'referral-reward' })).toEqual([]);
  });

  it('tells nothing while a referral waits for review, then once for everything an approval pays', async () => {
    const { referrer, code } = await referrerWithCode('flagged');
    const sameDevice = await signUp(`twin-${kind}@example.com`, code, {
      ip: '198.51.100.3',
      deviceId: `device-flagged-${kind}`,
    });
    const sameAddress = await signUp(`neighbour-${kind}@example.com`, code, { ip: '203.0.113.9' });
    await buy(sameDevice, 1000);
    await buy(sameDevice, 1000);
    await buy(sameAddress, 1000);
    expect(await rewardsTo(referrer)).toEqual([]);

    const review = (refereeId: string, decision: 'approve' | 'reject') =>
      inject(app, referralsApi.review, { session: admin, params: { refereeId }, body: { decision } });
    expect((await review(sameDevice.user.id, 'approve')).statusCode).toBe(200);
    expect((await review(sameAddress.user.id, 'reject')).statusCode).toBe(200);
    expect((await review(sameDevice.user.id, 'approve')).statusCode).toBe(409);
    expect(await rewardsTo(referrer)).toEqual([
      expect.objectContaining({
        title: 'Referral reward: 70 credits',
        body:
          `Your referral of twin-${kind} was approved, so their payments so far count. You earned 70 credits: ` +
          'the sign-up bonus (50 credits) and 10% of the credits they bought (20 credits). They are in your wallet.',
        onceKey: `referral-reward:approved:${sameDevice.user.id}`,
        emails: 1,
      }),
    ]);
  });

  it('tells nothing for a payment once the monthly cap leaves no reward', async () => {
    const { referrer, code } = await referrerWithCode('capped');
    const big = await signUp(`big-${kind}@example.com`, code, { ip: '192.0.2.20' });
    await buy(big, 100_000);
    await buy(big, 100_000);
    await buy(big, 1000);
    const told = await rewardsTo(referrer);
    expect(told.map((notice) => notice.title)).toEqual([
      'Referral reward: 1,050 credits',
      `Referral reward: ${(REFERRAL_MONTHLY_REWARD_CAP - 1050).toLocaleString('en-IN')} credits`,
    ]);
  });
});
