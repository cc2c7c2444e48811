/**
 * The executor type (database or transaction) and running work in the caller's transaction. Changes rarely.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

export type Executor = Kysely<DB> | Transaction<DB>;

/** Runs `work` in the caller's transaction when there is one, otherwise in a new one. */
export function inTransaction<T>(executor: Executor, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (executor.isTransaction) return work(executor as Transaction<DB>);
  return executor.transaction().execute(work);
}
