import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, testConfig, uniqueSchemaName } from '../../test/harness.js';
import { type DatabaseHandle, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

/*
 * Decision 049: several deployments share one PostgreSQL, each in its own schema (DATABASE_SCHEMA). Start-up reads
 * only its own schema of the catalogue, so another deployment dropping its schema meanwhile cannot fail it.
 */
describe('start-up on a PostgreSQL shared with other deployments', () => {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  const schema = uniqueSchemaName();
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await admin.connect();
    handle = await openDatabase(testConfig('postgres', {}, schema));
  });
  afterAll(async () => {
    await handle.close();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });

  /** Another deployment's schema, with tables like ours (serial keys, which the catalogue read resolves by name). */
  const createOther = async (other: string) =>
    admin.query(
      `create schema "${other}";
       create table "${other}".purchases (id serial primary key, note text);
       create table "${other}".kysely_migration (name varchar(255) primary key)`,
    );

  it('migrates while other deployments create and drop their schemas', async () => {
    let migrating = true;
    let churned = 0;
    const churn = (async () => {
      while (migrating) {
        const other = uniqueSchemaName();
        await createOther(other);
        await admin.query(`drop schema "${other}" cascade`);
        churned += 1;
      }
    })();
    const errors: string[] = [];
    const migrate = () =>
      migrateToLatest(handle.db, schema).catch((error: Error) => {
        errors.push(String(error.cause ?? error));
        return [];
      });
    try {
      // The first run is a fresh deployment's start-up; the ones after it are a restart's, each reading the catalogue.
      const applied = await migrate();
      for (let run = 0; run < 30; run += 1) await migrate();
      expect(errors).toEqual([]);
      expect(applied.length).toBeGreaterThan(20);
    } finally {
      migrating = false;
      await churn;
    }
    expect(churned).toBeGreaterThan(5);
  });

  it('sees only its own schema and its own tables in the catalogue', async () => {
    const other = uniqueSchemaName();
    await createOther(other);
    try {
      expect(await handle.db.introspection.getSchemas()).toEqual([{ name: schema }]);
      const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema]));
      expect(tables.map((table) => table.name)).toContain('credit_purchases');
      expect(tables.map((table) => table.name)).toContain('kysely_migration');
      const purchases = tables.find((table) => table.name === 'credit_purchases');
      expect(purchases?.columns.find((column) => column.name === 'refund_status')).toMatchObject({
        isNullable: false,
        hasDefaultValue: true,
      });
      const ours = await handle.db.introspection.getTables();
      expect(ours.map((table) => table.name)).not.toContain('kysely_migration');
    } finally {
      await admin.query(`drop schema "${other}" cascade`);
    }
  });
});
