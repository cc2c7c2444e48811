/**
 * What an employee may encash and the rules a request must meet (decisions 016 and 026): the limits, the earned
 * credits still free, and the first rule a request breaks. Nothing here writes. Changes when the rules do.
 */
import { CREDIT_PRICE_INR, type TEncashmentConfig } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { EncashmentStatus } from '../../platform/db/schema.js';
import type { Executor } from '../../platform/db/transaction.js';
import { msg, type Said, say } from '../../platform/i18n/say.js';
import { english } from '../../platform/i18n/translate.js';
import { toInt, walletCode } from '../../platform/ledger/ledger.js';
import { creditsText, groupDigits } from '../../platform/wording.js';

/** Encashment limits (Frappe HR's discipline: capped, positive, cancel reverses everything). */
export const ENCASHMENT_LIMITS = {
  minCredits: 100,
  maxCredits: 5000,
  monthlyLimitCredits: 10_000,
  processingDays: 5,
} as const;

const RULES = [
  `Between ${groupDigits(ENCASHMENT_LIMITS.minCredits)} and ${groupDigits(ENCASHMENT_LIMITS.maxCredits)} credits per request.`,
  `At most ${groupDigits(ENCASHMENT_LIMITS.monthlyLimitCredits)} credits a calendar month.`,
  'Only credits you earned (referrals and bonuses) and have not spent can be encashed; purchased credits cannot.',
  'Spending uses your purchased credits first, then your earned credits; refunds give earned credits back.',
  'Requested credits are held until the request is paid, rejected or cancelled; then they return.',
];

const monthStart = () => {
  const start = new Date();
  start.setUTCDate(1);
  start.setUTCHours(0, 0, 0, 0);
  return start;
};

const LIVE: EncashmentStatus[] = ['pending', 'approved', 'paid'];

/**
 * What an employee may still encash: the wallet's earned lot (migration 0013), i.e. credits earned by referral
 * or bonus that no spend and no live request has taken. Spends draw on bought credits first, so buying credits
 * never makes anything encashable, and the database refuses a request beyond the lot whatever this read says.
 */
async function encashable(executor: Executor, userId: string) {
  const [wallet, thisMonth] = await Promise.all([
    executor
      .selectFrom('ledger_accounts')
      .select('earned')
      .where('code', '=', walletCode(userId))
      .executeTakeFirst(),
    executor
      .selectFrom('encashment_requests')
      .select(sql<string>`coalesce(sum(credits), 0)`.as('total'))
      .where('user_id', '=', userId)
      .where('status', 'in', LIVE)
      .where('created_at', '>=', monthStart())
      .executeTakeFirstOrThrow(),
  ]);
  return { credits: toInt(wallet?.earned), usedThisMonth: toInt(thisMonth.total) };
}

export async function encashmentConfig(db: Database, userId: string): Promise<TEncashmentConfig> {
  const { credits, usedThisMonth } = await encashable(db, userId);
  return {
    ...ENCASHMENT_LIMITS,
    creditValueInr: CREDIT_PRICE_INR,
    payoutMethods: ['bank_transfer', 'upi'],
    encashableCredits: credits,
    usedThisMonth,
    rules: RULES,
  };
}

/** Every rule a request must meet, as one message; the first that fails is the answer. */
export async function encashmentProblem(
  executor: Executor,
  userId: string,
  credits: number,
): Promise<string | Said | null> {
  if (!Number.isInteger(credits) || credits <= 0) return msg('Credits must be a positive whole number');
  if (credits < ENCASHMENT_LIMITS.minCredits)
    return say('Encash at least {minimum, number} credits', { minimum: ENCASHMENT_LIMITS.minCredits });
  if (credits > ENCASHMENT_LIMITS.maxCredits)
    return say('Encash at most {maximum, number} credits per request', {
      maximum: ENCASHMENT_LIMITS.maxCredits,
    });
  const { credits: available, usedThisMonth } = await encashable(executor, userId);
  if (usedThisMonth + credits > ENCASHMENT_LIMITS.monthlyLimitCredits) {
    return say('This month you can encash {left, number} more credits', {
      left: Math.max(0, ENCASHMENT_LIMITS.monthlyLimitCredits - usedThisMonth),
    });
  }
  if (credits > available)
    return say('You can encash up to {available, number} earned credits', { available });
  return null;
}

export async function validateEncashment(db: Database, userId: string, credits: number) {
  const problem = await encashmentProblem(db, userId, credits);
  return problem
    ? { isValid: false, message: english(problem) }
    : {
        isValid: true,
        message: `${creditsText(credits)} = ₹${groupDigits(credits * CREDIT_PRICE_INR)}`,
      };
}
