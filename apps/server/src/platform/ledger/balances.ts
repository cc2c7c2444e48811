/**
 * Reading a wallet: its balance and totals (decisions 020 and 029). Reads only. Changes when the wallet's figures do.
 */
import type { Executor } from '../db/transaction.js';
import { PLAIN_CREDITS } from '../payments/purposes.js';
import { toInt, walletCode } from './ledger.js';

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
 *
 * A card payment for a thing (a booking, an entry fee, a job fee) is a purchase whose credits are spent on it in
 * the same transaction (decision 023), and its refund takes them back out the same way: it is a payment in rupees,
 * never credits bought or spent (decision 058). Its credits are left out of `purchased`, and so out of earned and
 * spent; what a person's own credits paid towards the same thing still counts as spent.
 */
export async function walletSummary(executor: Executor, userId: string): Promise<WalletSummary> {
  // One row: the triggers of migration 0008 keep its totals in step with the entries and holds.
  const account = await executor
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'purchased', 'referral', 'bonus', 'held', 'pending_holds', 'created_at'])
    .select((eb) =>
      eb
        .selectFrom('credit_purchases')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<string | number>('credits'), sub.lit(0)).as('credits'))
        .where('user_id', '=', userId)
        .where('status', '=', 'completed')
        .where('purpose', '<>', PLAIN_CREDITS)
        .as('paid_for_things'),
    )
    .where('code', '=', walletCode(userId))
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
  const breakdown = {
    purchased: Math.max(0, toInt(account.purchased) - toInt(account.paid_for_things)),
    referral: toInt(account.referral),
    bonus: toInt(account.bonus),
  };
  const balance = toInt(account.balance);
  const pendingCredits = toInt(account.held);
  const totalEarned = breakdown.purchased + breakdown.referral + breakdown.bonus;
  return {
    balance,
    pendingCredits,
    totalEarned,
    totalSpent: Math.max(0, totalEarned - balance - pendingCredits),
    breakdown,
    activeHolds: account.pending_holds,
    walletId: account.id,
    createdAt: account.created_at,
  };
}

/** Only the cached balance: the hot path for headers and `/users/me`. */
export async function walletBalance(executor: Executor, userId: string): Promise<number> {
  const row = await executor
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', walletCode(userId))
    .executeTakeFirst();
  return toInt(row?.balance);
}
