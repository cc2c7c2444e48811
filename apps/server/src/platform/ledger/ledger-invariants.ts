import { sql } from 'kysely';
import type { Executor } from '../db/transaction.js';
import { toInt } from './ledger.js';

/**
 * The ledger's invariants, read straight from the tables: every transaction sums to zero, every wallet's
 * cached balance equals the sum of its entries and is never negative, every pending hold is backed.
 * Tests call this after every scenario.
 */
export async function ledgerInvariantViolations(executor: Executor): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await sql<{ transaction_id: string; total: string }>`
    select transaction_id, sum(amount)::text as total from ledger_entries
    group by transaction_id having sum(amount) <> 0`.execute(executor);
  for (const row of unbalanced.rows) problems.push(`transaction ${row.transaction_id} sums to ${row.total}`);

  const wallets = await sql<{ code: string; balance: string; entries: string }>`
    select a.code, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.kind = 'wallet' group by a.id`.execute(executor);
  for (const wallet of wallets.rows) {
    if (toInt(wallet.balance) !== toInt(wallet.entries)) {
      problems.push(`${wallet.code} balance ${wallet.balance} but entries sum to ${wallet.entries}`);
    }
    if (toInt(wallet.balance) < 0) problems.push(`${wallet.code} is negative: ${wallet.balance}`);
  }

  const holds = await sql<{ held: string; account: string }>`
    select
      (select coalesce(sum(amount), 0) from ledger_holds where status = 'pending')::text as held,
      (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.code = 'system:holds')::text as account`.execute(executor);
  const hold = holds.rows[0];
  if (hold && toInt(hold.held) !== toInt(hold.account)) {
    problems.push(`pending holds total ${hold.held} but the holds account has ${hold.account}`);
  }
  return problems;
}
