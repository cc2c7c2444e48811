/**
 * The one write path into the credit ledger (decision 020): posting balanced transactions under an idempotency key.
 * Changes when how credits move does.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { recordActivity } from '../activity.js';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { type Executor, inTransaction } from '../db/transaction.js';
import { AppError } from '../errors.js';
import {
  accountCode,
  insufficientCredits,
  type PostedTransaction,
  type Posting,
  type PostTransactionInput,
  refusalOf,
  SYSTEM_ACCOUNTS,
  type SystemAccount,
  toInt,
  walletCode,
  walletOwner,
  walletsOf,
} from './ledger-terms.js';
import { postInBatch } from './posting-batches.js';

// Callers know the ledger by this module; its vocabulary lives in ledger-terms.ts.
export * from './ledger-terms.js';

/** A stable fingerprint of what a transaction does, to tell a replay from a key reused for something else. */
function fingerprint(input: PostTransactionInput) {
  const postings = input.postings
    .map((posting) => [accountCode(posting.account), posting.amount] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  const canonical = JSON.stringify([input.kind, input.description, postings, input.reference ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

function assertBalanced(postings: Posting[]) {
  if (postings.length < 2) throw new Error('a ledger transaction needs at least two postings');
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new Error(`invalid posting amount ${posting.amount}`);
    }
  }
  if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) {
    throw new Error('ledger postings must sum to zero');
  }
}

export async function ensureWallet(trx: Executor, userId: string) {
  await trx
    .insertInto('ledger_accounts')
    .values({ code: walletCode(userId), kind: 'wallet', user_id: userId })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

async function replayOf(trx: Transaction<DB>, input: PostTransactionInput, hash: string) {
  const existing = await trx
    .selectFrom('ledger_transactions')
    .select(['id', 'request_hash'])
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirst();
  if (!existing) return null;
  if (existing.request_hash !== hash) {
    throw new AppError('CONFLICT', 'This idempotency key was already used for a different request');
  }
  const wallets = await trx
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['a.user_id', 'e.balance_after'])
    .where('e.transaction_id', '=', existing.id)
    .where('a.kind', '=', 'wallet')
    .execute();
  return {
    transactionId: existing.id,
    replayed: true,
    walletBalances: Object.fromEntries(
      wallets.map((row) => [row.user_id as string, toInt(row.balance_after)]),
    ),
  };
}

/**
 * The one write path into the ledger. Claims the idempotency key, locks the wallets it debits or
 * credits (in id order, so two transactions never wait on each other in a cycle), refuses to take a
 * wallet below zero, and writes balanced, immutable entries. The database re-checks both rules.
 */
export async function postTransaction(
  executor: Executor,
  input: PostTransactionInput,
): Promise<PostedTransaction> {
  assertBalanced(input.postings);
  const hash = fingerprint(input);
  if (!executor.isTransaction && walletsOf(input).length <= 1) {
    const posted = await postInBatch(executor as Database, { input, hash });
    if (posted) return posted;
  }
  return inTransaction(executor, async (trx) => {
    const claimed = await trx
      .insertInto('ledger_transactions')
      .values({
        idempotency_key: input.idempotencyKey,
        request_hash: hash,
        kind: input.kind,
        description: input.description,
        reference_type: input.reference?.type ?? null,
        reference_id: input.reference?.id ?? null,
        reverses_id: input.reversesId ?? null,
        created_by: input.createdBy ?? null,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      const replay = await replayOf(trx, input, hash);
      if (replay) return replay;
      throw new AppError('CONFLICT', 'A request with this idempotency key is still in progress');
    }

    const walletUsers = walletsOf(input);
    const codes = [...new Set(input.postings.map((posting) => accountCode(posting.account)))];
    const walletCodes = walletUsers.map(walletCode);
    // Every account in one read, without a lock: the entry trigger's update locks each wallet (in id order,
    // as the entries are sorted) for only the last statements of the transaction, and the CHECK refuses a
    // negative balance even if the balance moved since this read. System accounts are never locked.
    const readAccounts = () =>
      trx
        .selectFrom('ledger_accounts')
        .select(['id', 'code', 'balance'])
        .where('code', 'in', codes)
        .execute();
    let accounts = await readAccounts();
    if (accounts.length < codes.length && walletCodes.length > 0) {
      for (const userId of walletUsers) await ensureWallet(trx, userId);
      accounts = await readAccounts();
    }
    const walletCodeSet = new Set(walletCodes);
    const wallets = accounts.filter((account) => walletCodeSet.has(account.code));
    const idByCode = new Map(accounts.map((account) => [account.code, account.id]));

    // A quick refusal that needs no lock; the database re-checks under the lock below.
    for (const wallet of wallets) {
      const change = input.postings
        .filter((posting) => accountCode(posting.account) === wallet.code)
        .reduce((sum, posting) => sum + posting.amount, 0);
      if (toInt(wallet.balance) + change < 0) throw insufficientCredits();
    }

    const entries = input.postings
      .map((posting) => {
        const accountId = idByCode.get(accountCode(posting.account));
        if (!accountId) throw new Error(`unknown ledger account ${accountCode(posting.account)}`);
        return { transaction_id: claimed.id, account_id: accountId, amount: posting.amount };
      })
      .sort((a, b) => a.account_id.localeCompare(b.account_id));
    if (input.activity) await recordActivity(trx, input.activity);
    const inserted = await trx
      .insertInto('ledger_entries')
      .values(entries)
      .returning(['account_id', 'balance_after'])
      .execute()
      .catch((error: unknown) => {
        // The wallet CHECKs are the backstop behind the pre-check above (and the encashment's earned-lot check).
        throw refusalOf(error) ?? error;
      });

    const userByAccount = new Map(wallets.map((wallet) => [wallet.id, walletOwner(wallet.code)] as const));
    const walletBalances: Record<string, number> = {};
    for (const row of inserted) {
      const userId = userByAccount.get(row.account_id);
      if (userId) walletBalances[userId] = toInt(row.balance_after);
    }
    return { transactionId: claimed.id, replayed: false, walletBalances };
  });
}

/** Posts the exact opposite of an earlier transaction, once. Entries are never edited. */
export async function reverseTransaction(
  executor: Executor,
  input: { transactionId: string; description: string; createdBy?: string },
) {
  return inTransaction(executor, async (trx) => {
    const entries = await trx
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['a.code', 'a.user_id', 'e.amount'])
      .where('e.transaction_id', '=', input.transactionId)
      .execute();
    if (entries.length === 0) throw new AppError('NOT_FOUND', 'Transaction not found');
    const postings: Posting[] = entries.map((entry) => ({
      account: entry.user_id
        ? { wallet: entry.user_id }
        : {
            system: (Object.entries(SYSTEM_ACCOUNTS).find(([, code]) => code === entry.code)?.[0] ??
              'revenue') as SystemAccount,
          },
      amount: -toInt(entry.amount),
    }));
    return postTransaction(trx, {
      idempotencyKey: `reversal:${input.transactionId}`,
      kind: 'reversal',
      description: input.description,
      postings,
      reference: { type: 'ledger_transaction', id: input.transactionId },
      reversesId: input.transactionId,
      ...(input.createdBy ? { createdBy: input.createdBy } : {}),
    });
  });
}
