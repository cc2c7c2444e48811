/**
 * Opening the database: embedded PGlite or a PostgreSQL pool (decision 003), and its type parsers. Changes when a
 * driver or a connection setting is added.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../../config.js';
import { ownSchemaDialect } from './own-schema.js';
import { PreparingClient } from './prepared-statements.js';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The schema the application's tables live in (`public` on PGlite). */
  schema: string;
  /**
   * Hears NOTIFY on `channel` over a connection of its own. `onLost` runs once if that connection fails (a
   * PostgreSQL restart); the caller listens again. Answers a function that stops listening.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onLost: () => void,
  ) => Promise<() => Promise<void>>;
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
  /** PGlite only: start from this data directory (a `dumpDataDir` tarball) instead of an empty cluster. */
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (config.database.kind === 'pglite') {
    const pglite = await PGlite.create(config.database.dataDir, {
      parsers: { 1082: (value: string) => value },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    const db = new Kysely<DB>({ dialect: ownSchemaDialect(new PGliteDialect({ pglite }), 'public') });
    // One process owns an embedded database, so its notices cannot be lost.
    const listen = async (channel: string, onPayload: (payload: string) => void) => {
      const unlisten = await pglite.listen(channel, onPayload);
      // Closing the database first ends the listening too.
      return () => unlisten().catch(() => {});
    };
    return { db, driver: 'pglite', schema: 'public', listen, close: () => db.destroy() };
  }
  const { url } = config.database;
  const schema = config.databaseSchema;
  if (schema !== 'public') await ensureSchema(url, schema);
  const pool = new pg.Pool({
    connectionString: config.database.url,
    max: config.database.poolSize,
    options: `-c search_path=${schema}`,
    Client: PreparingClient,
  });
  // A client loses its connection when PostgreSQL restarts, and pg reports that as an 'error' event: with no
  // listener the process crashes. The pool listens only while a client is idle, so every client also gets a
  // listener of its own for the time it is checked out (inside a transaction, between two statements). Its
  // statement fails, the request gets a 503 (platform/errors.ts) and the pool drops the broken client on release.
  const logLost = (state: 'idle' | 'checked-out') => (error: Error) => {
    console.error(
      JSON.stringify({ level: 'error', msg: `${state} database client failed`, err: error.message }),
    );
  };
  pool.on('error', logLost('idle'));
  pool.on('connect', (client) => client.on('error', logLost('checked-out')));
  const db = new Kysely<DB>({
    dialect: ownSchemaDialect(new PostgresDialect({ pool }), schema, { lockPerSchema: true }),
  });
  const listen = (channel: string, onPayload: (payload: string) => void, onLost: () => void) =>
    listenOnPostgres(url, channel, onPayload, onLost);
  return { db, driver: 'postgres', schema, listen, close: () => db.destroy() };
}

async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: () => void,
) {
  const client = new pg.Client({ connectionString: url });
  let stopped = false;
  let lost = false;
  const loseOnce = () => {
    if (stopped || lost) return;
    lost = true;
    onLost();
  };
  client.on('error', loseOnce);
  client.on('end', loseOnce);
  client.on('notification', (message) => {
    if (message.channel === channel) onPayload(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    stopped = true;
    await client.end().catch(() => {});
    throw error;
  }
  return async () => {
    stopped = true;
    await client.end().catch(() => {});
  };
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
