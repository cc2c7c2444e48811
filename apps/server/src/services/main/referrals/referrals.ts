import {
  REFERRAL_SIGNUP_BONUS,
  SHARE_HISTORY_CAP,
  type TReferralLink,
  type TReferralStats,
  type TSharePlatform,
  type TShareRecord,
} from '@engagex/contracts';
import { sql } from 'kysely';
import QRCode from 'qrcode';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors.js';
import { toInt, walletCode } from '../../../platform/ledger/ledger.js';
import { creditsText } from '../../../platform/wording.js';

export const referralLinkFor = (webAppUrl: string, code: string, shareId?: string) =>
  `${webAppUrl}/join/${code}${shareId ? `?s=${shareId}` : ''}`;

/**
 * The user's code for life. The database makes it with the user (migration 0017), so this only reads: a user
 * without one is a broken invariant, answered as an error rather than mended by a read (decision 013).
 */
async function codeOf(db: Database, userId: string) {
  const row = await db
    .selectFrom('referral_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('INTERNAL', 'Your referral code is missing; please contact support');
  return row;
}

export async function referralLink(db: Database, userId: string, webAppUrl: string): Promise<TReferralLink> {
  const row = await codeOf(db, userId);
  const link = referralLinkFor(webAppUrl, row.code);
  return {
    referralCode: row.code,
    referralLink: link,
    qrCode: await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 1, width: 320 }),
    createdAt: row.created_at.toISOString(),
  };
}

export async function shareReferral(
  db: Database,
  input: { userId: string; platform: TSharePlatform; webAppUrl: string },
): Promise<TShareRecord> {
  const { code } = await codeOf(db, input.userId);
  return db.transaction().execute(async (trx) => {
    const share = await trx
      .insertInto('referral_shares')
      .values({ user_id: input.userId, platform: input.platform })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Only the most recent shares are kept (docs/product.md §9).
    await trx
      .deleteFrom('referral_shares')
      .where('user_id', '=', input.userId)
      .where(
        'id',
        'not in',
        trx
          .selectFrom('referral_shares')
          .select('id')
          .where('user_id', '=', input.userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(SHARE_HISTORY_CAP),
      )
      .execute();
    await recordActivity(trx, {
      userId: input.userId,
      kind: 'referral_shared',
      title: `Shared your invite on ${input.platform}`,
    });
    return {
      shareId: share.id,
      platform: input.platform,
      trackingUrl: referralLinkFor(input.webAppUrl, code, share.id),
      sharedAt: share.created_at.toISOString(),
    };
  });
}

export async function recentShares(db: Database, userId: string, webAppUrl: string): Promise<TShareRecord[]> {
  const code = await db
    .selectFrom('referral_codes')
    .select('code')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!code) return [];
  const rows = await db
    .selectFrom('referral_shares')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(SHARE_HISTORY_CAP)
    .execute();
  return rows.map((row) => ({
    shareId: row.id,
    platform: row.platform as TSharePlatform,
    trackingUrl: referralLinkFor(webAppUrl, code.code, row.id),
    sharedAt: row.created_at.toISOString(),
  }));
}

/** A visit to a referral link: counted for conversion, and tells the sign-in page who invited them. */
export async function recordClick(db: Database, input: { code: string; shareId?: string | undefined }) {
  const owner = await db
    .selectFrom('referral_codes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.code', 'u.name'])
    .where('c.code', '=', input.code)
    .executeTakeFirst();
  if (!owner) return { valid: false, referrerName: null };
  await db
    .insertInto('referral_clicks')
    .values({ code: owner.code, share_id: input.shareId ?? null })
    .execute();
  return { valid: true, referrerName: owner.name.split(' ')[0] ?? owner.name };
}

/** Where a sign-in came from: the client's address and the device id the web app keeps (both may be empty). */
export type SignInClient = { ip: string; deviceId: string };

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The client as the request shows it. A loopback address is no client's (the server's own machine, a test, a
 * proxy that hides the client): it is recorded as unknown so that it never matches. A device id that is not a
 * plain token is ignored.
 */
export function signInClient(ip: string | undefined, deviceId: unknown): SignInClient {
  const address = (ip ?? '').replace(/^::ffff:/, '');
  const loopback = address === '::1' || address.startsWith('127.');
  return {
    ip: loopback ? '' : address,
    deviceId: typeof deviceId === 'string' && DEVICE_ID.test(deviceId) ? deviceId : '',
  };
}

/** Every sign-in leaves a trace (one row per address and device), to compare a later referee's sign-up with. */
export async function recordSignIn(db: Executor, input: { userId: string; client: SignInClient }) {
  if (!input.client.ip && !input.client.deviceId) return;
  await db
    .insertInto('sign_in_traces')
    .values({ user_id: input.userId, client_ip: input.client.ip, device_id: input.client.deviceId })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'client_ip', 'device_id']).doUpdateSet({ last_seen_at: new Date() }),
    )
    .execute();
}

/** Whether the referrer has signed in with this device or from this address. */
const referrerSeenWith = (
  trx: Executor,
  referrerId: string,
  column: 'device_id' | 'client_ip',
  value: string,
) =>
  trx
    .selectFrom('sign_in_traces')
    .select('user_id')
    .where('user_id', '=', referrerId)
    .where(column, '=', value)
    .executeTakeFirst();

/** Why a sign-up looks like the referrer (or one of their referees) on a second account, or null. */
async function selfReferralSign(trx: Executor, referrerId: string, client: SignInClient) {
  if (client.deviceId) {
    if (await referrerSeenWith(trx, referrerId, 'device_id', client.deviceId))
      return 'Signed up on a device the referrer signs in with';
    const sibling = await trx
      .selectFrom('referrals')
      .select('referee_id')
      .where('referrer_id', '=', referrerId)
      .where('signup_device', '=', client.deviceId)
      .executeTakeFirst();
    if (sibling) return 'Signed up on the same device as another account the referrer invited';
  }
  if (client.ip) {
    if (await referrerSeenWith(trx, referrerId, 'client_ip', client.ip))
      return 'Signed up from an address the referrer signs in from';
  }
  return null;
}

/**
 * Attributes a brand-new user to the owner of the code they signed up with, once: the referee is the
 * primary key of the attribution, and nobody refers themselves. Nothing is paid at sign-up: the referrer earns
 * when the referee completes a gateway payment (rewards.ts). A sign-up from the referrer's own device or address
 * is attributed but flagged, and pays nothing until an admin approves it.
 */
export async function attributeSignUp(
  db: Database,
  input: { refereeId: string; refereeName: string; code: string; client?: SignInClient },
) {
  const client = input.client ?? { ip: '', deviceId: '' };
  return db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('referral_codes')
      .select('user_id')
      .where('code', '=', input.code.toUpperCase())
      .executeTakeFirst();
    if (!owner) return { attributed: false as const, reason: 'unknown code' };
    if (owner.user_id === input.refereeId) return { attributed: false as const, reason: 'self-referral' };
    const flag = await selfReferralSign(trx, owner.user_id, client);
    const inserted = await trx
      .insertInto('referrals')
      .values({
        referee_id: input.refereeId,
        referrer_id: owner.user_id,
        code: input.code.toUpperCase(),
        signup_ip: client.ip,
        signup_device: client.deviceId,
        ...(flag ? { status: 'flagged' as const, flag_reason: flag } : {}),
      })
      .onConflict((conflict) => conflict.column('referee_id').doNothing())
      .returning('referrer_id')
      .executeTakeFirst();
    if (!inserted) return { attributed: false as const, reason: 'already attributed' };
    await recordActivity(trx, {
      userId: owner.user_id,
      kind: 'referral_joined',
      title: flag
        ? `${input.refereeName} joined with your invite; the referral is under review`
        : `${input.refereeName} joined with your invite: you earn ${creditsText(REFERRAL_SIGNUP_BONUS)} when they make their first payment`,
    });
    return { attributed: true as const, referrerId: owner.user_id, flagged: flag };
  });
}

export { rewardReferrerForPurchase } from './rewards.js';

/**
 * A referrer's earnings: `total` and `since` a date, from their wallet's referral entries only (index on
 * account, kind, date), however long its history. A one-row subquery to join laterally.
 */
export const referralEarnings = (userId: string, since: Date) => sql`(
  select coalesce(sum(e.amount), 0) as total,
    coalesce(sum(e.amount) filter (where e.created_at >= ${since}), 0) as since
  from ledger_entries e join ledger_accounts a on a.id = e.account_id
  where a.code = ${walletCode(userId)} and e.kind = 'referral'
)`;

const PERIOD_DAYS = { week: 7, month: 30, quarter: 90, year: 365, all: null } as const;

export async function referralStats(
  db: Database,
  input: { userId: string; period: keyof typeof PERIOD_DAYS },
): Promise<TReferralStats> {
  const days = PERIOD_DAYS[input.period];
  const since = days === null ? new Date(0) : new Date(Date.now() - days * 86_400_000);
  const wallet = walletCode(input.userId);
  const [totals, months, recent] = await Promise.all([
    // The single numbers in one round trip.
    sql<{ total: string; active: string; earned: string; earned_in_period: string; clicks: string }>`
      select counts.total, counts.active, earned.total as earned, earned.since as earned_in_period,
        (select count(*) from referral_clicks k join referral_codes c on c.code = k.code
          where c.user_id = ${input.userId}) as clicks
      from (
        select count(*) as total,
          count(*) filter (where exists (select 1 from credit_purchases p
            where p.user_id = r.referee_id and p.status = 'completed')) as active
        from referrals r where r.referrer_id = ${input.userId}
      ) counts
      cross join lateral ${referralEarnings(input.userId, since)} earned`.execute(db),
    sql<{ month: string; referrals: string; credits: string }>`
      select m.month, coalesce(r.referrals, 0)::text as referrals, coalesce(c.credits, 0)::text as credits
      from (
        select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month from referrals where referrer_id = ${input.userId}
        union
        select to_char(e.created_at at time zone 'UTC', 'YYYY-MM') from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          where a.code = ${wallet} and e.kind = 'referral'
      ) m
      left join (select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as referrals
        from referrals where referrer_id = ${input.userId} group by 1) r on r.month = m.month
      left join (select to_char(e.created_at at time zone 'UTC', 'YYYY-MM') as month, sum(e.amount) as credits
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.code = ${wallet} and e.kind = 'referral' group by 1) c on c.month = m.month
      order by coalesce(r.referrals, 0) desc, coalesce(c.credits, 0) desc, m.month desc
      limit 1`.execute(db),
    sql<{
      user_id: string;
      name: string;
      joined_at: Date;
      purchases: string;
      earned: string;
      last_purchase: Date | null;
    }>`
      select u.id as user_id, u.name, r.created_at as joined_at,
        (select count(*) from credit_purchases p where p.user_id = u.id and p.status = 'completed')::text as purchases,
        (select coalesce(sum(e.amount), 0) from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id
          where t.kind = 'referral' and t.reference_type = 'referee' and t.reference_id = u.id::text
            and a.code = ${wallet})::text as earned,
        (select max(completed_at) from credit_purchases p where p.user_id = u.id and p.status = 'completed') as last_purchase
      from referrals r join users u on u.id = r.referee_id
      where r.referrer_id = ${input.userId}
      order by r.created_at desc limit 10`.execute(db),
  ]);
  const [counts] = totals.rows;
  if (!counts) throw new Error('the referral totals query answered no row');
  const totalReferrals = toInt(counts.total);
  const totalClicks = toInt(counts.clicks);
  const top = months.rows[0];
  return {
    period: input.period,
    totalReferrals,
    activeReferrals: toInt(counts.active),
    totalCreditsEarned: toInt(counts.earned),
    periodCreditsEarned: toInt(counts.earned_in_period),
    conversionRate: totalClicks === 0 ? 0 : Math.round((totalReferrals / totalClicks) * 10_000) / 100,
    totalClicks,
    topReferralMonth: top
      ? { month: top.month, referrals: toInt(top.referrals), creditsEarned: toInt(top.credits) }
      : null,
    recentReferrals: recent.rows.map((row) => ({
      userId: row.user_id,
      userName: row.name,
      joinedAt: new Date(row.joined_at).toISOString(),
      totalPurchases: toInt(row.purchases),
      creditsEarnedFromUser: toInt(row.earned),
      lastPurchaseAt: row.last_purchase ? new Date(row.last_purchase).toISOString() : null,
    })),
  };
}
