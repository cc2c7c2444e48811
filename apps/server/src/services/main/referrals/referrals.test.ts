// Over 300 lines: the referral journey end to end (link, click, sign-up, reward, self-referral flags) on both databases, one set-up.
import { REFERRAL_MONTHLY_REWARD_CAP } from '@engagex/contracts';
import { creditsApi } from '@engagex/contracts/api/credits';
import { dashboardApi } from '@engagex/contracts/api/dashboard';
import type { BodyOf } from '@engagex/contracts/api/define';
import { referralsApi } from '@engagex/contracts/api/referrals';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../demo/seed.js';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { balanceOf, inject, offContract, walletOf } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, type TestDatabase, useTestDatabase } from '../../../test/harness.js';
import { buyCredits, completedPurchase, signUpAt } from './referrals.fixtures.js';
import { rewardReferrerForPurchase } from './rewards.js';

const SECRET = 'r'.repeat(40);

describe.each(DATABASE_KINDS)('referrals on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await database();
    // Sign-ins come from other addresses here, so the development identity provider must answer them.
    app = await db.build({
      PAYMENT_SIGNING_SECRET: SECRET,
      WEB_APP_URL: 'https://engagex.test',
      ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true',
    });
  });
  afterEach(async () => expect(await ledgerInvariantViolations(db.db)).toEqual([]));

  const signUp = (email: string, referralCode?: string, client?: { ip?: string; deviceId?: string }) =>
    signUpAt(app, email, referralCode, client);
  const buy = (session: Session, amount: number) => buyCredits(app, db, SECRET, session, amount);
  const linkOf = async (session: Session) => (await inject(app, referralsApi.link, { session })).data();
  type Platform = BodyOf<typeof referralsApi.share>['platform'];
  const share = (session: Session, platform: Platform) =>
    inject(app, referralsApi.share, { session, body: { platform } });
  const click = (code: string) => inject(app, referralsApi.click, { body: { code } });

  const CODE = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/;
  const codesOf = (userId: string) =>
    db.db.selectFrom('referral_codes').selectAll().where('user_id', '=', userId).execute();

  it('gives each user one code at sign-up; reading the link and QR code only reads it', async () => {
    const ana = await signUp(`ana-${kind}@example.com`);
    const [made] = await codesOf(ana.user.id);
    expect(made?.code).toMatch(CODE);
    const link = await linkOf(ana);
    expect(link.referralCode).toBe(made?.code);
    expect(link.referralLink).toBe(`https://engagex.test/join/${link.referralCode}`);
    expect(link.qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await linkOf(ana)).referralCode).toBe(link.referralCode);
    // Signing in again keeps the code.
    await signUp(`ana-${kind}@example.com`);
    expect(await codesOf(ana.user.id)).toEqual([made]);
  });

  it('gives a code to a user inserted by any path (the demo seed, a fixture), each one different', async () => {
    const inserted = await db.db
      .insertInto('users')
      .values(
        Array.from({ length: 40 }, (_, index) => {
          const email = `direct-${index}-${kind}@example.com`;
          return { issuer: 'test', subject: email, email, email_verified: true, name: email };
        }),
      )
      .returning('id')
      .execute();
    const codes = await db.db
      .selectFrom('referral_codes')
      .select('code')
      .where(
        'user_id',
        'in',
        inserted.map((row) => row.id),
      )
      .execute();
    expect(codes).toHaveLength(40);
    for (const { code } of codes) expect(code).toMatch(CODE);
    expect(new Set(codes.map((row) => row.code)).size).toBe(40);
    const demo = await db.db
      .selectFrom('users as u')
      .leftJoin('referral_codes as c', 'c.user_id', 'u.id')
      .select(['u.email', 'c.code'])
      .where(
        'u.email',
        'in',
        DEMO_USERS.map((user) => user.email),
      )
      .execute();
    expect(demo).toHaveLength(DEMO_USERS.length);
    for (const { code } of demo) expect(code).toMatch(CODE);
  });

  it('answers a clear error, and makes nothing, for a user whose code is missing', async () => {
    const lost = await signUp(`lost-code-${kind}@example.com`);
    await db.db.deleteFrom('referral_codes').where('user_id', '=', lost.user.id).execute();
    const link = await inject(app, referralsApi.link, { session: lost });
    expect(link.statusCode).toBe(500);
    expect(link.json()).toMatchObject({
      success: false,
      code: 'INTERNAL',
      message: expect.stringMatching(/referral code/),
    });
    expect((await share(lost, 'x')).statusCode).toBe(500);
    expect(await codesOf(lost.user.id)).toEqual([]);
    expect(
      await db.db.selectFrom('referral_shares').select('id').where('user_id', '=', lost.user.id).execute(),
    ).toEqual([]);
  });

  it('keeps the 20 most recent shares with tracking links', async () => {
    const sam = await signUp(`sam-${kind}@example.com`);
    const platforms: Platform[] = ['whatsapp', 'x', 'facebook', 'linkedin', 'telegram', 'email', 'copy'];
    let first = '';
    for (let index = 0; index < 22; index += 1) {
      const shared = await share(sam, platforms[index % platforms.length] as Platform);
      expect(shared.statusCode).toBe(201);
      if (index === 0) first = shared.data().shareId;
      expect(shared.data().trackingUrl).toContain(`?s=${shared.data().shareId}`);
    }
    const shares = (await inject(app, referralsApi.shares, { session: sam })).data();
    expect(shares).toHaveLength(20);
    expect(shares.map((shared) => shared.shareId)).not.toContain(first);
    expect((await share(sam, offContract('myspace'))).statusCode).toBe(400);
  });

  it('attributes a new user once, pays the referrer once per purchase, and reports it all', async () => {
    const referrer = await signUp(`ref-${kind}@example.com`);
    const { referralCode } = await linkOf(referrer);
    const clicked = await click(referralCode.toLowerCase());
    expect(clicked.json().data).toEqual({ valid: true, referrerName: `ref-${kind}` });
    await click(referralCode);
    const bogus = await click('NOPE1234');
    expect(bogus.data().valid).toBe(false);

    const friend = await signUp(`friend-${kind}@example.com`, referralCode);
    expect(friend.isNewUser).toBe(true);
    // A sign-up alone pays nothing: the referral pays when the friend completes a payment.
    expect((await walletOf(app, referrer)).breakdown.referral).toBe(0);

    const again = await signUp(`friend-${kind}@example.com`, referralCode);
    expect(again.isNewUser).toBe(false);
    const selfish = await signUp(`ref-${kind}@example.com`, referralCode);
    expect(selfish.isNewUser).toBe(false);
    expect(await balanceOf(app, referrer)).toBe(0);

    const completion = await buy(friend, 1000);
    // Read from the database itself: the referrer's remembered balance follows the friend's purchase a moment
    // later (decision 031), and a replay must be judged on what was written, not on what is remembered.
    const referrerWallet = () => referralBalance(referrer);
    expect(await referrerWallet()).toBe(60);
    const replay = await inject(app, creditsApi.completePurchase, { session: friend, body: completion });
    expect(replay.statusCode).toBe(200);
    expect(await referrerWallet()).toBe(60);
    await expect.poll(() => balanceOf(app, referrer), { timeout: 5_000 }).toBe(60);
    expect(await balanceOf(app, friend)).toBe(100);

    const stats = (
      await inject(app, referralsApi.stats, { session: referrer, query: { period: 'month' } })
    ).data();
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
    const dashboard = (await inject(app, dashboardApi.stats, { session: referrer })).data();
    expect(dashboard).toMatchObject({
      totalReferrals: 1,
      referralCreditsEarned: 60,
      monthlyReferralCredits: 60,
      totalCredits: 60,
    });
    const activity = (await inject(app, dashboardApi.activity, { session: referrer }))
      .data()
      .map((a) => a.kind);
    expect(activity).toEqual(expect.arrayContaining(['referral_joined', 'referral_earned']));
    const decade = await inject(app, referralsApi.stats, {
      session: referrer,
      query: { period: offContract('decade') },
    });
    expect(decade.statusCode).toBe(400);
  });

  /** The wallet as the database holds it, not the balance a process remembers (decision 031). */
  async function referralBalance(session: Session) {
    const info = await inject(app, creditsApi.walletInfo, { session, params: { userId: session.user.id } });
    return info.data().balance;
  }

  it('pays nothing for a sign-up or a credit-paid spend, and pays on the first gateway payment', async () => {
    const referrer = await signUp(`payer-ref-${kind}@example.com`);
    const { referralCode } = await linkOf(referrer);
    const friend = await signUp(`payer-friend-${kind}@example.com`, referralCode);
    const admin = await signUp('admin@engagex.dev');
    // Credits given to the friend and spent from the wallet are not a payment.
    await inject(app, creditsApi.add, {
      session: admin,
      body: { userId: friend.user.id, amount: 300, reason: 'Welcome gift', idempotencyKey: `gift-${kind}` },
    });
    const spent = await inject(app, creditsApi.deduct, {
      session: friend,
      body: {
        userId: friend.user.id,
        amount: 200,
        reason: 'A booking paid with credits',
        idempotencyKey: `friend-spend-${kind}`,
      },
    });
    expect(spent.statusCode).toBe(200);
    expect(await referralBalance(referrer)).toBe(0);
    await buy(friend, 500);
    expect(await referralBalance(referrer)).toBe(50 + 5);
    await buy(friend, 2000);
    expect(await referralBalance(referrer)).toBe(50 + 5 + 20);
  });

  it('flags a sign-up from the referrer’s own device or address, pays nothing until an admin approves', async () => {
    const referrer = await signUp(`farmer-${kind}@example.com`, undefined, {
      ip: '203.0.113.7',
      deviceId: `device-farmer-${kind}`,
    });
    const { referralCode } = await linkOf(referrer);
    const sameDevice = await signUp(`farm-a-${kind}@example.com`, referralCode, {
      ip: '198.51.100.20',
      deviceId: `device-farmer-${kind}`,
    });
    const sameAddress = await signUp(`farm-b-${kind}@example.com`, referralCode, { ip: '203.0.113.7' });
    const elsewhere = await signUp(`real-friend-${kind}@example.com`, referralCode, {
      ip: '192.0.2.44',
      deviceId: `device-friend-${kind}`,
    });
    await buy(sameDevice, 1000);
    await buy(sameAddress, 1000);
    expect(await referralBalance(referrer)).toBe(0);
    await buy(elsewhere, 1000);
    expect(await referralBalance(referrer)).toBe(60);

    const admin = await signUp('admin@engagex.dev');
    expect((await inject(app, referralsApi.flagged, { session: referrer })).statusCode).toBe(403);
    const flagged = (await inject(app, referralsApi.flagged, { session: admin })).data();
    const mine = flagged.filter((row) => row.referrerId === referrer.user.id);
    expect(mine).toEqual([
      expect.objectContaining({
        refereeId: sameDevice.user.id,
        reason: 'Signed up on a device the referrer signs in with',
        completedPurchases: 1,
      }),
      expect.objectContaining({
        refereeId: sameAddress.user.id,
        reason: 'Signed up from an address the referrer signs in from',
      }),
    ]);
    const review = (refereeId: string, decision: 'approve' | 'reject') =>
      inject(app, referralsApi.review, { session: admin, params: { refereeId }, body: { decision } });
    expect((await review(sameDevice.user.id, 'approve')).json().data.status).toBe('active');
    expect(await referralBalance(referrer)).toBe(120);
    expect((await review(sameDevice.user.id, 'approve')).statusCode).toBe(409);
    expect((await review(sameAddress.user.id, 'reject')).json().data.status).toBe('rejected');
    await buy(sameAddress, 1000);
    expect(await referralBalance(referrer)).toBe(120);
    expect((await review(elsewhere.user.id, 'reject')).statusCode).toBe(409);
  });

  it('caps a referrer’s rewards per calendar month', async () => {
    const referrer = await signUp(`capped-${kind}@example.com`);
    const { referralCode } = await linkOf(referrer);
    const big = await signUp(`big-spender-${kind}@example.com`, referralCode);
    await buy(big, 100_000); // 10,000 credits: a 1,000-credit share and the 50 bonus
    expect(await referralBalance(referrer)).toBe(1050);
    await buy(big, 100_000);
    expect(await referralBalance(referrer)).toBe(REFERRAL_MONTHLY_REWARD_CAP);
    const late = await signUp(`late-friend-${kind}@example.com`, referralCode);
    await buy(late, 1000);
    expect(await referralBalance(referrer)).toBe(REFERRAL_MONTHLY_REWARD_CAP);
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

describe('the monthly referral cap under concurrency on PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('referees’ payments completing at once, on two processes, never pay past the cap', async () => {
    const db = await database();
    const other = await db.build({}, {}, { ownPool: true });
    const pools = [db.db, other.db];
    const user = async (email: string) =>
      (
        await db.db
          .insertInto('users')
          .values({ issuer: 'test', subject: email, email, email_verified: true, name: email })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const referrerId = await user('cap-referrer@example.com');
    const refereeIds: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const refereeId = await user(`cap-referee-${index}@example.com`);
      await db.db
        .insertInto('referrals')
        .values({ referee_id: refereeId, referrer_id: referrerId, code: 'CAPCAP' })
        .execute();
      refereeIds.push(refereeId);
    }
    const purchaseIds = await Promise.all(
      refereeIds.map((refereeId) => completedPurchase(db.db, refereeId, 5000)),
    );
    // Each payment would earn 50 + 500; eight of them (4,400) are more than twice the cap.
    await Promise.all(
      refereeIds.map((refereeId, index) =>
        (pools[index % 2] ?? db.db).transaction().execute((trx) =>
          rewardReferrerForPurchase(trx, {
            refereeId,
            purchaseId: purchaseIds[index] ?? '',
            credits: 5000,
          }),
        ),
      ),
    );
    const wallet = await db.db
      .selectFrom('ledger_accounts')
      .select('referral')
      .where('user_id', '=', referrerId)
      .executeTakeFirstOrThrow();
    expect(Number(wallet.referral)).toBe(REFERRAL_MONTHLY_REWARD_CAP);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  }, 120_000);
});
