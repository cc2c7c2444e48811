/**
 * Granting and revoking roles (decision 008: a role comes from configuration or from an admin's grant). Each
 * change locks the person's row first (with the actor's, in one order, decision 050), so grants and revokes of
 * one person queue and each sees the last one's
 * result: a grant already given, or a revoke of a role not granted, changes nothing and writes no audit row.
 * Roles are read from the row on every request, so the change holds from the person's next request on.
 * Changes when a role can be granted or revoked by a new rule.
 */
import type { TAdminUserSummary, TGrantableRole } from '@engagex/contracts';
import { sql } from 'kysely';
import type { RoleConfig } from '../../../platform/auth/roles.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { lockActorAndTarget } from './acting-locks.js';
import { recordAudit } from './audit-log.js';
import { toProfile, toSummary } from './user-summary.js';

type RoleChange = {
  actorId: string;
  userId: string;
  role: TGrantableRole;
  requestId: string;
};

/** What the audit row keeps of a person's roles: both lists, so a reader sees what the grant changed. */
const rolesState = (summary: TAdminUserSummary) => ({
  roles: summary.roles,
  grantedRoles: summary.grantedRoles,
});

export async function grantRole(db: Database, config: RoleConfig, input: RoleChange) {
  return db.transaction().execute(async (trx) => {
    const row = await lockActorAndTarget(trx, config, { actorId: input.actorId, targetId: input.userId });
    if (row.granted_roles.includes(input.role)) return toProfile(row, config);
    const granted = [...row.granted_roles, input.role];
    await trx.updateTable('users').set({ granted_roles: granted }).where('id', '=', row.id).execute();
    const after = { ...row, granted_roles: granted };
    await recordAudit(trx, {
      action: 'role.grant',
      actorId: input.actorId,
      targetId: row.id,
      before: rolesState(toSummary(row, config)),
      after: rolesState(toSummary(after, config)),
      reason: null,
      requestId: input.requestId,
    });
    return toProfile(after, config);
  });
}

export async function revokeRole(db: Database, config: RoleConfig, input: RoleChange) {
  // An admin who removed their own admin role could lock the console's last way in; another admin can do it.
  if (input.role === 'admin' && input.actorId === input.userId) {
    throw new AppError('CONFLICT', 'You cannot remove your own admin role; ask another admin to do it');
  }
  return db.transaction().execute(async (trx) => {
    const row = await lockActorAndTarget(trx, config, { actorId: input.actorId, targetId: input.userId });
    const summary = toSummary(row, config);
    if (!row.granted_roles.includes(input.role)) {
      if (summary.roles.includes(input.role)) {
        throw new AppError(
          'CONFLICT',
          say(
            "This {role} role comes from the server's configuration ({source}), not from a grant; change the configuration to remove it",
            { role: input.role, source: configurationOf(input.role) },
          ),
        );
      }
      return toProfile(row, config);
    }
    const granted = row.granted_roles.filter((role) => role !== input.role);
    await trx
      .updateTable('users')
      .set({ granted_roles: sql<string[]>`array_remove(granted_roles, ${input.role})` })
      .where('id', '=', row.id)
      .execute();
    const after = { ...row, granted_roles: granted };
    await recordAudit(trx, {
      action: 'role.revoke',
      actorId: input.actorId,
      targetId: row.id,
      before: rolesState(summary),
      after: rolesState(toSummary(after, config)),
      reason: null,
      requestId: input.requestId,
    });
    return toProfile(after, config);
  });
}

const configurationOf = (role: TGrantableRole) =>
  ({
    employee: 'EMPLOYEE_EMAIL_DOMAINS',
    admin: 'ADMIN_EMAILS',
    payout: 'PAYOUT_EMAILS',
    organiser: 'the configuration',
  })[role];
