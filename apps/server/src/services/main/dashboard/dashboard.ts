/**
 * The dashboard's figures and recent activity, from the activity log and the ledger (decision 027). Reads only.
 * Changes when a figure is added or counted another way.
 */
import {
  DEFAULT_UI_LANGUAGE,
  RECENT_ACTIVITY_CAP,
  type TActivity,
  type TActivityKind,
  type TDashboardStats,
  type TUiLanguage,
} from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors.js';
import { isSaid, type Said } from '../../../platform/i18n/say.js';
import { translate } from '../../../platform/i18n/translate.js';
import { toInt, walletCode } from '../../../platform/ledger/ledger.js';
import { referralEarnings } from '../referrals/referral-stats.js';

/** An activity's title in `language` where it was written as a sentence to say, else as written (decision 077). */
function titleIn(language: TUiLanguage, title: string, said: unknown): string {
  const parsed = typeof said === 'string' ? JSON.parse(said) : said;
  return isSaid(parsed) ? translate(language, parsed as Said) : title;
}

/** The user's latest activity, each title in `language` where it was written as a sentence to say (decision 077). */
export async function recentActivity(
  db: Database,
  userId: string,
  language: TUiLanguage = DEFAULT_UI_LANGUAGE,
): Promise<TActivity[]> {
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
    title: titleIn(language, row.title, row.title_said),
    moduleId: row.module_id,
    reference: row.reference,
    timestamp: row.created_at.toISOString(),
  }));
}

/**
 * What counts as using a module: opening a live one, or doing what it is for. Starring, backing or asking to
 * be told of a launch is interest, not use (stars of upcoming modules counted as "modules used").
 */
const MODULE_USE_KINDS = [
  'module_opened',
  'video_generated',
  'event_booked',
  'event_checked_in',
  'contest_registered',
  'job_applied',
] as const satisfies readonly TActivityKind[];

/**
 * The dashboard's numbers, each from the record that owns it: credits from the ledger, referrals
 * from attributions and referral entries, and what users did (videos, events attended, job
 * applications, modules opened) from the activity each feature records when it happens.
 * One statement, one round trip: each number is a subquery through its own index. Modules used
 * come from a loose index scan (one probe per distinct module), not from every row the user wrote.
 */
export async function dashboardStats(db: Database, userId: string): Promise<TDashboardStats> {
  const monthStart = new Date();
  monthStart.setUTCDate(1);
  monthStart.setUTCHours(0, 0, 0, 0);
  const counted = (kind: TActivityKind) =>
    sql<string>`(select count(*) from activity_events where user_id = ${userId} and kind = ${kind})`;
  const usedKinds = sql.join(MODULE_USE_KINDS.map((kind) => sql.lit(kind)));
  const result = await sql<DashboardRow>`
    select u.created_at as member_since,
      (select balance from ledger_accounts where code = ${walletCode(userId)}) as credits,
      ${counted('video_generated')} as videos,
      ${counted('event_checked_in')} as attended,
      ${counted('job_applied')} as jobs,
      (with recursive used as (
        (select module_id from activity_events where user_id = ${userId} and module_id is not null
          and kind in (${usedKinds}) order by module_id limit 1)
        union all
        select (select a.module_id from activity_events a where a.user_id = ${userId} and a.module_id > used.module_id
          and a.kind in (${usedKinds}) order by a.module_id limit 1)
        from used where used.module_id is not null
      ) select count(module_id) from used) as modules,
      (select count(*) from referrals where referrer_id = ${userId}) as referrals,
      earned.total as referral_total, earned.since as referral_month
    from users u
    cross join lateral ${referralEarnings(userId, monthStart)} earned
    where u.id = ${userId}`.execute(db);
  const [row] = result.rows;
  if (!row) throw notFound('User');
  return {
    totalCredits: toInt(row.credits),
    videosGenerated: toInt(row.videos),
    eventsAttended: toInt(row.attended),
    totalReferrals: toInt(row.referrals),
    referralCreditsEarned: toInt(row.referral_total),
    monthlyReferralCredits: toInt(row.referral_month),
    jobApplications: toInt(row.jobs),
    modulesUsed: toInt(row.modules),
    memberSince: row.member_since.toISOString(),
  };
}

type Count = string | number | null;
type DashboardRow = {
  member_since: Date;
  credits: Count;
  videos: Count;
  attended: Count;
  jobs: Count;
  modules: Count;
  referrals: Count;
  referral_total: Count;
  referral_month: Count;
};
