import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../platform/db/migrations/index.js';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../../test/harness.js';
import { reverseReferralReward } from './reward-settlement.js';

const names = migrations.map((migration) => migration.name);
const MIGRATION = '0028_referral_reward_holds';

async function apply(database: TestDatabase, which: string[]) {
  for (const migration of migrations.filter((candidate) => which.includes(candidate.name)))
    for (const statement of migration.statements) await sql.raw(statement).execute(database.db);
}

/*
 * Rewards paid before decision 051 were ledger transactions only. The migration records each as a released reward,
 * so the month's cap counts them and a later refund of the purchase takes its share back.
 */
describe.each(DATABASE_KINDS)('upgrading to held referral rewards (0028) on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { empty: true });
  });
  afterAll(() => database.close());

  it('records every reward already paid as released, and a later refund takes its share back', async () => {
    await apply(database, names.slice(0, names.indexOf(MIGRATION)));
    const person = async (name: string) =>
      (
        await sql<{ id: string }>`insert into users (issuer, subject, email, email_verified, name)
          values ('test', ${name}, ${`${name}@example.com`}, true, ${name}) returning id`.execute(database.db)
      ).rows[0]?.id ?? '';
    const referrer = await person('referrer');
    const referee = await person('referee');
    await sql`insert into referrals (referee_id, referrer_id, code, qualified_at)
      values (${referee}, ${referrer}, 'OLDCODE1', now())`.execute(database.db);
    const purchase = (
      await sql<{ id: string }>`insert into credit_purchases
          (user_id, amount_minor, currency, credits, gateway, expires_at)
        values (${referee}, 100000, 'INR', 1000, 'sandbox', now()) returning id`.execute(database.db)
    ).rows[0]?.id;
    await sql`insert into ledger_accounts (code, kind, user_id) values (${`wallet:${referrer}`}, 'wallet', ${referrer})`.execute(
      database.db,
    );
    const pay = async (key: string, amount: number) => {
      const tx = await sql<{ id: string }>`
        insert into ledger_transactions (idempotency_key, request_hash, kind, description, reference_type, reference_id)
        values (${key}, 'h', 'referral', ${key}, 'referee', ${referee}) returning id`.execute(database.db);
      await sql`insert into ledger_entries (transaction_id, account_id, amount)
        select ${tx.rows[0]?.id}, id, case when code = 'system:referral_programme' then ${-amount}::bigint
          else ${amount}::bigint end
        from ledger_accounts where code in ('system:referral_programme', ${`wallet:${referrer}`})`.execute(
        database.db,
      );
    };
    await pay(`referral:qualified:${referee}`, 50);
    await pay(`referral:purchase:${purchase}`, 100);

    await apply(database, names.slice(names.indexOf(MIGRATION)));

    const rows = await database.db
      .selectFrom('referral_rewards')
      .select(['purchase_id', 'bonus', 'share', 'status'])
      .orderBy('bonus', 'desc')
      .execute();
    expect(rows).toEqual([
      { purchase_id: null, bonus: 50, share: 0, status: 'released' },
      { purchase_id: purchase, bonus: 0, share: 100, status: 'released' },
    ]);
    await reverseReferralReward(database.db, { purchaseId: purchase ?? '', purchased: 1000, refunded: 1000 });
    const wallet = await database.db
      .selectFrom('ledger_accounts')
      .select(['balance', 'earned'])
      .where('user_id', '=', referrer)
      .executeTakeFirstOrThrow();
    expect({ balance: Number(wallet.balance), earned: Number(wallet.earned) }).toEqual({
      balance: 50,
      earned: 50,
    });
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});
