/**
 * Ending sessions, suspending and restoring, as the console does them: the identity feature's functions
 * (session-records.ts, decision 047) run in this transaction beside the audit row, so the change and its record
 * commit together, and the caches of every process forget the ended sessions once it has.
 */
import type { TUserSession } from '@engagex/contracts';
import type { RoleConfig } from '../../../platform/auth/roles.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { endSessions, listSessions, restoreUser, suspendUser } from '../identity/session-records.js';
import { recordAudit } from './audit-log.js';
import { toProfile, userRow } from './user-summary.js';

type Acting = { actorId: string; userId: string; reason: string; requestId: string };

/** Ends one session, or every one; ending none (all already ended) writes no audit row. */
export async function revokeSessions(
  db: Database,
  input: Acting & { sessionId?: string | undefined },
): Promise<TUserSession[]> {
  return db.transaction().execute(async (trx) => {
    await userRow(trx, input.userId);
    const ended = await endSessions(trx, {
      userId: input.userId,
      ...(input.sessionId === undefined ? {} : { sessionId: input.sessionId }),
      reason: 'revoked',
    });
    // Ending all also refuses the tokens made before sessions were recorded, so it is a change even with none open.
    if (ended.length > 0 || input.sessionId === undefined) {
      await recordAudit(trx, {
        action: 'sessions.revoke',
        actorId: input.actorId,
        targetId: input.userId,
        before: { openSessions: ended },
        after: { openSessions: [], scope: input.sessionId === undefined ? 'all' : 'one' },
        reason: input.reason,
        requestId: input.requestId,
      });
    }
    return listSessions(trx, input.userId);
  });
}

export async function suspend(db: Database, config: RoleConfig, input: Acting) {
  // An admin who suspended themself would be signed out of the console with no way back in.
  if (input.actorId === input.userId) {
    throw new AppError('CONFLICT', 'You cannot suspend your own account; ask another admin to do it');
  }
  return db.transaction().execute(async (trx) => {
    await userRow(trx, input.userId, { lock: true });
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
    await userRow(trx, input.userId, { lock: true });
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
