/**
 * What a referrer has earned and how their referrals do, over a period: totals, the best month, the latest
 * referees. Nothing here writes. Changes when the referral statistics do.
 */
import type { TReferralStats } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { toInt, walletCode } from '../../../platform/ledger/ledger.js';

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
    sql<{
      total: string;
      active: string;
      earned: string;
      earned_in_period: string;
      pending: string;
      clicks: string;
    }>`
      select counts.total, counts.active, earned.total as earned, earned.since as earned_in_period,
        (select coalesce(sum(w.bonus + w.share), 0) from referral_rewards w
          where w.referrer_id = ${input.userId} and w.status = 'pending') as pending,
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
      pending: string;
      last_purchase: Date | null;
    }>`
      select u.id as user_id, u.name, r.created_at as joined_at,
        (select count(*) from credit_purchases p where p.user_id = u.id and p.status = 'completed')::text as purchases,
        (select coalesce(sum(e.amount), 0) from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id
          where t.kind = 'referral' and t.reference_type = 'referee' and t.reference_id = u.id::text
            and a.code = ${wallet})::text as earned,
        (select coalesce(sum(w.bonus + w.share), 0) from referral_rewards w
          where w.referrer_id = ${input.userId} and w.referee_id = u.id and w.status = 'pending')::text as pending,
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
    pendingCredits: toInt(counts.pending),
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
      creditsPendingFromUser: toInt(row.pending),
      lastPurchaseAt: row.last_purchase ? new Date(row.last_purchase).toISOString() : null,
    })),
  };
}
