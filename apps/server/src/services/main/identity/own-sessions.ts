/**
 * A person's own sessions, "Your devices" (decision 087): the open ones listed with browser, system and place, and
 * ending one or every one but the session in use. Ending goes through endSessions (session-records.ts), the one
 * writer that ends sessions, so the change channel tells every process to forget them once the transaction
 * commits (migration 0024's trigger). Changes when the list shows something new or ending does more.
 */
import { browserAndSystem, type TOwnSession } from '@engagex/contracts';
import { sql } from 'kysely';
import { SESSION_MAX_AGE_SECONDS } from '../../../platform/auth/app-token.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import type { IpLocator } from '../location/ip-lookup.js';
import { endSessions } from './session-records.js';

/** More than anyone signs in from; the list is the current one first, then the most recently seen. */
const OWN_SESSIONS_LISTED = 50;

/**
 * The open sessions that could still be used: not ended, renewed within the idle limit (a token older than it is
 * never renewed, decision 037) and younger than the maximum age. Reads only: listing never writes.
 */
export async function listOwnSessions(
  db: Database,
  locate: IpLocator,
  input: { userId: string; currentSessionId: string | null; idleSeconds: number },
): Promise<TOwnSession[]> {
  const current = input.currentSessionId;
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'signed_in_at', 'last_seen_at', 'client_ip', 'user_agent'])
    .where('user_id', '=', input.userId)
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(secs => ${input.idleSeconds})`)
    .where('signed_in_at', '>', sql<Date>`now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`)
    .orderBy(sql`id = ${current}`, (order) => order.desc().nullsLast())
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(OWN_SESSIONS_LISTED)
    .execute();
  return rows.map((row) => {
    const { browser, system } = browserAndSystem(row.user_agent);
    const found = row.client_ip ? locate.find(row.client_ip) : null;
    return {
      id: row.id,
      browser,
      os: system,
      place: found && { city: found.city, region: found.region, countryCode: found.country_code },
      signedInAt: row.signed_in_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      current: row.id === current,
    };
  });
}

/**
 * Ends one of the person's sessions (`sessionId`), or every one but the current (none given); answers the ids it
 * ended. A session that is not theirs is a 404 from endSessions, as one that does not exist, and nothing changes.
 * The session in use is ended by signing out, which also clears its cookies, so naming it here is a 409.
 */
export async function endOwnSessions(
  db: Database,
  input: { userId: string; currentSessionId: string | null; sessionId?: string },
): Promise<string[]> {
  const { userId, currentSessionId, sessionId } = input;
  return db.transaction().execute(async (trx) => {
    if (sessionId !== undefined && sessionId === currentSessionId) {
      throw new AppError('CONFLICT', 'This is the device you are using: sign out to end its session');
    }
    return endSessions(trx, {
      userId,
      ...(sessionId === undefined ? {} : { sessionId }),
      ...(sessionId === undefined && currentSessionId !== null ? { keep: currentSessionId } : {}),
      reason: 'ended-elsewhere',
    });
  });
}
