import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/harness.js';
import { ledgerInvariantViolations } from '../ledger/ledger-invariants.js';
import { migrations } from './migrations/index.js';

/** Runs the named migrations' statements in order, as the migrator does. */
async function apply(database: TestDatabase, names: string[]) {
  for (const migration of migrations.filter((candidate) => names.includes(candidate.name))) {
    for (const statement of migration.statements) await sql.raw(statement).execute(database.db);
  }
}

const names = migrations.map((migration) => migration.name);
const before = (name: string) => names.slice(0, names.indexOf(name));

/*
 * Migrations that reshape ledger rows must carry a database that already has money in it. Each case builds the
 * schema up to the migration, posts a purchase, a grant, a referral reward and a pending hold the old way, then
 * applies the rest and asks the invariant check (which compares every cached total and copied kind with the
 * entries themselves) whether anything is off.
 */
describe.each(DATABASE_KINDS)('upgrading a database with ledger history on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { empty: true });
  });
  afterAll(() => database.close());

  it('fills the wallet totals (0008) and the entry kinds (0009) from the rows already there', async () => {
    await apply(database, before('0008_wallet_totals'));
    const user = await sql<{ id: string }>`
      insert into users (issuer, subject, email, email_verified, name)
      values ('test', 'upgrade', 'upgrade@example.com', true, 'Upgrade') returning id`.execute(database.db);
    const userId = user.rows[0]?.id ?? '';
    await sql`insert into ledger_accounts (code, kind, user_id) values (${`wallet:${userId}`}, 'wallet', ${userId})`.execute(
      database.db,
    );
    const post = async (key: string, txKind: string, from: string, amount: number) => {
      const tx = await sql<{ id: string }>`
        insert into ledger_transactions (idempotency_key, request_hash, kind, description)
        values (${key}, 'h', ${txKind}, ${key}) returning id`.execute(database.db);
      const id = tx.rows[0]?.id;
      await sql`
        insert into ledger_entries (transaction_id, account_id, amount)
        select ${id}, id, case when code = ${from} then ${-amount}::bigint else ${amount}::bigint end
        from ledger_accounts where code in (${from}, ${`wallet:${userId}`})`.execute(database.db);
      return id;
    };
    await post('buy', 'purchase', 'system:gateway_clearing', 500);
    await post('bonus', 'grant', 'system:bonus', 50);
    await post('reward', 'referral', 'system:referral_programme', 20);
    // A hold moves credits from the wallet to the holds account: the amount runs the other way.
    const holdId = await post('hold', 'hold', 'system:holds', -70);
    const wallet = await sql<{
      id: string;
    }>`select id from ledger_accounts where code = ${`wallet:${userId}`}`.execute(database.db);
    await sql`
      insert into ledger_holds (account_id, amount, hold_transaction_id)
      values (${wallet.rows[0]?.id}, 70, ${holdId})`.execute(database.db);

    await apply(database, names.slice(names.indexOf('0008_wallet_totals')));

    const totals = await sql<Record<string, string>>`
      select balance::text, purchased::text, referral::text, bonus::text, held::text, pending_holds::text
      from ledger_accounts where code = ${`wallet:${userId}`}`.execute(database.db);
    expect(totals.rows[0]).toEqual({
      balance: '500',
      purchased: '500',
      referral: '20',
      bonus: '50',
      held: '70',
      pending_holds: '1',
    });
    const kinds = await sql<{ kind: string }>`
      select distinct e.kind from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.code = ${`wallet:${userId}`} order by 1`.execute(database.db);
    expect(kinds.rows.map((row) => row.kind)).toEqual(['grant', 'hold', 'purchase', 'referral']);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});

/*
 * Migration 0017 makes referral codes with the user; the users already there get theirs in the migration, in the
 * format the application drew them, while a user who already had one keeps it.
 */
describe.each(DATABASE_KINDS)('upgrading to referral codes made at sign-up (0017) on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { empty: true });
  });
  afterAll(() => database.close());

  it('gives every user without a code one, unique, and keeps the codes already made', async () => {
    await apply(database, before('0017_referral_codes_at_sign_up'));
    const users = await sql<{ id: string }>`
      insert into users (issuer, subject, email, email_verified, name)
      select 'test', 'old-' || n, 'old-' || n || '@example.com', true, 'Old ' || n from generate_series(1, 30) n
      returning id`.execute(database.db);
    const ids = users.rows.map((row) => row.id);
    await sql`insert into referral_codes (user_id, code) values (${ids[0]}, 'KEEPME22')`.execute(database.db);

    await apply(database, names.slice(names.indexOf('0017_referral_codes_at_sign_up')));

    const codes = await sql<{ user_id: string; code: string }>`
      select user_id, code from referral_codes order by user_id`.execute(database.db);
    expect(codes.rows.map((row) => row.user_id).sort()).toEqual([...ids].sort());
    expect(codes.rows.find((row) => row.user_id === ids[0])?.code).toBe('KEEPME22');
    for (const { code } of codes.rows) expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
    expect(new Set(codes.rows.map((row) => row.code)).size).toBe(ids.length);
    // From now on the database makes the code with the user.
    await sql`
      insert into users (issuer, subject, email, email_verified, name)
      values ('test', 'late', 'late@example.com', true, 'Late')`.execute(database.db);
    const lateCode = await sql<{ code: string }>`
      select c.code from referral_codes c join users u on u.id = c.user_id where u.subject = 'late'`.execute(
      database.db,
    );
    expect(lateCode.rows[0]?.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
  });
});
