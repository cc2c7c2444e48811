/**
 * Group commit for ledger postings (decision 031): many one-wallet transactions in one statement. Changes when the
 * ledger's statement does.
 */
import { type RawBuilder, sql } from 'kysely';
import { saidJson } from '../activity.js';
import type { Database } from '../db/database.js';
import { GroupCommit } from '../db/group-commit.js';
import { english } from '../i18n/translate.js';
import {
  accountCode,
  type PostedTransaction,
  type PostTransactionInput,
  refusalOf,
  toInt,
  walletsOf,
} from './ledger-terms.js';

export type BatchItem = { input: PostTransactionInput; hash: string };
type PostedRow = { idempotency_key: string; transaction_id: string; balance_after: string | null };

const groupCommits = new WeakMap<Database, GroupCommit<BatchItem, PostedTransaction | null>>();

/**
 * Group commit (platform/db/group-commit.ts) for the common case: ledger transactions that touch at most one
 * wallet and are posted on their own (not inside a caller's transaction), e.g. a user spending credits. Each
 * keeps its own idempotency key, entries, activity and balance-after, and the database's rules hold for every
 * one (the CHECK refuses a negative balance, the deferred trigger an unbalanced transaction). Answers null when
 * the step-by-step path must decide: the key was used before (a replay, or a different request under that
 * key), or the wallet does not exist yet.
 */
export function postInBatch(db: Database, item: BatchItem): Promise<PostedTransaction | null> {
  let groupCommit = groupCommits.get(db);
  if (!groupCommit) {
    groupCommit = new GroupCommit({
      // Three kept p99 lowest on two cores in `npm run bench` (one executing, one committing, one answered).
      inFlight: 3,
      batchLimit: 32,
      writeTogether: (items) => postStatement(db, items),
      // A key's second request waits for the first to be posted, then is answered as its replay.
      conflictKey: ({ input }) => input.idempotencyKey,
    });
    groupCommits.set(db, groupCommit);
  }
  return groupCommit.write('ledger', item);
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
            ${english(input.activity.title)}::text, ${saidJson(input.activity.title)}::jsonb,
            ${input.activity.moduleId ?? null}::text, ${input.activity.reference ?? null}::text)`,
        ]
      : [],
  );
  const recordActivities =
    activities.length > 0
      ? sql`, activity (key, user_id, kind, title, title_said, module_id, reference) as (values ${list(activities)}),
        recorded as (
          insert into activity_events (user_id, kind, title, title_said, module_id, reference)
          select activity.user_id, activity.kind, activity.title, activity.title_said, activity.module_id,
            activity.reference
          from activity join claimed on claimed.idempotency_key = activity.key
        )`
      : sql``;
  let rows: PostedRow[];
  try {
    ({ rows } = await sql<PostedRow>`
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
      const refusal = refusalOf(error);
      if (refusal) throw refusal;
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
