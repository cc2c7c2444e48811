/**
 * The employee's referral guides and results (docs/product.md §7), read from the rows that pay referrals. Reads only.
 * Changes when the sales playbook or the referral rules do.
 */
import {
  REFERRAL_MONTHLY_REWARD_CAP,
  REFERRAL_PURCHASE_SHARE_PERCENT,
  REFERRAL_SIGNUP_BONUS,
} from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors.js';
import { toInt, walletCode } from '../../platform/ledger/ledger.js';
import { creditsText, groupDigits } from '../../platform/wording.js';
import { referralLink } from '../main/index.js';

type Guidance = {
  pitch: string;
  idealCustomers: string[];
  steps: string[];
  talkingPoints: string[];
  avoid: string[];
};

const COMMON_STEPS = [
  'Open your referral link from the dashboard (Refer & earn) and share it, or show its QR code.',
  'Make sure they sign up through the link: the attribution happens at their first sign-in.',
  'You earn when they make their first payment (buying credits, or paying for a booking or fee at checkout).',
  'Point them to the module and stay available for questions in their first week.',
];

/** How to refer customers to each module: the sales team's playbook, kept beside the code that pays them. */
const GUIDANCE: Record<string, Guidance> = {
  events: {
    pitch: 'Book seats for concerts, comedy, festivals and cultural competitions, and pay with credits.',
    idealCustomers: [
      'Students and young professionals',
      'Families planning weekends',
      'Performers looking for competitions',
    ],
    steps: [...COMMON_STEPS, 'Suggest an upcoming event in their district to make the first booking easy.'],
    talkingPoints: [
      'Seats are held for 15 minutes while they pay',
      'Tickets are QR codes on their phone',
      'Cancel a paid booking for credits back',
    ],
    avoid: [
      'Promising seats for sold-out slots',
      'Booking on their behalf with your account',
      'Signing them up on your own phone or computer',
    ],
  },
  'ai-video-generator': {
    pitch: 'Turn a script into a narrated short video — ideal for small businesses and creators.',
    idealCustomers: ['Small business owners', 'Social media creators', 'Teachers'],
    steps: [...COMMON_STEPS, 'Ask them to turn on launch alerts on the module page.'],
    talkingPoints: ['Backers with credits get early access', 'Subtitles and 1080p export included'],
    avoid: ['Quoting a launch date other than the one on the module page'],
  },
};

const DEFAULT_GUIDANCE: Guidance = {
  pitch: 'An upcoming EngageX module: early backers help decide what ships first.',
  idealCustomers: ['Existing EngageX users', 'Teams that produce content weekly'],
  steps: [...COMMON_STEPS, 'Ask them to turn on launch alerts on the module page.'],
  talkingPoints: ['Credits work across every module', 'Backing with credits is optional'],
  avoid: ['Promising features not listed on the module page'],
};

const commission = {
  signupCredits: REFERRAL_SIGNUP_BONUS,
  purchasePercent: REFERRAL_PURCHASE_SHARE_PERCENT,
  monthlyCapCredits: REFERRAL_MONTHLY_REWARD_CAP,
};

/** The referral rules of decision 015, as every guide shows them: the same constants the payouts use. */
export const REFERRAL_RULES = [
  `A sign-up alone earns nothing. When someone you invited completes their first payment through checkout (buying credits, or paying for a booking, an entry fee or a job fee), you earn ${creditsText(REFERRAL_SIGNUP_BONUS)}.`,
  `Every payment they complete through checkout earns you ${REFERRAL_PURCHASE_SHARE_PERCENT}% of the credits it buys. Bookings they pay with credits already in their wallet earn nothing more.`,
  `Referral rewards are capped at ${groupDigits(REFERRAL_MONTHLY_REWARD_CAP)} credits per calendar month; rewards beyond the cap are not paid.`,
  'A sign-up from a device or network address you sign in from (a second account of yours, or someone signing up on your phone) is held for review and pays nothing unless an admin approves it.',
];

async function modules(db: Database) {
  return db
    .selectFrom('modules')
    .select(['id', 'title', 'status', 'icon', 'color'])
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .execute();
}

export async function referralModules(db: Database) {
  return (await modules(db)).map((module) => ({
    ...module,
    commission,
    pitch: (GUIDANCE[module.id] ?? DEFAULT_GUIDANCE).pitch,
  }));
}

export async function referralGuidance(db: Database, moduleId: string) {
  const module = (await referralModules(db)).find((candidate) => candidate.id === moduleId);
  if (!module) throw notFound('Module');
  const { idealCustomers, steps, talkingPoints, avoid } = GUIDANCE[moduleId] ?? DEFAULT_GUIDANCE;
  return { module, idealCustomers, steps, talkingPoints, avoid, rules: REFERRAL_RULES };
}

/** The employee's referral results, from the same attribution and ledger rows that pay them. */
export async function employeeReferralSummary(
  db: Database,
  input: { userId: string; webAppUrl: string; encashableCredits: number },
) {
  const link = await referralLink(db, input.userId, input.webAppUrl);
  const monthStart = new Date();
  monthStart.setUTCDate(1);
  monthStart.setUTCHours(0, 0, 0, 0);
  const [counts, earned, byMonth] = await Promise.all([
    db
      .selectFrom('referrals as r')
      .select([
        sql<string>`count(*)`.as('total'),
        sql<string>`count(*) filter (where exists (select 1 from credit_purchases p where p.user_id = r.referee_id and p.status = 'completed'))`.as(
          'active',
        ),
      ])
      .where('r.referrer_id', '=', input.userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select([
        sql<string>`coalesce(sum(e.amount), 0)`.as('total'),
        sql<string>`coalesce(sum(e.amount) filter (where e.created_at >= ${monthStart}), 0)`.as('month'),
      ])
      .where('a.code', '=', walletCode(input.userId))
      .where('t.kind', '=', 'referral')
      .executeTakeFirstOrThrow(),
    sql<{ month: string; referrals: string; credits: string }>`
      with joined as (
        select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as referrals
        from referrals where referrer_id = ${input.userId} group by 1
      ), earned as (
        select to_char(e.created_at at time zone 'UTC', 'YYYY-MM') as month, sum(e.amount) as credits
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
          join ledger_transactions t on t.id = e.transaction_id
        where a.code = ${walletCode(input.userId)} and t.kind = 'referral' group by 1
      )
      select coalesce(j.month, x.month) as month, coalesce(j.referrals, 0)::text as referrals,
        coalesce(x.credits, 0)::text as credits
      from joined j full join earned x on x.month = j.month
      order by 1 desc limit 12`.execute(db),
  ]);
  return {
    referralCode: link.referralCode,
    referralLink: link.referralLink,
    totalReferrals: toInt(counts.total),
    activeReferrals: toInt(counts.active),
    creditsEarned: toInt(earned.total),
    creditsEarnedThisMonth: toInt(earned.month),
    encashableCredits: input.encashableCredits,
    byMonth: byMonth.rows.map((row) => ({
      month: row.month,
      referrals: toInt(row.referrals),
      creditsEarned: toInt(row.credits),
    })),
  };
}
