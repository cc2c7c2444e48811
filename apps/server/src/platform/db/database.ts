import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../../config.js';
import { PreparingClient } from './prepared-statements.js';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

// DATE columns stay 'YYYY-MM-DD' strings: a calendar date has no time zone to shift it.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * Opens the embedded PGlite database (DATA_DIR, or `memory://` for tests) or a PostgreSQL pool.
 * Kysely's own PGlite dialect serialises transactions, which the seat and ledger locks rely on.
 */
export async function openDatabase(
  config: Pick<Config, 'database' | 'databaseSchema'>,
): Promise<DatabaseHandle> {
  if (config.database.kind === 'pglite') {
    const pglite = await PGlite.create(config.database.dataDir, {
      parsers: { 1082: (value: string) => value },
    });
    const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
    return { db, driver: 'pglite', close: () => db.destroy() };
  }
  const schema = config.databaseSchema;
  if (schema !== 'public') await ensureSchema(config.database.url, schema);
  const pool = new pg.Pool({
    connectionString: config.database.url,
    max: config.database.poolSize,
    options: `-c search_path=${schema}`,
    Client: PreparingClient,
  });
  // An idle client loses its connection when PostgreSQL restarts; without a listener that would crash
  // the process. The pool replaces the client, and requests meanwhile get a 503 (platform/errors.ts).
  pool.on('error', (error) => {
    console.error(JSON.stringify({ level: 'error', msg: 'idle database client failed', err: error.message }));
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, driver: 'postgres', close: () => db.destroy() };
}

async function ensureSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${schema}"`);
  } finally {
    await client.end();
  }
}

export async function databaseLatencyMs(db: Database): Promise<number> {
  const started = performance.now();
  await sql`select 1`.execute(db);
  return Math.round((performance.now() - started) * 100) / 100;
}
