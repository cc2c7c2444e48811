import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { DATABASE_KINDS, type TestDatabase, useTestDatabase } from '../../../test/harness.js';

const SECRET = 'r'.repeat(40);

describe.each(DATABASE_KINDS)('referrals on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await database();
    app = await db.build({ PAYMENT_SIGNING_SECRET: SECRET, WEB_APP_URL: 'https://engagex.test' });
  });
  afterEach(async () => expect(await ledgerInvariantViolations(db.db)).toEqual([]));

  async function signUp(email: string, referralCode?: string) {
    const minted = await app.inject({
      method: 'POST',
      url: '/api/dev-idp/token',
      payload: { email, name: email.split('@')[0] },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/main/auth/google',
      payload: { credential: minted.json().data.credential, ...(referralCode ? { referralCode } : {}) },
    });
    const data = response.json().data;
    return { ...data, headers: { authorization: `Bearer ${data.token}` } } as {
      user: { id: string };
      isNewUser: boolean;
      headers: { authorization: string };
    };
  }
  const get = (session: { headers: object }, url: string) =>
    app.inject({ method: 'GET', url: `/api/main${url}`, headers: session.headers as Record<string, string> });
  const post = (session: { headers: object }, url: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/api/main${url}`,
      headers: session.headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });

  async function buy(session: { headers: object }, amount: number) {
    const purchase = (
      await post(session, '/cps/credit-purchase/initiate', { amount, currency: 'INR' })
    ).json().data;
    const { gateway_order_id: orderId } = await db.db
      .selectFrom('credit_purchases')
      .select('gateway_order_id')
      .where('id', '=', purchase.purchaseId)
      .executeTakeFirstOrThrow();
    const paymentId = `pay_${purchase.purchaseId.slice(0, 8)}`;
    const completion = {
      purchaseId: purchase.purchaseId,
      paymentId,
      signature: createHmac('sha256', SECRET).update(`${orderId}|${paymentId}`).digest('hex'),
    };
    const completed = await post(session, '/cps/credit-purchase/complete', completion);
    expect(completed.statusCode).toBe(200);
    return completion;
  }

  it('gives each user one code, a link and a QR code', async () => {
    const ana = await signUp(`ana-${kind}@example.com`);
    const link = (await get(ana, '/referral/link')).json().data;
    expect(link.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(link.referralLink).toBe(`https://engagex.test/join/${link.referralCode}`);
    expect(link.qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await get(ana, '/referral/link')).json().data.referralCode).toBe(link.referralCode);
  });

  it('keeps the 20 most recent shares with tracking links', async () => {
    const sam = await signUp(`sam-${kind}@example.com`);
    const platforms = ['whatsapp', 'x', 'facebook', 'linkedin', 'telegram', 'email', 'copy'];
    let first = '';
    for (let index = 0; index < 22; index += 1) {
      const share = await post(sam, '/referral/share', { platform: platforms[index % platforms.length] });
      expect(share.statusCode).toBe(201);
      if (index === 0) first = share.json().data.shareId;
      expect(share.json().data.trackingUrl).toContain(`?s=${share.json().data.shareId}`);
    }
    const shares = (await get(sam, '/referral/shares')).json().data;
    expect(shares).toHaveLength(20);
    expect(shares.map((share: { shareId: string }) => share.shareId)).not.toContain(first);
    expect((await post(sam, '/referral/share', { platform: 'myspace' })).statusCode).toBe(400);
  });

  it('attributes a new user once, pays the referrer once per purchase, and reports it all', async () => {
    const referrer = await signUp(`ref-${kind}@example.com`);
    const { referralCode } = (await get(referrer, '/referral/link')).json().data;
    const click = await app.inject({
      method: 'POST',
      url: '/api/main/referral/clicks',
      payload: { code: referralCode.toLowerCase() },
    });
    expect(click.json().data).toEqual({ valid: true, referrerName: `ref-${kind}` });
    await app.inject({ method: 'POST', url: '/api/main/referral/clicks', payload: { code: referralCode } });
    const bogus = await app.inject({
      method: 'POST',
      url: '/api/main/referral/clicks',
      payload: { code: 'NOPE1234' },
    });
    expect(bogus.json().data.valid).toBe(false);

    const friend = await signUp(`friend-${kind}@example.com`, referralCode);
    expect(friend.isNewUser).toBe(true);
    expect((await get(referrer, '/cps/credit-transaction/balance')).json().data.breakdown.referral).toBe(50);

    const again = await signUp(`friend-${kind}@example.com`, referralCode);
    expect(again.isNewUser).toBe(false);
    const selfish = await signUp(`ref-${kind}@example.com`, referralCode);
    expect(selfish.isNewUser).toBe(false);
    expect((await get(referrer, '/cps/credit-transaction/balance')).json().data.balance).toBe(50);

    const completion = await buy(friend, 1000);
    // Read from the database itself: the referrer's remembered balance follows the friend's purchase a moment
    // later (decision 031), and a replay must be judged on what was written, not on what is remembered.
    const referrerWallet = async () =>
      (await get(referrer, `/wallet-management/info/${referrer.user.id}`)).json().data.balance;
    expect(await referrerWallet()).toBe(60);
    const replay = await post(friend, '/cps/credit-purchase/complete', completion);
    expect(replay.statusCode).toBe(200);
    expect(await referrerWallet()).toBe(60);
    await expect
      .poll(async () => (await get(referrer, '/cps/credit-transaction/balance')).json().data.balance, {
        timeout: 5_000,
      })
      .toBe(60);
    expect((await get(friend, '/cps/credit-transaction/balance')).json().data.balance).toBe(100);

    const stats = (await get(referrer, '/referral/stats?period=month')).json().data;
    expect(stats).toMatchObject({
      period: 'month',
      totalReferrals: 1,
      activeReferrals: 1,
      totalCreditsEarned: 60,
      periodCreditsEarned: 60,
      totalClicks: 2,
      conversionRate: 50,
      topReferralMonth: { month: new Date().toISOString().slice(0, 7), referrals: 1, creditsEarned: 60 },
    });
    expect(stats.recentReferrals).toEqual([
      expect.objectContaining({ userId: friend.user.id, totalPurchases: 1, creditsEarnedFromUser: 60 }),
    ]);
    const dashboard = (await get(referrer, '/dashboard/stats')).json().data;
    expect(dashboard).toMatchObject({
      totalReferrals: 1,
      referralCreditsEarned: 60,
      monthlyReferralCredits: 60,
      totalCredits: 60,
    });
    const activity = (await get(referrer, '/activity')).json().data.map((a: { kind: string }) => a.kind);
    expect(activity).toEqual(expect.arrayContaining(['referral_joined', 'referral_earned']));
    expect((await get(referrer, '/referral/stats?period=decade')).statusCode).toBe(400);
  });

  it('ignores an unknown code at sign-up', async () => {
    const stranger = await signUp(`stranger-${kind}@example.com`, 'ZZZZZZZZ');
    expect(stranger.isNewUser).toBe(true);
    const rows = await db.db
      .selectFrom('referrals')
      .select('referee_id')
      .where('referee_id', '=', stranger.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
