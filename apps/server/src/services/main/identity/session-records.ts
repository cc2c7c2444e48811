/**
 * A user's sessions and standing as an admin sees and changes them (decision 047). Each function takes the
 * database or the caller's transaction; the caches of every process forget what they end when the database
 * announces it after commit (migration 0024's triggers), so nothing here runs before the change is durable.
 * Changes when a session shows or records something new.
 */
import type { TUserSession } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';

const SESSIONS_LISTED = 50;

type Standing = { suspendedAt: string | null; suspendedReason: string | null };

/**
 * The most recent sessions first: the ones an admin is likely looking for. `currentSessionId` is the reader's own
 * session, marked `current`.
 */
export async function listSessions(
  db: Database,
  userId: string,
  currentSessionId: string | null = null,
): Promise<TUserSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('signed_in_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SESSIONS_LISTED)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    signedInAt: row.signed_in_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    endedAt: row.ended_at?.toISOString() ?? null,
    endedReason: row.ended_reason,
    factors: row.factors,
    current: row.id === currentSessionId,
  }));
}

/**
 * Ends one session of the user, or all of them; answers the ids this call ended. A session already ended is
 * left as it was (ending twice, or two admins at once, is not an error and rewrites nothing: the conditional
 * update is the claim). Ending all of them also stamps the user, which refuses the tokens issued before
 * migration 0024, as they name no session. `keep` is the session in use of a person ending their own others
 * (an admin in the console, or anyone under "Your devices", decision 087).
 */
export async function endSessions(
  db: Database,
  input: {
    userId: string;
    sessionId?: string;
    keep?: string;
    reason: 'revoked' | 'suspended' | 'ended-elsewhere';
  },
): Promise<string[]> {
  const { userId, sessionId, keep, reason } = input;
  if (sessionId === undefined) {
    const user = await db
      .updateTable('users')
      .set({ sessions_ended_at: sql<Date>`now()` })
      .where('id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!user) throw notFound('User');
  }
  let update = db
    .updateTable('sessions')
    .set({ ended_at: sql<Date>`now()`, ended_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (sessionId !== undefined) update = update.where('id', '=', sessionId);
  if (keep !== undefined) update = update.where('id', '!=', keep);
  const ended = (await update.returning('id').execute()).map((row) => row.id);
  if (sessionId !== undefined && ended.length === 0) {
    const known = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!known) throw notFound('Session');
  }
  return ended;
}

/**
 * Suspends the user and ends every session they have (reason `suspended`). Writing the user row first locks it,
 * so a sign-in racing with this either commits its session before it (and that session is ended here) or
 * waits and sees the suspension (createSession).
 */
export async function suspendUser(
  db: Database,
  input: { userId: string; reason: string },
): Promise<{ before: Standing; after: Standing }> {
  const row = await db
    .updateTable('users')
    .set({
      suspended_at: sql<Date>`now()`,
      suspended_reason: input.reason,
      sessions_ended_at: sql<Date>`now()`,
    })
    .where('id', '=', input.userId)
    .where('suspended_at', 'is', null)
    .returning(['suspended_at', 'suspended_reason'])
    .executeTakeFirst();
  if (!row) {
    await assertUserExists(db, input.userId);
    throw new AppError('CONFLICT', 'This account is already suspended');
  }
  await endSessions(db, { userId: input.userId, reason: 'suspended' });
  return {
    before: { suspendedAt: null, suspendedReason: null },
    after: { suspendedAt: row.suspended_at?.toISOString() ?? null, suspendedReason: row.suspended_reason },
  };
}

/**
 * Lets a suspended user sign in again. Their old sessions stay ended: restoring is not undoing. The row is
 * locked before it is read, so of two restores at once the second sees it restored and answers 409.
 */
export async function restoreUser(
  db: Database,
  input: { userId: string },
): Promise<{ before: Standing; after: Standing }> {
  const row = await db
    .with('old', (qb) =>
      qb
        .selectFrom('users')
        .select(['id', 'suspended_at', 'suspended_reason'])
        .where('id', '=', input.userId)
        .forUpdate(),
    )
    .updateTable('users')
    .from('old')
    .set({ suspended_at: null, suspended_reason: null })
    .whereRef('users.id', '=', 'old.id')
    .where('old.suspended_at', 'is not', null)
    .returning(['old.suspended_at as was_suspended_at', 'old.suspended_reason as was_suspended_reason'])
    .executeTakeFirst();
  if (!row) {
    await assertUserExists(db, input.userId);
    throw new AppError('CONFLICT', 'This account is not suspended');
  }
  return {
    before: {
      suspendedAt: row.was_suspended_at?.toISOString() ?? null,
      suspendedReason: row.was_suspended_reason,
    },
    after: { suspendedAt: null, suspendedReason: null },
  };
}

async function assertUserExists(db: Database, userId: string) {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('User');
}
