/**
 * Running the migrations at start-up, under a lock per schema (decisions 004 and 049). Changes when that procedure
 * does.
 */
import { sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

/** Each migration is a list of single statements: PGlite's extended protocol runs one at a time. */
export type SqlMigration = { name: string; statements: string[] };

class ListProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      migrations.map((migration) => [
        migration.name,
        {
          up: async (db) => {
            for (const statement of migration.statements) await sql.raw(statement).execute(db);
          },
        },
      ]),
    );
  }
}

/** The schema is named so Kysely's bookkeeping tables are found in it, not in another run's schema. */
export async function migrateToLatest(db: Database, schema: string) {
  const migrator = new Migrator({ db, provider: new ListProvider(), migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed`, { cause: error });
  }
  return results?.filter((result) => result.status === 'Success').map((result) => result.migrationName) ?? [];
}
