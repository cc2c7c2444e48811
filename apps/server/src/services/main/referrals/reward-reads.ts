/**
 * Reading a referrer's held rewards (decision 051). Reads only. Changes when a held reward's reading does.
 */
import { sql } from 'kysely';
import type { Executor } from '../../../platform/db/transaction.js';
import { toInt } from '../../../platform/ledger/ledger.js';

/** The credits of a referrer's rewards still held (decision 051); their referrer index finds them. */
export async function pendingReferralRewards(executor: Executor, referrerId: string) {
  const row = await executor
    .selectFrom('referral_rewards')
    .select(sql<string>`coalesce(sum(bonus + share), 0)`.as('total'))
    .where('referrer_id', '=', referrerId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return toInt(row.total);
}
