import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/harness.js';
import type { Database } from '../db/database.js';
import { placeHold, releaseHold } from './holds.js';
import { postTransaction } from './ledger.js';
import { ledgerInvariantViolations } from './ledger-invariants.js';

/*
 * Where an idempotency key meets a unique constraint in the ledger (ledger_transactions.idempotency_key, and the
 * hold row made under it): copies of one request from two processes at once must each get the one answer, not a
 * unique-constraint error. Each pool stands for an API process; the copies alternate between them.
 */
describe('one idempotency key from two processes at once, on PostgreSQL', () => {
  let database: TestDatabase;
  let pools: Database[];
  let userId: string;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await database.build();
    const other: FastifyInstance = await database.build({}, {}, { ownPool: true });
    pools = [database.db, other.db];
    const row = await database.db
      .insertInto('users')
      .values({ issuer: 'test', subject: 'keys', email: 'keys@example.com', email_verified: true, name: 'K' })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
    await postTransaction(database.db, {
      idempotencyKey: 'keys-grant',
      kind: 'grant',
      description: 'grant',
      postings: [
        { account: { system: 'bonus' }, amount: -1000 },
        { account: { wallet: userId }, amount: 1000 },
      ],
    });
  }, 120_000);
  afterAll(() => database.close());

  const copies = <T>(make: (pool: Database) => Promise<T>) =>
    Promise.all(Array.from({ length: 20 }, (_, index) => make(pools[index % 2] as Database)));

  it('a transaction posted inside callers’ transactions is posted once and replayed to every other copy', async () => {
    const results = await copies((pool) =>
      pool.transaction().execute((trx) =>
        postTransaction(trx, {
          idempotencyKey: 'keys-spend',
          kind: 'spend',
          description: 'spend',
          postings: [
            { account: { wallet: userId }, amount: -10 },
            { account: { system: 'revenue' }, amount: 10 },
          ],
        }),
      ),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it('a hold placed and released under one key is one hold, settled once', async () => {
    const holds = await copies((pool) =>
      placeHold(pool, {
        userId,
        amount: 100,
        idempotencyKey: 'keys-hold',
        description: 'hold',
        reference: { type: 'test', id: 'keys' },
      }),
    );
    expect(new Set(holds.map((hold) => hold.id)).size).toBe(1);
    const [hold] = holds;
    const released = await copies((pool) =>
      releaseHold(pool, { holdId: hold?.id ?? '', description: 'released' }),
    );
    expect(released.every((settled) => settled.status === 'released')).toBe(true);
    const rows = await database.db
      .selectFrom('ledger_holds')
      .select('status')
      .where('reference_id', '=', 'keys')
      .execute();
    expect(rows).toEqual([{ status: 'released' }]);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});
