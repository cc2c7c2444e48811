import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../test/harness.js';
import { expireLapsedPurchaseStatuses } from './purchase-status.js';

/*
 * Every process runs the purchase sweep once a minute (decision 013). Its statement must find the pending rows
 * through the partial index on them (migration 0017), not by reading every purchase ever made.
 */
describe.each(DATABASE_KINDS)('the purchase sweep on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('finds lapsed purchases through the index on pending rows by expiry', async () => {
    const db = await database();
    await db.build();
    // A plan that could read the table in full is priced out, so the plan names an index if one fits.
    const plan = await db.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const sweep = expireLapsedPurchaseStatuses(trx, new Date()).compile();
      return trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${sweep.sql}`, [...sweep.parameters]),
      );
    });
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('credit_purchases_pending_expiry_idx');
  });
});
