import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/harness.js';
import type { LedgerKind } from '../db/schema.js';
import { placeHold, releaseHold } from './holds.js';
import { postTransaction, reverseTransaction, toInt, walletCode } from './ledger.js';
import { ledgerInvariantViolations } from './ledger-invariants.js';

/*
 * The earned lot (migration 0013, decision 026): what a wallet may encash is what it earned and has not spent.
 * Each case moves credits the way the services do and reads the lot the database keeps.
 */
describe.each(DATABASE_KINDS)('the earned lot on %s', (kind) => {
  let database: TestDatabase;
  let counter = 0;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.build();
  });
  afterAll(() => database.close());
  afterEach(async () => expect(await ledgerInvariantViolations(database.db)).toEqual([]));

  async function newUser() {
    counter += 1;
    const email = `lot-${kind}-${counter}@example.com`;
    const row = await database.db
      .insertInto('users')
      .values({ issuer: 'test', subject: email, email, email_verified: true, name: email })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const key = (what: string) => `${what}-${kind}-${counter}-${Math.random()}`;
  const credit = (
    userId: string,
    txKind: LedgerKind,
    amount: number,
    reference?: { type: string; id: string },
  ) =>
    postTransaction(database.db, {
      idempotencyKey: key(txKind),
      kind: txKind,
      description: txKind,
      ...(reference ? { reference } : {}),
      postings: [
        {
          account: {
            system:
              txKind === 'purchase'
                ? 'gatewayClearing'
                : txKind === 'referral'
                  ? 'referralProgramme'
                  : 'revenue',
          },
          amount: -amount,
        },
        { account: { wallet: userId }, amount },
      ],
    });
  const earn = (userId: string, amount: number) => credit(userId, 'grant', amount);
  const buy = (userId: string, amount: number) => credit(userId, 'purchase', amount);
  const refund = (userId: string, amount: number, booking: string) =>
    credit(userId, 'refund', amount, { type: 'booking', id: booking });
  const spend = (userId: string, amount: number, booking = key('booking')) =>
    postTransaction(database.db, {
      idempotencyKey: key('spend'),
      kind: 'spend',
      description: 'spend',
      reference: { type: 'booking', id: booking },
      postings: [
        { account: { wallet: userId }, amount: -amount },
        { account: { system: 'revenue' }, amount },
      ],
    });
  const encashHold = (userId: string, amount: number) =>
    placeHold(database.db, {
      userId,
      amount,
      idempotencyKey: key('encash'),
      description: 'encashment',
      reference: { type: 'encashment', id: key('request') },
    });
  const lots = async (userId: string) => {
    const row = await database.db
      .selectFrom('ledger_accounts')
      .select(['balance', 'earned'])
      .where('code', '=', walletCode(userId))
      .executeTakeFirstOrThrow();
    return { balance: toInt(row.balance), earned: toInt(row.earned) };
  };

  it('spend, then buy: the bought credits are not earned (the card cash-out)', async () => {
    const userId = await newUser();
    await earn(userId, 1000);
    await spend(userId, 1000);
    await buy(userId, 1000);
    expect(await lots(userId)).toEqual({ balance: 1000, earned: 0 });
    await expect(encashHold(userId, 100)).rejects.toThrow('Not enough earned credits');
    expect(await lots(userId)).toEqual({ balance: 1000, earned: 0 });
  });

  it('buy, then spend: spending uses the bought credits first, in partial spends', async () => {
    const userId = await newUser();
    await earn(userId, 500);
    await buy(userId, 1000);
    await spend(userId, 800);
    expect(await lots(userId)).toEqual({ balance: 700, earned: 500 });
    await spend(userId, 300);
    expect(await lots(userId)).toEqual({ balance: 400, earned: 400 });
    await buy(userId, 200);
    await spend(userId, 150);
    expect(await lots(userId)).toEqual({ balance: 450, earned: 400 });
    await encashHold(userId, 400);
    expect(await lots(userId)).toEqual({ balance: 50, earned: 0 });
  });

  it('a refund gives back to the earned lot what its spend took from it, never more', async () => {
    const userId = await newUser();
    await earn(userId, 1000);
    await spend(userId, 600, `earned-booking-${kind}`);
    expect(await lots(userId)).toEqual({ balance: 400, earned: 400 });
    await refund(userId, 600, `earned-booking-${kind}`);
    expect(await lots(userId)).toEqual({ balance: 1000, earned: 1000 });

    // Partly earned, partly bought: a partial refund returns the earned part first, then bought credits.
    await buy(userId, 200);
    await spend(userId, 700, `mixed-booking-${kind}`);
    expect(await lots(userId)).toEqual({ balance: 500, earned: 500 });
    await refund(userId, 300, `mixed-booking-${kind}`);
    expect(await lots(userId)).toEqual({ balance: 800, earned: 800 });
    await refund(userId, 400, `mixed-booking-${kind}`);
    expect(await lots(userId)).toEqual({ balance: 1200, earned: 1000 });

    // Bought credits spent and refunded stay bought, whatever was earned meanwhile.
    const buyer = await newUser();
    await buy(buyer, 500);
    await spend(buyer, 500, `bought-booking-${kind}`);
    await earn(buyer, 100);
    await refund(buyer, 500, `bought-booking-${kind}`);
    expect(await lots(buyer)).toEqual({ balance: 600, earned: 100 });
  });

  it('an encashment hold draws on earned credits only, and a release returns them to the earned lot', async () => {
    const userId = await newUser();
    await earn(userId, 300);
    await buy(userId, 1000);
    await expect(encashHold(userId, 301)).rejects.toThrow('Not enough earned credits');
    const hold = await encashHold(userId, 300);
    expect(await lots(userId)).toEqual({ balance: 1000, earned: 0 });
    await spend(userId, 200);
    await releaseHold(database.db, { holdId: hold.id, description: 'rejected' });
    expect(await lots(userId)).toEqual({ balance: 1100, earned: 300 });
  });

  it('a reversal takes back what the reversed transaction put in the lot, or gives back what it took', async () => {
    const userId = await newUser();
    const grant = await earn(userId, 400);
    await buy(userId, 400);
    await reverseTransaction(database.db, {
      transactionId: grant.transactionId,
      description: 'granted in error',
    });
    expect(await lots(userId)).toEqual({ balance: 400, earned: 0 });
    await earn(userId, 300);
    const spent = await spend(userId, 600);
    expect(await lots(userId)).toEqual({ balance: 100, earned: 100 });
    await reverseTransaction(database.db, {
      transactionId: spent.transactionId,
      description: 'charged in error',
    });
    expect(await lots(userId)).toEqual({ balance: 700, earned: 300 });
  });
});

describe('the earned lot under concurrency on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await database.build();
  });
  afterAll(() => database.close());

  it('racing spends and encashment holds never encash more than was earned and not spent', async () => {
    const row = await database.db
      .insertInto('users')
      .values({
        issuer: 'test',
        subject: 'racer',
        email: 'racer@example.com',
        email_verified: true,
        name: 'R',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = row.id;
    const post = (txKind: LedgerKind, from: 'bonus' | 'gatewayClearing', amount: number) =>
      postTransaction(database.db, {
        idempotencyKey: `race-${txKind}`,
        kind: txKind,
        description: txKind,
        postings: [
          { account: { system: from }, amount: -amount },
          { account: { wallet: userId }, amount },
        ],
      });
    await post('grant', 'bonus', 1000);
    await post('purchase', 'gatewayClearing', 1000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 16 }, (_, index) =>
        index % 2 === 0
          ? postTransaction(database.db, {
              idempotencyKey: `race-spend-${index}`,
              kind: 'spend',
              description: 'spend',
              postings: [
                { account: { wallet: userId }, amount: -300 },
                { account: { system: 'revenue' }, amount: 300 },
              ],
            }).then(() => ['spent', 300] as const)
          : placeHold(database.db, {
              userId,
              amount: 300,
              idempotencyKey: `race-encash-${index}`,
              description: 'encashment',
              reference: { type: 'encashment', id: `race-${index}` },
            }).then(() => ['encashed', 300] as const),
      ),
    );
    const total = (what: string) =>
      outcomes.reduce(
        (sum, outcome) =>
          sum + (outcome.status === 'fulfilled' && outcome.value[0] === what ? outcome.value[1] : 0),
        0,
      );
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason.code).toBe('BUSINESS_RULE');
    }
    // Spends use the 1,000 bought credits first; only what they take beyond that comes out of the earned lot.
    const earnedSpent = Math.max(0, total('spent') - 1000);
    expect(total('encashed') + earnedSpent).toBeLessThanOrEqual(1000);
    expect(total('encashed')).toBeGreaterThan(0);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});
