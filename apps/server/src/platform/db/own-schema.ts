/**
 * What this deployment reads of the database's catalogue: its own schema (`DATABASE_SCHEMA`), nothing else
 * (decision 049). Several deployments and test runs share one PostgreSQL, each in a schema of its own (README,
 * "Configuration"); Kysely's migrator asked its PostgreSQL introspector for every table of every schema, which
 * fails with `schema "…" does not exist` when another deployment drops its schema meanwhile, and it took one
 * advisory lock for every schema's migrations. Changes when the migrator needs more of the catalogue.
 */
import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Dialect,
  type Kysely,
  PostgresAdapter,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/** Kysely's bookkeeping tables, hidden from `getTables` unless asked for, as Kysely's own introspector does. */
const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** `inner` with the catalogue read only in `schema`, and, when `lockPerSchema`, a migration lock of its own. */
export function ownSchemaDialect(inner: Dialect, schema: string, { lockPerSchema = false } = {}): Dialect {
  return {
    createDriver: () => inner.createDriver(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => (lockPerSchema ? new SchemaMigrationLock(schema) : inner.createAdapter()),
    createIntrospector: (db) => new OwnSchemaIntrospector(db, schema),
  };
}

class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const found = await sql<{ name: string }>`
      select nspname as name from pg_catalog.pg_namespace where nspname = ${this.schema}`.execute(this.db);
    return found.rows;
  }

  /** The schema's tables and views with their columns; the filter on the schema comes before any function runs. */
  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const columns = await sql<{
      table: string;
      kind: string;
      column: string;
      not_null: boolean;
      has_default: boolean;
      type: string;
      type_schema: string;
      comment: string | null;
      serial: string | null;
    }>`
      select c.relname as table, c.relkind as kind, a.attname as column, a.attnotnull as not_null,
        a.atthasdef as has_default, typ.typname as type, tns.nspname as type_schema,
        col_description(a.attrelid, a.attnum) as comment,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as serial
      from pg_catalog.pg_namespace ns
      join pg_catalog.pg_class c on c.relnamespace = ns.oid and c.relkind in ('r', 'v', 'p', 'f')
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      where ns.nspname = ${this.schema}
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of columns.rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = {
          name: row.table,
          schema: this.schema,
          isView: row.kind === 'v',
          isForeign: row.kind === 'f',
          columns: [],
        };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        isAutoIncrementing: row.serial !== null,
        hasDefaultValue: row.has_default,
        ...(row.comment === null ? {} : { comment: row.comment }),
      });
    }
    return [...tables.values()];
  }
}

/**
 * Kysely's PostgreSQL migration lock is one advisory lock for the whole database, so one deployment's migration
 * held up every other's start-up. This one is keyed by the schema.
 */
class SchemaMigrationLock extends PostgresAdapter {
  constructor(private readonly schema: string) {
    super();
  }

  override async acquireMigrationLock(db: Kysely<unknown>) {
    await sql`select pg_advisory_lock(hashtext(${`engagex migrations ${this.schema}`}))`.execute(db);
  }

  override async releaseMigrationLock(db: Kysely<unknown>) {
    await sql`select pg_advisory_unlock(hashtext(${`engagex migrations ${this.schema}`}))`.execute(db);
  }
}
