/**
 * Keyset cursors for the console's newest-first lists: the last row's time and id, opaque to the client. The
 * time is PostgreSQL's own to the microsecond (a JavaScript Date keeps milliseconds, and a cursor rounded down
 * would skip the rows between), and a cursor that does not decode is a 400, never a database error.
 * Changes when a console list is ordered another way.
 */
import { sql } from 'kysely';
import { AppError } from '../../../platform/errors.js';

export type Keyset = { at: string; id: string };

/** The column as the cursor keeps it: UTC, microseconds, ISO 8601. */
export const keysetTime = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (key: Keyset) => Buffer.from(`${key.at}|${key.id}`).toString('base64url');

/** The cursor's time and id, or a 400 when it was not made by `encodeCursor` for an id of this shape. */
export function decodeCursor(cursor: string, idPattern: RegExp): Keyset {
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  // A real date: 2026-02-30 matches the pattern but comes back from Date as another day.
  const date = new Date(at);
  const real =
    TIME.test(at) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === at.slice(0, 23);
  if (!real || !idPattern.test(id) || rest.length > 0) {
    throw new AppError('VALIDATION_ERROR', 'Invalid cursor: pass the nextCursor of the previous page', [
      { path: 'query.cursor', message: 'Not a cursor this list made' },
    ]);
  }
  return { at, id };
}

/** Rows after the cursor in (time desc, id desc) order. */
export const before = (timeColumn: string, idColumn: string, key: Keyset, idType: 'uuid' | 'bigint') =>
  sql<boolean>`(${sql.ref(timeColumn)}, ${sql.ref(idColumn)}) < (${key.at}::timestamptz, ${key.id}::${sql.raw(idType)})`;
