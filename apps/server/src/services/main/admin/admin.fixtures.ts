/** Test helpers shared by the admin console's suites: the adjustments they send, their cast, the audit rows they read. */
import { randomUUID } from 'node:crypto';
import type { TAuditAction } from '@engagex/contracts';
import { adminApi } from '@engagex/contracts/api/admin';
import { inject } from '../../../test/api.js';
import {
  type DatabaseKind,
  type Injector,
  type Session,
  signIn,
  type TestDatabase,
} from '../../../test/harness.js';
import { useSuite } from '../../../test/suite.js';

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
export async function ledgerBalance(app: Injector, admin: Session, userId: string) {
  const detail = await inject(app, adminApi.user, { session: admin, params: { id: userId } });
  return detail.data().wallet.balance;
}

/**
 * The admin console suites' world: the demo admin, a second configured admin and Anna, a person whose name and
 * email the search looks through. One per file; the console's blocks each have their own file.
 */
export function useAdminConsoleSuite(kind: DatabaseKind) {
  const suite = useSuite(kind, {
    env: { ADMIN_EMAILS: `admin@engagex.dev,second.admin.${kind}@engagex.dev` },
    cast: async (app) => ({
      admin: await signIn(app, 'admin@engagex.dev'),
      anna: await signIn(app, `anna.rao+${kind}@gmail.com`, 'Anna Rao-Kapoor'),
      otherAdmin: await signIn(app, `second.admin.${kind}@engagex.dev`, 'Second Admin'),
    }),
  });
  return { suite };
}
