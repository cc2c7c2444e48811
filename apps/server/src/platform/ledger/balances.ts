import { sql } from 'kysely';
import type { Executor } from '../db/transaction.js';
import { toInt } from './ledger.js';

export type WalletSummary = {
  balance: number;
  pendingCredits: number;
  totalEarned: number;
  totalSpent: number;
  breakdown: { purchased: number; referral: number; bonus: number };
  activeHolds: number;
  walletId: string | null;
  createdAt: Date | null;
};

/**
 * A wallet as the user sees it. `balance` is what they can spend (the sum of their entries);
 * `pendingCredits` is what holds reserve; earned is what came in by purchase, referral or bonus,
 * and spent is whatever of that has left for good: earned − balance − pending.
 */
export async function walletSummary(executor: Executor, userId: string): Promise<WalletSummary> {
  const account = await executor
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'created_at'])
    .where('code', '=', `wallet:${userId}`)
    .executeTakeFirst();
  if (!account) {
    return {
      balance: 0,
      pendingCredits: 0,
      totalEarned: 0,
      totalSpent: 0,
      breakdown: { purchased: 0, referral: 0, bonus: 0 },
      activeHolds: 0,
      walletId: null,
      createdAt: null,
    };
  }
  const [earned, holds] = await Promise.all([
    executor
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select([
        sql<string>`coalesce(sum(e.amount) filter (where t.kind = 'purchase'), 0)`.as('purchased'),
        sql<string>`coalesce(sum(e.amount) filter (where t.kind = 'referral'), 0)`.as('referral'),
        sql<string>`coalesce(sum(e.amount) filter (where t.kind = 'grant'), 0)`.as('bonus'),
      ])
      .where('e.account_id', '=', account.id)
      .executeTakeFirstOrThrow(),
    executor
      .selectFrom('ledger_holds')
      .select([sql<string>`coalesce(sum(amount), 0)`.as('held'), sql<string>`count(*)`.as('count')])
      .where('account_id', '=', account.id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  const breakdown = {
    purchased: toInt(earned.purchased),
    referral: toInt(earned.referral),
    bonus: toInt(earned.bonus),
  };
  const balance = toInt(account.balance);
  const pendingCredits = toInt(holds.held);
  const totalEarned = breakdown.purchased + breakdown.referral + breakdown.bonus;
  return {
    balance,
    pendingCredits,
    totalEarned,
    totalSpent: Math.max(0, totalEarned - balance - pendingCredits),
    breakdown,
    activeHolds: toInt(holds.count),
    walletId: account.id,
    createdAt: account.created_at,
  };
}

/** Only the cached balance: the hot path for headers and `/users/me`. */
export async function walletBalance(executor: Executor, userId: string): Promise<number> {
  const row = await executor
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', `wallet:${userId}`)
    .executeTakeFirst();
  return toInt(row?.balance);
}
