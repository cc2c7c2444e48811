import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/harness.js';
import { migrations } from '../db/migrations/index.js';
import { ledgerInvariantViolations } from './ledger-invariants.js';

const names = migrations.map((migration) => migration.name);

async function apply(database: TestDatabase, which: string[]) {
  for (const migration of migrations.filter((candidate) => which.includes(candidate.name))) {
    for (const statement of migration.statements) await sql.raw(statement).execute(database.db);
  }
}

/*
 * Migration 0013 replays each wallet's history under the earned lot's rules: a database that already holds money
 * (including a request the old rule let encash bought credits) comes out with every wallet's earned-unspent lot.
 */
describe.each(DATABASE_KINDS)('upgrading to the earned lot on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { empty: true });
  });
  afterAll(() => database.close());

  it('computes each wallet’s earned, unspent credits from its history', async () => {
    await apply(database, names.slice(0, names.indexOf('0013_earned_lot')));
    const newWallet = async (email: string) => {
      const user = await sql<{ id: string }>`
        insert into users (issuer, subject, email, email_verified, name)
        values ('test', ${email}, ${email}, true, ${email}) returning id`.execute(database.db);
      const userId = user.rows[0]?.id ?? '';
      await sql`insert into ledger_accounts (code, kind, user_id) values (${`wallet:${userId}`}, 'wallet', ${userId})`.execute(
        database.db,
      );
      return `wallet:${userId}`;
    };
    let keys = 0;
    /** Moves `amount` from `from` to `to` the old way: a transaction and its two entries. */
    const post = async (txKind: string, from: string, to: string, amount: number, reference?: string) => {
      keys += 1;
      const tx = await sql<{ id: string }>`
        insert into ledger_transactions (idempotency_key, request_hash, kind, description, reference_type,
          reference_id)
        values (${`k${keys}`}, 'h', ${txKind}, ${txKind}, ${reference?.split(':')[0] ?? null},
          ${reference?.split(':')[1] ?? null}) returning id`.execute(database.db);
      const id = tx.rows[0]?.id;
      await sql`
        insert into ledger_entries (transaction_id, account_id, amount)
        select ${id}, id, case when code = ${from} then ${-amount}::bigint else ${amount}::bigint end
        from ledger_accounts where code in (${from}, ${to}) order by id`.execute(database.db);
      return id;
    };

    // The attack the old rule allowed: earn, spend it, buy as much, and ask to encash the bought credits.
    const attacker = await newWallet('attacker@example.com');
    await post('grant', 'system:bonus', attacker, 1000);
    await post('spend', attacker, 'system:revenue', 1000, 'booking:a');
    await post('purchase', 'system:gateway_clearing', attacker, 1000);
    const holdTx = await post('hold', attacker, 'system:holds', 600, 'encashment:r1');
    await sql`
      insert into ledger_holds (account_id, amount, hold_transaction_id, reference_type, reference_id)
      select id, 600, ${holdTx}, 'encashment', 'r1' from ledger_accounts where code = ${attacker}`.execute(
      database.db,
    );

    // An honest history: earned, bought, spent (bought first), refunded, encashed and released.
    const honest = await newWallet('honest@example.com');
    await post('referral', 'system:referral_programme', honest, 500);
    await post('purchase', 'system:gateway_clearing', honest, 300);
    await post('spend', honest, 'system:revenue', 500, 'booking:b');
    await post('refund', 'system:revenue', honest, 500, 'booking:b');
    await post('hold', honest, 'system:holds', 200, 'encashment:r2');
    await post('hold_release', 'system:holds', honest, 200, 'encashment:r2');
    await post('spend', honest, 'system:revenue', 400, 'booking:c');

    await apply(database, names.slice(names.indexOf('0013_earned_lot')));

    const lots = await sql<{ code: string; balance: string; earned: string }>`
      select code, balance::text, earned::text from ledger_accounts where code in (${attacker}, ${honest})`.execute(
      database.db,
    );
    expect(Object.fromEntries(lots.rows.map((row) => [row.code, [row.balance, row.earned]]))).toEqual({
      [attacker]: ['400', '0'],
      [honest]: ['400', '400'],
    });
    // The pending request drew what was left of the lot (nothing); its release gives nothing earned back.
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});
