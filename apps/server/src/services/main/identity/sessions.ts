/**
 * Sessions as rows (decision 047): starting one at sign-in, renewing it, ending it; refusing a suspended account.
 * Changes when a session's life does.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppPrincipal, AppTokens } from '../../../platform/auth/app-token.js';
import { accountSuspended, SESSION_ENDED } from '../../../platform/auth/session-refusals.js';
import type { Database } from '../../../platform/db/database.js';
import type { SessionFactor } from '../../../platform/db/schema.js';
import { unauthenticated } from '../../../platform/errors.js';

export function bearerToken(header: string | undefined): string | null {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/** Where a sign-in came from, as the server saw it (behind the configured proxy trust). */
export type SessionClient = { ip: string; userAgent: string | undefined };

/** Longer User-Agent strings say nothing more to an admin, and the column should not hold a client's essay. */
const USER_AGENT_KEPT = 400;

/** Refuses a suspended account before a sign-in writes anything. */
export async function assertNotSuspended(db: Database, where: { issuer: string; subject: string }) {
  const user = await db
    .selectFrom('users')
    .select(['suspended_at', 'suspended_reason'])
    .where('issuer', '=', where.issuer)
    .where('subject', '=', where.subject)
    .executeTakeFirst();
  if (user?.suspended_at) throw accountSuspended('FORBIDDEN', { ...user, suspended_at: user.suspended_at });
}

/** The 403 for a sign-in or renewal that found the account suspended after all (a suspension racing with it). */
async function refuseSuspended(db: Database, userId: string): Promise<never> {
  const user = await db
    .selectFrom('users')
    .select(['suspended_at', 'suspended_reason'])
    .where('id', '=', userId)
    .executeTakeFirst();
  throw accountSuspended('FORBIDDEN', {
    suspended_at: user?.suspended_at ?? new Date(),
    suspended_reason: user?.suspended_reason ?? null,
  });
}

/**
 * The session row a sign-in starts (decision 047), or a 403 for a suspended user. The user row is read
 * `for share` in the same statement: a suspension racing with it (which writes that row first) either waits
 * for this session to commit and then ends it, or commits first and this statement sees it and inserts nothing.
 */
export async function startSession(
  db: Database,
  input: { userId: string; client: SessionClient; signedInAt?: Date; factors?: SessionFactor[] },
): Promise<string> {
  const userAgent = input.client.userAgent?.trim().slice(0, USER_AGENT_KEPT) || null;
  const started = await db
    .insertInto('sessions')
    .columns(['id', 'user_id', 'signed_in_at', 'client_ip', 'user_agent', 'factors'])
    .expression(
      db
        .selectFrom('users')
        .select([
          sql<string>`${randomUUID()}::uuid`.as('id'),
          'id as user_id',
          sql<Date>`${input.signedInAt ?? new Date()}::timestamptz`.as('signed_in_at'),
          sql<string>`${input.client.ip}`.as('client_ip'),
          sql<string | null>`${userAgent}::text`.as('user_agent'),
          sql<SessionFactor[]>`${input.factors ?? ['id_token']}::text[]`.as('factors'),
        ])
        .where('id', '=', input.userId)
        .where('suspended_at', 'is', null)
        .forShare(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!started) return refuseSuspended(db, input.userId);
  return started.id;
}

/**
 * Decision 037: a session is renewed by trading its token for a fresh one, once. Revoking the old token is
 * the claim: of two renewals racing with one token, only the one whose revocation wrote the row gets a new
 * token, so a stolen token cannot fork the session. The new token keeps the session's sign-in time, which
 * bounds its total age, and its session id (decision 047); a suspended user or an ended session renews nothing.
 * A token from before sessions had rows is renewed into a session of its own, so such tokens die out.
 */
export async function renewSession(
  db: Database,
  appTokens: AppTokens,
  token: string | null,
  client: SessionClient,
) {
  if (!token) throw unauthenticated();
  const principal = await appTokens.verifyForRenewal(token);
  await assertRenewable(db, principal);
  if (!(await appTokens.revoke(principal))) throw unauthenticated('Session has been signed out');
  let sessionId = principal.sessionId;
  if (sessionId === null) {
    sessionId = await startSession(db, {
      userId: principal.userId,
      client,
      signedInAt: principal.signedInAt,
    });
  } else {
    const touched = await db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    // Ended between the check and now: say why, as the check would have.
    if (!touched) await assertRenewable(db, principal);
    if (!touched) throw unauthenticated('Session has been signed out');
  }
  return appTokens.issue(principal.userId, { sessionId, signedInAt: principal.signedInAt });
}

/** Suspended users are refused with 403 (they may not sign in); ended sessions with 401 and the reason. */
async function assertRenewable(db: Database, principal: AppPrincipal) {
  const row = await db
    .selectFrom('users')
    .leftJoin('sessions', (join) =>
      join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', principal.sessionId),
    )
    .select([
      'users.suspended_at',
      'users.suspended_reason',
      'users.sessions_ended_at',
      'sessions.id as session_id',
      'sessions.ended_reason',
    ])
    .where('users.id', '=', principal.userId)
    .executeTakeFirst();
  if (!row) throw unauthenticated('Invalid session token');
  if (row.suspended_at) throw accountSuspended('FORBIDDEN', { ...row, suspended_at: row.suspended_at });
  if (principal.sessionId === null) {
    if (row.sessions_ended_at && row.sessions_ended_at >= principal.issuedAt)
      throw unauthenticated(SESSION_ENDED.revoked);
    return;
  }
  if (!row.session_id) throw unauthenticated('Invalid session token');
  if (row.ended_reason) throw unauthenticated(SESSION_ENDED[row.ended_reason]);
}

/** Sign-out ends the session, so every token of its chain is refused, not only the one presented. */
export async function endOwnSession(db: Database, sessionId: string) {
  await db
    .updateTable('sessions')
    .set({ ended_at: sql<Date>`now()`, ended_reason: 'signed-out' })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}
