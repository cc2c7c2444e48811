/**
 * A PostgreSQL connection lost while a request holds it (a restart, an administrator ending the backend) fails
 * that request and nothing else: the process lives on and the pool serves the next one. Changes when the pool
 * or the driver does.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, testConfig, uniqueSchemaName } from '../../test/harness.js';
import { type DatabaseHandle, openDatabase } from './database.js';

describe('a PostgreSQL connection lost while checked out', () => {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  const schema = uniqueSchemaName();
  let handle: DatabaseHandle;
  const uncaught: unknown[] = [];
  const remember = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    await admin.connect();
    handle = await openDatabase(testConfig('postgres', {}, schema));
    process.on('uncaughtException', remember);
  });
  afterAll(async () => {
    process.off('uncaughtException', remember);
    await handle.close();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });

  it('fails the statement that held it, raises nothing uncaught, and the next request is served', async () => {
    const attempt = handle.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      // Between two statements the client is the request's, not the pool's: the pool is not listening.
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`select 1`.execute(trx);
    });
    await expect(attempt).rejects.toThrow();
    expect(uncaught).toEqual([]);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
