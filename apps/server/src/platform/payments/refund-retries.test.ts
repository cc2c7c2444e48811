import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../test/harness.js';
import { refundRetryDelayMs } from './refund-attempts.js';
import { duePaymentRefunds, dueRefunds } from './refund-retries.js';

/*
 * Every process runs the refund sweep twice a minute (decision 038, amended). Its statement must find the refunds
 * due a retry through the partial index on requested refunds (migration 0019), not by reading every purchase.
 */
describe.each(DATABASE_KINDS)('the refund sweep on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('finds refunds due a retry through the index on requested refunds by retry time', async () => {
    const db = await database();
    await db.build();
    // A plan that could read the table in full is priced out, so the plan names an index if one fits.
    const plan = await db.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const sweep = dueRefunds(trx, new Date()).compile();
      return trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${sweep.sql}`, [...sweep.parameters]),
      );
    });
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('credit_purchases_refund_due_idx');
  });

  it('finds late and duplicate payments due a refund through their own index (migration 0020)', async () => {
    const db = await database();
    await db.build();
    const plan = await db.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const sweep = duePaymentRefunds(trx, new Date()).compile();
      return trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${sweep.sql}`, [...sweep.parameters]),
      );
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('payment_refunds_due_idx');
  });
});

describe('the refund backoff', () => {
  it('waits a minute, doubles, and never more than six hours', () => {
    expect([1, 2, 3, 8, 20].map(refundRetryDelayMs)).toEqual([
      60_000,
      120_000,
      240_000,
      7_680_000,
      6 * 3_600_000,
    ]);
  });
});
