/**
 * The ledger's invariants read from its tables (decision 020), for tests to call after each scenario. Changes when
 * an invariant is added.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/transaction.js';
import { toInt } from './ledger.js';

/**
 * The ledger's invariants, read straight from the tables: every transaction sums to zero, every wallet's
 * cached balance equals the sum of its entries and is never negative, its cached totals equal what its entries
 * and holds say, every pending hold is backed.
 * Tests call this after every scenario.
 */
export async function ledgerInvariantViolations(executor: Executor): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await sql<{ transaction_id: string; total: string }>`
    select transaction_id, sum(amount)::text as total from ledger_entries
    group by transaction_id having sum(amount) <> 0`.execute(executor);
  for (const row of unbalanced.rows) problems.push(`transaction ${row.transaction_id} sums to ${row.total}`);

  const mislabelled = await sql<{ id: string }>`
    select e.id::text as id from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where e.kind <> t.kind`.execute(executor);
  for (const row of mislabelled.rows) problems.push(`entry ${row.id} has another kind than its transaction`);

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

  // The totals the balance screen reads (migration 0008), recomputed from the entries and holds.
  const totals = await sql<{ code: string; stored: string; computed: string }>`
    select a.code,
      concat_ws(' ', a.purchased, a.referral, a.bonus, a.held, a.pending_holds) as stored,
      concat_ws(' ',
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = a.id and t.kind = 'purchase'),
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = a.id and t.kind = 'referral'),
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = a.id and t.kind = 'grant'),
        (select coalesce(sum(h.amount), 0) from ledger_holds h where h.account_id = a.id and h.status = 'pending'),
        (select count(*) from ledger_holds h where h.account_id = a.id and h.status = 'pending')
      ) as computed
    from ledger_accounts a where a.kind = 'wallet'`.execute(executor);
  for (const wallet of totals.rows) {
    if (wallet.stored !== wallet.computed) {
      problems.push(
        `${wallet.code} totals (purchased referral bonus held holds) ${wallet.stored} but entries say ${wallet.computed}`,
      );
    }
  }

  // The earned lot (migration 0013): the sum of what the entries moved in it, within 0 and the balance.
  const lots = await sql<{ code: string; earned: string; balance: string; entries: string }>`
    select a.code, a.earned::text as earned, a.balance::text as balance,
      coalesce(sum(e.earned_change), 0)::text as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id`.execute(executor);
  for (const lot of lots.rows) {
    if (toInt(lot.earned) !== toInt(lot.entries)) {
      problems.push(`${lot.code} earned lot ${lot.earned} but entries moved it by ${lot.entries}`);
    }
    if (toInt(lot.earned) < 0 || toInt(lot.earned) > toInt(lot.balance)) {
      problems.push(`${lot.code} earned lot ${lot.earned} outside its balance ${lot.balance}`);
    }
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
