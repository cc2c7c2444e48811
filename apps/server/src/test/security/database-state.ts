import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.js';

/** Per table: how many rows, and an order-independent hash of their contents (catches updates too). */
export type Fingerprint = Record<string, string>;

const tableLists = new WeakMap<Database, Promise<string[]>>();

/** The app's tables, read once per database from information_schema (so new tables are included). */
function tablesOf(db: Database): Promise<string[]> {
  let tables = tableLists.get(db);
  if (!tables) {
    tables = sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`
      .execute(db)
      .then((result) => result.rows.map((row) => row.name));
    tableLists.set(db, tables);
  }
  return tables;
}

/** Every table's row count and content hash, plus the ledger's total, in one statement. */
export async function fingerprint(db: Database): Promise<Fingerprint> {
  const tables = await tablesOf(db);
  const perTable = tables.map(
    (table) =>
      `select '${table}' as name, count(*) || ' rows #' || coalesce(sum(hashtext(t::text)::bigint), 0) as state from "${table}" t`,
  );
  const ledger = `select 'sum(ledger_entries.amount)' as name, coalesce(sum(amount), 0)::text as state from ledger_entries`;
  const result = await sql
    .raw<{ name: string; state: string }>([...perTable, ledger].join(' union all '))
    .execute(db);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.state]));
}

/** The tables whose state differs between two fingerprints, with both states. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} -> ${after[name]}`);
}

/**
 * The next transaction id PostgreSQL would assign. It advances only when some transaction writes (or
 * locks rows), so an unchanged value proves nothing was written, at the cost of one tiny query.
 */
export async function writeMark(db: Database): Promise<string> {
  const result = await sql<{
    mark: string;
  }>`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`.execute(db);
  return result.rows[0]?.mark ?? '';
}
