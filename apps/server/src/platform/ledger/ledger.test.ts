// Over 300 lines: the ledger's invariants (decision 020) as properties over random postings, on both databases, in one place.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/harness.js';
import { walletSummary } from './balances.js';
import { captureHold, placeHold, releaseHold } from './holds.js';
import { postTransaction, reverseTransaction } from './ledger.js';
import { ledgerInvariantViolations } from './ledger-invariants.js';

async function createUser(database: TestDatabase, email: string) {
  const row = await database.db
    .insertInto('users')
    .values({ issuer: 'test', subject: email, email, email_verified: true, name: email })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const toNumber = (value: string | number | bigint) => Number(value);

const grant = (userId: string, amount: number, key: string) => ({
  idempotencyKey: key,
  kind: 'grant' as const,
  description: 'Welcome bonus',
  postings: [
    { account: { system: 'bonus' as const }, amount: -amount },
    { account: { wallet: userId }, amount },
  ],
});

const spend = (userId: string, amount: number, key: string) => ({
  idempotencyKey: key,
  kind: 'spend' as const,
  description: 'Spent on a test',
  postings: [
    { account: { wallet: userId }, amount: -amount },
    { account: { system: 'revenue' as const }, amount },
  ],
});

describe.each(DATABASE_KINDS)('credit ledger on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.build();
  });
  afterAll(() => database.close());

  it('posts balanced entries and keeps the balance equal to their sum', async () => {
    const userId = await createUser(database, `basic-${kind}@example.com`);
    const granted = await postTransaction(database.db, grant(userId, 100, `grant-basic-${kind}`));
    expect(granted.walletBalances[userId]).toBe(100);
    const spent = await postTransaction(database.db, spend(userId, 30, `spend-basic-${kind}`));
    expect(spent.walletBalances[userId]).toBe(70);
    expect((await walletSummary(database.db, userId)).balance).toBe(70);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it('posts a one-wallet transaction in one statement, with its activity once, and every refusal intact', async () => {
    const userId = await createUser(database, `one-statement-${kind}@example.com`);
    const activityCount = async () =>
      (
        await database.db
          .selectFrom('activity_events')
          .select(sql<string>`count(*)`.as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n;
    const withActivity = (input: ReturnType<typeof spend>) => ({
      ...input,
      activity: { userId, kind: 'credits_spent' as const, title: input.description },
    });
    // No wallet yet: the step-by-step path opens one and refuses the spend.
    await expect(
      postTransaction(database.db, withActivity(spend(userId, 5, `one-${kind}-1`))),
    ).rejects.toThrow('Insufficient credits');
    await postTransaction(database.db, grant(userId, 20, `one-${kind}-grant`));
    const first = await postTransaction(database.db, withActivity(spend(userId, 5, `one-${kind}-2`)));
    expect(first).toMatchObject({ replayed: false, walletBalances: { [userId]: 15 } });
    const replay = await postTransaction(database.db, withActivity(spend(userId, 5, `one-${kind}-2`)));
    expect(replay).toEqual({ ...first, replayed: true });
    await expect(postTransaction(database.db, spend(userId, 6, `one-${kind}-2`))).rejects.toThrow(
      'already used for a different request',
    );
    await expect(
      postTransaction(database.db, withActivity(spend(userId, 16, `one-${kind}-3`))),
    ).rejects.toThrow('Insufficient credits');
    expect(toNumber(await activityCount())).toBe(1);
    const refusedKeys = await database.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('idempotency_key', 'in', [`one-${kind}-1`, `one-${kind}-3`])
      .execute();
    expect(refusedKeys).toEqual([]);
    expect((await walletSummary(database.db, userId)).balance).toBe(15);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it('keeps the wallet totals the balance screen reads, and the invariant check notices a wrong one', async () => {
    const userId = await createUser(database, `totals-${kind}@example.com`);
    await postTransaction(database.db, grant(userId, 50, `grant-totals-${kind}`));
    await postTransaction(database.db, {
      ...grant(userId, 200, `purchase-totals-${kind}`),
      kind: 'purchase',
      description: 'Bought credits',
      postings: [
        { account: { system: 'gatewayClearing' }, amount: -200 },
        { account: { wallet: userId }, amount: 200 },
      ],
    });
    await postTransaction(database.db, spend(userId, 30, `spend-totals-${kind}`));
    await placeHold(database.db, {
      userId,
      amount: 20,
      idempotencyKey: `hold-totals-${kind}`,
      description: 'Seat hold',
      reference: { type: 'booking', id: 'totals' },
    });
    expect(await walletSummary(database.db, userId)).toMatchObject({
      balance: 200,
      pendingCredits: 20,
      activeHolds: 1,
      totalEarned: 250,
      totalSpent: 30,
      breakdown: { purchased: 200, referral: 0, bonus: 50 },
    });
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);

    // Only the triggers write these columns; a stray write is what the check is there to catch.
    await sql`update ledger_accounts set bonus = bonus + 1 where code = ${`wallet:${userId}`}`.execute(
      database.db,
    );
    expect(await ledgerInvariantViolations(database.db)).toEqual([
      `wallet:${userId} totals (purchased referral bonus held holds) 200 0 51 20 1 but entries say 200 0 50 20 1`,
    ]);
    await sql`update ledger_accounts set bonus = bonus - 1 where code = ${`wallet:${userId}`}`.execute(
      database.db,
    );
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it('refuses to take a wallet below zero and records nothing', async () => {
    const userId = await createUser(database, `poor-${kind}@example.com`);
    await postTransaction(database.db, grant(userId, 10, `grant-poor-${kind}`));
    await expect(postTransaction(database.db, spend(userId, 11, `spend-poor-${kind}`))).rejects.toMatchObject(
      {
        code: 'BUSINESS_RULE',
        message: 'Insufficient credits',
      },
    );
    const recorded = await database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `spend-poor-${kind}`)
      .execute();
    expect(recorded).toEqual([]);
    expect((await walletSummary(database.db, userId)).balance).toBe(10);
  });

  it('replays the same key with the same payload and refuses it with another', async () => {
    const userId = await createUser(database, `idem-${kind}@example.com`);
    await postTransaction(database.db, grant(userId, 50, `grant-idem-${kind}`));
    const first = await postTransaction(database.db, spend(userId, 20, `spend-idem-${kind}`));
    const again = await postTransaction(database.db, spend(userId, 20, `spend-idem-${kind}`));
    expect(again).toEqual({ ...first, replayed: true });
    await expect(postTransaction(database.db, spend(userId, 25, `spend-idem-${kind}`))).rejects.toMatchObject(
      {
        code: 'CONFLICT',
      },
    );
    expect((await walletSummary(database.db, userId)).balance).toBe(30);
  });

  it('lets the database itself refuse a negative wallet, an unbalanced transaction and edits', async () => {
    const userId = await createUser(database, `db-${kind}@example.com`);
    await postTransaction(database.db, grant(userId, 5, `grant-db-${kind}`));
    await expect(
      sql`update ledger_accounts set balance = -1 where code = ${`wallet:${userId}`}`.execute(database.db),
    ).rejects.toThrow(/wallet_never_negative/);
    await expect(sql`update ledger_entries set amount = amount + 1`.execute(database.db)).rejects.toThrow(
      /immutable/,
    );
    await expect(sql`delete from ledger_transactions`.execute(database.db)).rejects.toThrow(/immutable/);
    await expect(
      database.db.transaction().execute(async (trx) => {
        const tx = await trx
          .insertInto('ledger_transactions')
          .values({ idempotency_key: `raw-${kind}`, request_hash: 'x', kind: 'grant', description: 'raw' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const wallet = await trx
          .selectFrom('ledger_accounts')
          .select('id')
          .where('code', '=', `wallet:${userId}`)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values({ transaction_id: tx.id, account_id: wallet.id, amount: 7 })
          .execute();
      }),
    ).rejects.toThrow(/not balanced/);
    expect((await walletSummary(database.db, userId)).balance).toBe(5);
  });

  it('holds reserve credits and settle exactly once', async () => {
    const userId = await createUser(database, `hold-${kind}@example.com`);
    await postTransaction(database.db, grant(userId, 100, `grant-hold-${kind}`));
    const hold = await placeHold(database.db, {
      userId,
      amount: 60,
      idempotencyKey: `hold-a-${kind}`,
      description: 'Seat hold',
      reference: { type: 'booking', id: 'b1' },
    });
    expect(await walletSummary(database.db, userId)).toMatchObject({ balance: 40, pendingCredits: 60 });
    await expect(
      placeHold(database.db, {
        userId,
        amount: 41,
        idempotencyKey: `hold-b-${kind}`,
        description: 'Too much',
        reference: { type: 'booking', id: 'b2' },
      }),
    ).rejects.toMatchObject({ message: 'Insufficient credits' });

    const captured = await captureHold(database.db, { holdId: hold.id, description: 'Paid' });
    expect(captured.status).toBe('captured');
    expect((await captureHold(database.db, { holdId: hold.id, description: 'Paid' })).status).toBe(
      'captured',
    );
    await expect(releaseHold(database.db, { holdId: hold.id, description: 'Oops' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await walletSummary(database.db, userId)).toMatchObject({
      balance: 40,
      pendingCredits: 0,
      totalSpent: 60,
    });

    const second = await placeHold(database.db, {
      userId,
      amount: 40,
      idempotencyKey: `hold-c-${kind}`,
      description: 'Another',
      reference: { type: 'booking', id: 'b3' },
    });
    await releaseHold(database.db, { holdId: second.id, description: 'Cancelled' });
    expect(await walletSummary(database.db, userId)).toMatchObject({ balance: 40, pendingCredits: 0 });
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it('reverses a transaction once, with new entries', async () => {
    const userId = await createUser(database, `rev-${kind}@example.com`);
    const granted = await postTransaction(database.db, grant(userId, 30, `grant-rev-${kind}`));
    await reverseTransaction(database.db, {
      transactionId: granted.transactionId,
      description: 'Granted by mistake',
    });
    const again = await reverseTransaction(database.db, {
      transactionId: granted.transactionId,
      description: 'Granted by mistake',
    });
    expect(again.replayed).toBe(true);
    expect((await walletSummary(database.db, userId)).balance).toBe(0);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it('keeps every invariant under random sequences of operations', async () => {
    const users = [
      await createUser(database, `prop-a-${kind}@x.com`),
      await createUser(database, `prop-b-${kind}@x.com`),
    ];
    let counter = 0;
    const operation = fc.oneof(
      fc.record({
        op: fc.constant('grant' as const),
        user: fc.nat(1),
        amount: fc.integer({ min: 1, max: 50 }),
      }),
      fc.record({
        op: fc.constant('spend' as const),
        user: fc.nat(1),
        amount: fc.integer({ min: 1, max: 60 }),
      }),
      fc.record({
        op: fc.constant('hold' as const),
        user: fc.nat(1),
        amount: fc.integer({ min: 1, max: 40 }),
      }),
      fc.record({ op: fc.constant('capture' as const), pick: fc.nat(20) }),
      fc.record({ op: fc.constant('release' as const), pick: fc.nat(20) }),
      fc.record({ op: fc.constant('replay' as const), pick: fc.nat(20) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const holds: string[] = [];
        const posted: (ReturnType<typeof grant> | ReturnType<typeof spend>)[] = [];
        for (const step of operations) {
          counter += 1;
          const key = `prop-${kind}-${counter}`;
          try {
            if (step.op === 'grant' || step.op === 'spend') {
              const input = (step.op === 'grant' ? grant : spend)(
                users[step.user] as string,
                step.amount,
                key,
              );
              await postTransaction(database.db, input);
              posted.push(input);
            } else if (step.op === 'hold') {
              const hold = await placeHold(database.db, {
                userId: users[step.user] as string,
                amount: step.amount,
                idempotencyKey: key,
                description: 'Property hold',
                reference: { type: 'test', id: key },
              });
              holds.push(hold.id);
            } else if (step.op === 'capture' || step.op === 'release') {
              const holdId = holds[step.pick % Math.max(holds.length, 1)];
              if (holdId) {
                const settle = step.op === 'capture' ? captureHold : releaseHold;
                await settle(database.db, { holdId, description: step.op });
              }
            } else {
              const input = posted[step.pick % Math.max(posted.length, 1)];
              if (input) expect((await postTransaction(database.db, input)).replayed).toBe(true);
            }
          } catch (error) {
            const code = (error as { code?: string }).code;
            if (code !== 'BUSINESS_RULE' && code !== 'CONFLICT') throw error;
          }
          expect(await ledgerInvariantViolations(database.db)).toEqual([]);
        }
        for (const userId of users) {
          const summary = await walletSummary(database.db, userId);
          expect(summary.balance).toBeGreaterThanOrEqual(0);
          expect(summary.totalEarned - summary.totalSpent - summary.pendingCredits).toBe(summary.balance);
        }
      }),
      { numRuns: kind === 'pglite' ? 25 : 40 },
    );
  });
});

describe('credit ledger under concurrency on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await database.build();
  });
  afterAll(() => database.close());

  it('200 concurrent deducts of 10 from 1,000 leave exactly 100 successes and a balance of 0', async () => {
    const userId = await createUser(database, 'race@example.com');
    await postTransaction(database.db, grant(userId, 1000, 'grant-race'));
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) =>
        postTransaction(database.db, spend(userId, 10, `spend-race-${index}`)),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' && (result.reason as { code?: string }).code === 'BUSINESS_RULE',
    ).length;
    expect({ succeeded, refused }).toEqual({ succeeded: 100, refused: 100 });
    expect((await walletSummary(database.db, userId)).balance).toBe(0);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it('50 concurrent uses of one key post once', async () => {
    const userId = await createUser(database, 'same-key@example.com');
    await postTransaction(database.db, grant(userId, 100, 'grant-same-key'));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => postTransaction(database.db, spend(userId, 7, 'spend-same-key'))),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect((await walletSummary(database.db, userId)).balance).toBe(93);
  });

  it('a capture and a release racing for one hold settle it once', async () => {
    const userId = await createUser(database, 'settle-race@example.com');
    await postTransaction(database.db, grant(userId, 100, 'grant-settle-race'));
    const hold = await placeHold(database.db, {
      userId,
      amount: 100,
      idempotencyKey: 'hold-settle-race',
      description: 'Race',
      reference: { type: 'test', id: 'race' },
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? captureHold(database.db, { holdId: hold.id, description: 'capture' })
          : releaseHold(database.db, { holdId: hold.id, description: 'release' }),
      ),
    );
    const settled = await database.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('idempotency_key', 'like', `hold:${hold.id}:%`)
      .execute();
    expect(settled).toHaveLength(1);
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});
