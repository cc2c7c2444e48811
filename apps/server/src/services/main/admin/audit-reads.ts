/**
 * Reading the admin audit log: newest first, filtered by who acted, on whom, what and when, a page at a time
 * after a keyset cursor. Each filter has its own index (migration 0025), so a page is a short range scan.
 * Changes when the log gains a filter.
 */
import type { TAuditEntry, TAuditPage, TAuditQuery } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { before, decodeCursor, encodeCursor, keysetTime } from './cursor.js';

const DIGITS = /^\d{1,18}$/;

const DAY_MS = 86_400_000;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A bound as a time the database takes: years 1 to 9999 (the contract already refused impossible dates). */
function instant(value: string, field: 'from' | 'to', shiftMs = 0) {
  const time = new Date(isDate(value) ? `${value}T00:00:00Z` : value).getTime() + shiftMs;
  const year = new Date(time).getUTCFullYear();
  if (Number.isNaN(time) || year < 1 || year > 9999) {
    throw new AppError(
      'VALIDATION_ERROR',
      say('Invalid query.{field}: a time between the years 1 and 9999', { field }),
      [{ path: `query.${field}`, message: 'Out of range' }],
    );
  }
  return new Date(time);
}

export async function auditPage(
  db: Database,
  input: Omit<TAuditQuery, 'limit'> & { limit: number },
): Promise<TAuditPage> {
  const after = input.cursor ? decodeCursor(input.cursor, DIGITS) : null;
  let query = db
    .selectFrom('admin_audit_log as l')
    .innerJoin('users as actor', 'actor.id', 'l.actor_id')
    .leftJoin('users as target', 'target.id', 'l.target_id')
    .select([
      'l.id',
      'l.at',
      'l.action',
      'l.before',
      'l.after',
      'l.reason',
      'l.request_id',
      'l.actor_id',
      'actor.name as actor_name',
      'actor.email as actor_email',
      'l.target_id',
      'target.name as target_name',
      'target.email as target_email',
      keysetTime('l.at').as('at_key'),
    ]);
  if (input.actorId) query = query.where('l.actor_id', '=', input.actorId);
  if (input.targetId) query = query.where('l.target_id', '=', input.targetId);
  if (input.action) query = query.where('l.action', '=', input.action);
  if (input.from) query = query.where('l.at', '>=', instant(input.from, 'from'));
  // A bare date as the upper bound means the whole of that day.
  if (input.to && isDate(input.to)) query = query.where('l.at', '<', instant(input.to, 'to', DAY_MS));
  else if (input.to) query = query.where('l.at', '<=', instant(input.to, 'to'));
  if (after) query = query.where(before('l.at', 'l.id', after, 'bigint'));
  const rows = await query
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(input.limit + 1)
    .execute();
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    entries: page.map(
      (row): TAuditEntry => ({
        id: String(row.id),
        at: row.at.toISOString(),
        action: row.action,
        actor: { id: row.actor_id, name: row.actor_name, email: row.actor_email },
        target:
          row.target_id && row.target_name !== null && row.target_email !== null
            ? { id: row.target_id, name: row.target_name, email: row.target_email }
            : null,
        before: row.before,
        after: row.after,
        reason: row.reason,
        requestId: row.request_id,
      }),
    ),
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ at: last.at_key, id: String(last.id) }) : null,
  };
}
