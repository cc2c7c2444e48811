import { randomUUID } from 'node:crypto';
import type { TAuditAction } from '@engagex/contracts';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { type ApiCall, apiClient } from '../../../test/api.js';
import type { Injector, Session, TestDatabase } from '../../../test/harness.js';

/** The console's calls, under /api/main, as the signed-in `session`. */
export const adminCall = (app: Injector): ApiCall => apiClient(app, SERVICE_PREFIXES.main);

/** An adjustment with a fresh key unless one is given. */
export const credits = (
  direction: 'grant' | 'deduct',
  amount: number,
  idempotencyKey = `admin-${randomUUID()}`,
  reason = 'Goodwill for a failed booking',
) => ({ direction, amount, reason, idempotencyKey });

/** The audit rows about one person, oldest first, as the database holds them. */
export async function auditRowsOf(db: TestDatabase, targetId: string, action?: TAuditAction) {
  return db.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .$if(action !== undefined, (query) => query.where('action', '=', action as TAuditAction))
    .orderBy('id')
    .execute();
}

/** A person's balance as the ledger has it. */
export async function ledgerBalance(call: ApiCall, admin: Session, userId: string) {
  const detail = await call(admin, 'GET', `/admin/users/${userId}`);
  return detail.json().data.wallet.balance as number;
}
