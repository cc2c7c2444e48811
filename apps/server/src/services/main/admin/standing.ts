/**
 * Ending sessions, suspending and restoring, as the console does them: the identity feature's functions
 * (session-records.ts, decision 047) run in this transaction beside the audit row, so the change and its record
 * commit together, and the caches of every process forget the ended sessions once it has. An admin the
 * configuration names (ADMIN_EMAILS) is never locked out from here (decision 050).
 * Resetting a person's second factor lives here too: it is the same kind of change to whether they can get in.
 * Changes when suspending, restoring or resetting a person does something more.
 */
import type { TUserSession } from '@engagex/contracts';
import type { RoleConfig } from '../../../platform/auth/roles.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { msg } from '../../../platform/i18n/say.js';
import { removeSecondFactor } from '../identity/mfa/factors.js';
import { endSessions, listSessions, restoreUser, suspendUser } from '../identity/session-records.js';
import { lockActorAndTarget } from './acting-locks.js';
import { recordAudit } from './audit-log.js';
import { configuredRoles, toProfile, type UserRow, userRow } from './user-summary.js';

type Acting = { actorId: string; userId: string; reason: string; requestId: string };

/** Why the console refuses to lock out an admin the configuration names; the setting is the way to change it. */
const CONFIGURED_ADMIN_REFUSALS = {
  suspend: msg(
    "This admin is named in the server's configuration (ADMIN_EMAILS) and cannot be suspended, so a way into the console always stays; change the configuration first",
  ),
  sessions: msg(
    "This admin is named in the server's configuration (ADMIN_EMAILS): only they can end their sessions; change the configuration first",
  ),
};

function refuseConfiguredAdmin(
  row: UserRow,
  config: RoleConfig,
  refusal: keyof typeof CONFIGURED_ADMIN_REFUSALS,
) {
  if (configuredRoles(row, config).includes('admin')) {
    throw new AppError('CONFLICT', CONFIGURED_ADMIN_REFUSALS[refusal]);
  }
}

/**
 * Ends one session, or every one; ending none (all already ended) writes no audit row. An admin ending their
 * own sessions keeps the one they are using ("sign out other devices"); another admin cannot end a configured
 * admin's sessions at all.
 */
export async function revokeSessions(
  db: Database,
  config: RoleConfig,
  input: Acting & { sessionId?: string | undefined; currentSessionId: string | null },
): Promise<TUserSession[]> {
  const own = input.actorId === input.userId;
  return db.transaction().execute(async (trx) => {
    const row = await lockActorAndTarget(trx, config, { actorId: input.actorId, targetId: input.userId });
    if (!own) refuseConfiguredAdmin(row, config, 'sessions');
    const keep = own && input.sessionId === undefined ? input.currentSessionId : null;
    const ended = await endSessions(trx, {
      userId: input.userId,
      ...(input.sessionId === undefined ? {} : { sessionId: input.sessionId }),
      ...(keep === null ? {} : { keep }),
      reason: 'revoked',
    });
    // Ending all also refuses the tokens made before sessions were recorded, so it is a change even with none open.
    if (ended.length > 0 || input.sessionId === undefined) {
      await recordAudit(trx, {
        action: 'sessions.revoke',
        actorId: input.actorId,
        targetId: input.userId,
        before: { openSessions: ended },
        after: {
          openSessions: keep === null ? [] : [keep],
          scope: input.sessionId === undefined ? (keep === null ? 'all' : 'others') : 'one',
        },
        reason: input.reason,
        requestId: input.requestId,
      });
    }
    return listSessions(trx, input.userId, own ? input.currentSessionId : null);
  });
}

export async function suspend(db: Database, config: RoleConfig, input: Acting) {
  // An admin who suspended themself would be signed out of the console with no way back in.
  if (input.actorId === input.userId) {
    throw new AppError('CONFLICT', 'You cannot suspend your own account; ask another admin to do it');
  }
  return db.transaction().execute(async (trx) => {
    const row = await lockActorAndTarget(trx, config, { actorId: input.actorId, targetId: input.userId });
    refuseConfiguredAdmin(row, config, 'suspend');
    const { before, after } = await suspendUser(trx, { userId: input.userId, reason: input.reason });
    await recordAudit(trx, {
      action: 'user.suspend',
      actorId: input.actorId,
      targetId: input.userId,
      before,
      after,
      reason: input.reason,
      requestId: input.requestId,
    });
    return toProfile(await userRow(trx, input.userId), config);
  });
}

export async function restore(db: Database, config: RoleConfig, input: Acting) {
  return db.transaction().execute(async (trx) => {
    await lockActorAndTarget(trx, config, { actorId: input.actorId, targetId: input.userId });
    const { before, after } = await restoreUser(trx, { userId: input.userId });
    await recordAudit(trx, {
      action: 'user.restore',
      actorId: input.actorId,
      targetId: input.userId,
      before,
      after,
      reason: input.reason,
      requestId: input.requestId,
    });
    return toProfile(await userRow(trx, input.userId), config);
  });
}

/**
 * Resets a person's second factor (decision 089): for someone who lost their phone and their recovery codes. Not
 * one's own: that is turned off with a code under Two-factor sign-in, and a console session must not remove its own
 * factor without one. Audited with what there was.
 */
export async function resetTwoFactor(db: Database, config: RoleConfig, input: Acting) {
  if (input.actorId === input.userId) {
    throw new AppError(
      'CONFLICT',
      'Turn your own two-factor sign-in off under Two-factor sign-in, with a code; ask another admin if you cannot',
    );
  }
  return db.transaction().execute(async (trx) => {
    await lockActorAndTarget(trx, config, { actorId: input.actorId, targetId: input.userId });
    const before = await removeSecondFactor(trx, input.userId);
    if (!before) throw new AppError('CONFLICT', 'This person has no two-factor sign-in to reset');
    await recordAudit(trx, {
      action: 'user.two_factor_reset',
      actorId: input.actorId,
      targetId: input.userId,
      before: {
        twoFactor: true,
        enabledAt: before.enabledAt,
        recoveryCodesLeft: before.recoveryCodesLeft,
        passkeys: before.passkeys.length,
      },
      after: { twoFactor: false },
      reason: input.reason,
      requestId: input.requestId,
    });
    return toProfile(await userRow(trx, input.userId), config);
  });
}
