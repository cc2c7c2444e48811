/**
 * Named prepared statements for the PostgreSQL driver, so each connection parses a statement once. Changes when
 * the driver or the limits do.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Longer statements are rare, one-off (reports, migrations): not worth a slot in every connection. */
const MAX_PREPARED_LENGTH = 4000;
/** Distinct statements remembered; the application has a few hundred. */
const MAX_NAMES = 2000;
const names = new Map<string, string>();

/** A stable name per statement text, so every connection prepares it once under the same name. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * A pg client that runs every parameterised statement as a named prepared statement: PostgreSQL parses and
 * plans it once per connection instead of on every call, which is a large share of a short query's cost.
 * Kysely sends (text, values); statements without parameters (BEGIN, COMMIT, DDL) go through unchanged.
 * pg keeps the names it has prepared per connection, and a new connection (after a restart) starts afresh.
 * One thing changes for the SQL: what PostgreSQL decides while planning cannot depend on a parameter's value,
 * so an `ON CONFLICT … WHERE` naming a partial unique index must state its predicate with literals.
 */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this only forwards them.
  override query(config: any, values?: any, callback?: any): any {
    if (
      typeof config === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      config.length <= MAX_PREPARED_LENGTH
    ) {
      return super.query({ text: config, values, name: statementName(config) }, callback);
    }
    return super.query(config, values, callback);
  }
}
