/**
 * Writing the admin audit log (decision 043). Every admin change calls `recordAudit` with the transaction that
 * makes the change, so the row and the change commit or roll back together. The table refuses UPDATE, DELETE
 * and TRUNCATE (migration 0025): nothing here, or anywhere, edits an entry once written.
 * Changes when an audit row records something new.
 */
import type { TAuditAction } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';

export type AuditRecord = {
  action: TAuditAction;
  actorId: string;
  targetId: string | null;
  /** The state the action changed, as it was and as it is; null where there was none (a look changes nothing). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  /** The HTTP request id, as in the server's logs, so a row leads to the request that made it. */
  requestId: string;
};

/** Appends one row; takes only a transaction, so it cannot be written apart from the change it records. */
export async function recordAudit(trx: Transaction<DB>, record: AuditRecord) {
  await trx
    .insertInto('admin_audit_log')
    .values({
      action: record.action,
      actor_id: record.actorId,
      target_id: record.targetId,
      before: record.before === null ? null : JSON.stringify(record.before),
      after: record.after === null ? null : JSON.stringify(record.after),
      reason: record.reason,
      request_id: record.requestId,
    })
    .execute();
}
