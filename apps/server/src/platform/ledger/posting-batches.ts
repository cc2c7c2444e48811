import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.js';
import {
  accountCode,
  insufficientCredits,
  type PostedTransaction,
  type PostTransactionInput,
  toInt,
  walletsOf,
} from './ledger-terms.js';

export type BatchItem = { input: PostTransactionInput; hash: string };
type Waiting = BatchItem & {
  resolve: (posted: PostedTransaction | null) => void;
  reject: (error: unknown) => void;
};

/**
 * Statements in flight at once per database; what arrives meanwhile waits and goes in the next one. Three kept
 * p99 lowest on two cores in `npm run bench` (one executing, one committing, one being answered).
 */
const STATEMENTS_IN_FLIGHT = 3;
/** Transactions per statement at most. */
const BATCH_LIMIT = 32;

/**
 * Group commit for the common case: ledger transactions that touch at most one wallet and are posted on their
 * own (not inside a caller's transaction), e.g. a user spending credits. While a few such statements are in
 * flight, newcomers queue here instead of in PostgreSQL's lock queue; the next statement posts all of them at
 * once: one round trip, one commit, the hot wallet's row locked once for the lot. Nothing waits on a timer, so a
 * lone request goes straight through.
 *
 * Each transaction keeps its own idempotency key, entries, activity and balance-after, and the database's rules
 * hold for every one (the CHECK refuses a negative balance, the deferred trigger an unbalanced transaction). A
 * statement is all or nothing, so when one fails its transactions are posted again one by one, and only the
 * one at fault fails. An item answers null when the step-by-step path must decide: its key was used before
 * (a replay, or a different request under that key), or its wallet does not exist yet.
 */
class PostingBatcher {
  readonly #waiting: Waiting[] = [];
  #inFlight = 0;

  constructor(private readonly db: Database) {}

  post(item: BatchItem): Promise<PostedTransaction | null> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ ...item, resolve, reject });
      this.#pump();
    });
  }

  #pump() {
    while (this.#inFlight < STATEMENTS_IN_FLIGHT && this.#waiting.length > 0) {
      const batch = takeBatch(this.#waiting);
      this.#inFlight++;
      void this.#run(batch).finally(() => {
        this.#inFlight--;
        this.#pump();
      });
    }
  }

  async #run(batch: Waiting[]) {
    try {
      const posted = await postStatement(this.db, batch);
      for (const [index, item] of batch.entries()) item.resolve(posted[index] ?? null);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(
        batch.map((item) =>
          postStatement(this.db, [item]).then(([posted]) => item.resolve(posted ?? null), item.reject),
        ),
      );
    }
  }
}

/** The oldest waiting items, at most BATCH_LIMIT, and never one key twice (its replay goes next time). */
function takeBatch(waiting: Waiting[]): Waiting[] {
  const batch: Waiting[] = [];
  const keys = new Set<string>();
  for (let index = 0; index < waiting.length && batch.length < BATCH_LIMIT; ) {
    const item = waiting[index] as Waiting;
    if (keys.has(item.input.idempotencyKey)) {
      index++;
      continue;
    }
    keys.add(item.input.idempotencyKey);
    batch.push(item);
    waiting.splice(index, 1);
  }
  return batch;
}

const batchers = new WeakMap<Database, PostingBatcher>();

export function postInBatch(db: Database, item: BatchItem): Promise<PostedTransaction | null> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new PostingBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher.post(item);
}

/**
 * One statement that posts every item: claims the keys, records the activities, writes the entries in account
 * order (so two statements lock wallets in the same order). Answers per item its result, or null if its key
 * was already taken or its wallet is missing.
 */
async function postStatement(db: Database, items: BatchItem[]): Promise<(PostedTransaction | null)[]> {
  const list = (rows: RawBuilder<unknown>[]) => sql.join(rows);
  const transactions = list(
    items.map(
      ({ input, hash }) => sql`(${input.idempotencyKey}, ${hash}, ${input.kind}, ${input.description},
        ${input.reference?.type ?? null}, ${input.reference?.id ?? null}, ${input.reversesId ?? null}::uuid,
        ${input.createdBy ?? null}::uuid)`,
    ),
  );
  const postings = list(
    items.flatMap(({ input }) =>
      input.postings.map(
        (posting) => sql`(${input.idempotencyKey}::text, ${accountCode(posting.account)}::text,
          ${posting.amount}::bigint)`,
      ),
    ),
  );
  const activities = items.flatMap(({ input }) =>
    input.activity
      ? [
          sql`(${input.idempotencyKey}::text, ${input.activity.userId}::uuid, ${input.activity.kind}::text,
            ${input.activity.title}::text, ${input.activity.moduleId ?? null}::text,
            ${input.activity.reference ?? null}::text)`,
        ]
      : [],
  );
  const recordActivities =
    activities.length > 0
      ? sql`, activity (key, user_id, kind, title, module_id, reference) as (values ${list(activities)}),
        recorded as (
          insert into activity_events (user_id, kind, title, module_id, reference)
          select activity.user_id, activity.kind, activity.title, activity.module_id, activity.reference
          from activity join claimed on claimed.idempotency_key = activity.key
        )`
      : sql``;
  let rows: { idempotency_key: string; transaction_id: string; balance_after: string | null }[];
  try {
    ({ rows } = await sql<{ idempotency_key: string; transaction_id: string; balance_after: string | null }>`
      with claimed as (
        insert into ledger_transactions (idempotency_key, request_hash, kind, description, reference_type,
          reference_id, reverses_id, created_by)
        values ${transactions}
        on conflict (idempotency_key) do nothing
        returning id, idempotency_key
      )${recordActivities},
      postings (key, code, amount) as (values ${postings}),
      inserted as (
        insert into ledger_entries (transaction_id, account_id, amount)
        select claimed.id, (select a.id from ledger_accounts a where a.code = postings.code) as account_id,
          postings.amount
        from postings join claimed on claimed.idempotency_key = postings.key
        order by account_id
        returning transaction_id, balance_after
      )
      select claimed.idempotency_key, inserted.transaction_id, inserted.balance_after
      from inserted join claimed on claimed.id = inserted.transaction_id`.execute(db));
  } catch (error) {
    const failure = error as { constraint?: string; code?: string; column?: string };
    if (items.length === 1) {
      if (failure.constraint === 'wallet_never_negative') throw insufficientCredits();
      // A wallet that does not exist yet: the step-by-step path opens it.
      if (failure.code === '23502' && failure.column === 'account_id') return [null];
    }
    throw error;
  }
  return items.map(({ input }) => {
    const own = rows.filter((row) => row.idempotency_key === input.idempotencyKey);
    const [first] = own;
    if (!first) return null;
    const [wallet] = walletsOf(input);
    const balanceAfter = own.find((row) => row.balance_after !== null)?.balance_after;
    return {
      transactionId: first.transaction_id,
      replayed: false,
      walletBalances: wallet ? { [wallet]: toInt(balanceAfter) } : {},
    };
  });
}
