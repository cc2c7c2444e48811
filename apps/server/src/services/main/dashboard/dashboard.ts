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
    db
      .selectFrom('activity_events')
      .select([
        sql<string>`count(*) filter (where kind = 'video_generated')`.as('videos'),
        sql<string>`count(*) filter (where kind = 'event_checked_in')`.as('attended'),
        sql<string>`count(*) filter (where kind = 'job_applied')`.as('jobs'),
        sql<string>`count(distinct module_id)`.as('modules'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('referrals')
      .select(sql<string>`count(*)`.as('total'))
      .where('referrer_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select([
        sql<string>`coalesce(sum(e.amount), 0)`.as('total'),
        sql<string>`coalesce(sum(e.amount) filter (where e.created_at >= ${monthStart}), 0)`.as('month'),
      ])
      .where('a.code', '=', `wallet:${userId}`)
      .where('t.kind', '=', 'referral')
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
