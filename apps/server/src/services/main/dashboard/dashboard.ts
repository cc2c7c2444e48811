import {
  RECENT_ACTIVITY_CAP,
  type TActivity,
  type TActivityKind,
  type TDashboardStats,
} from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors.js';
import { walletBalance } from '../../../platform/ledger/balances.js';
import { toInt } from '../../../platform/ledger/ledger.js';

export async function recentActivity(db: Database, userId: string): Promise<TActivity[]> {
  const rows = await db
    .selectFrom('activity_events')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(RECENT_ACTIVITY_CAP)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind as TActivityKind,
    title: row.title,
    moduleId: row.module_id,
    reference: row.reference,
    timestamp: row.created_at.toISOString(),
  }));
}

/**
 * What the user did, counted from their activity through its indexes: one count per kind, and the modules
 * used by a loose index scan (one probe per distinct module) rather than reading every row they ever wrote.
 */
async function activityCounts(db: Database, userId: string) {
  const counted = (kind: string) =>
    sql<string>`(select count(*) from activity_events where user_id = ${userId} and kind = ${kind})`;
  const result = await sql<{ videos: string; attended: string; jobs: string; modules: string }>`
    with recursive used as (
      (select module_id from activity_events where user_id = ${userId} and module_id is not null
        order by module_id limit 1)
      union all
      select (select a.module_id from activity_events a where a.user_id = ${userId} and a.module_id > used.module_id
        order by a.module_id limit 1)
      from used where used.module_id is not null
    )
    select ${counted('video_generated')} as videos, ${counted('event_checked_in')} as attended,
      ${counted('job_applied')} as jobs, (select count(module_id) from used) as modules`.execute(db);
  const [row] = result.rows;
  if (!row) throw new Error('the activity counts query answered no row');
  return row;
}

/**
 * The dashboard's numbers, each from the record that owns it: credits from the ledger, referrals
 * from attributions and referral entries, and what users did (videos, events attended, job
 * applications, modules opened) from the activity each feature records when it happens.
 */
export async function dashboardStats(db: Database, userId: string): Promise<TDashboardStats> {
  const monthStart = new Date();
  monthStart.setUTCDate(1);
  monthStart.setUTCHours(0, 0, 0, 0);
  const [user, credits, counts, referrals, referralCredits] = await Promise.all([
    db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst(),
    walletBalance(db, userId),
    activityCounts(db, userId),
    db
      .selectFrom('referrals')
      .select(sql<string>`count(*)`.as('total'))
      .where('referrer_id', '=', userId)
      .executeTakeFirstOrThrow(),
    // The wallet's referral entries only (index on account, kind, date), however long its history.
    db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select([
        sql<string>`coalesce(sum(e.amount), 0)`.as('total'),
        sql<string>`coalesce(sum(e.amount) filter (where e.created_at >= ${monthStart}), 0)`.as('month'),
      ])
      .where('a.code', '=', `wallet:${userId}`)
      .where('e.kind', '=', 'referral')
      .executeTakeFirstOrThrow(),
  ]);
  if (!user) throw notFound('User');
  return {
    totalCredits: credits,
    videosGenerated: toInt(counts.videos),
    eventsAttended: toInt(counts.attended),
    totalReferrals: toInt(referrals.total),
    referralCreditsEarned: toInt(referralCredits.total),
    monthlyReferralCredits: toInt(referralCredits.month),
    jobApplications: toInt(counts.jobs),
    modulesUsed: toInt(counts.modules),
    memberSince: user.created_at.toISOString(),
  };
}
