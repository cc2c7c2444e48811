/**
 * The one way an admin action takes the rows of the two people it touches, the admin who acts and the person
 * acted on (decision 050). Changes when an action needs another person's row, or a stronger lock on one.
 *
 * Every action that writes an audit row touches both: it changes the target's row or rows that point at it, and
 * the audit row's foreign keys need the actor's. Taken in the order the statements happened to reach them, two
 * admins acting on each other at once each held one row and waited for the other's: PostgreSQL broke the
 * deadlock by failing one of them (503). Here both rows are taken first, always in id order, so the second of two
 * such actions waits for the first to finish instead.
 *
 * The target is taken `for no key update` (its changes queue; the foreign keys of rows pointing at it still
 * pass), the actor `for share`, so their standing cannot change under the action: an admin suspended, or whose
 * admin role was revoked, while their request waited here is refused, not obeyed.
 */
import type { TRole } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import { type RoleConfig, rolesFor } from '../../../platform/auth/roles.js';
import { ACCOUNT_SUSPENDED } from '../../../platform/auth/session-refusals.js';
import type { DB } from '../../../platform/db/schema.js';
import { forbidden, notFound, unauthenticated } from '../../../platform/errors.js';
import { SUMMARY_COLUMNS, type UserRow } from './user-summary.js';

export type ActingPair = {
  actorId: string;
  targetId: string;
  /** The role the action needs of the actor, checked again under the lock. */
  actorRole?: TRole;
  /** `read` when the action changes nothing about the target's row (a look at their payout details). */
  target?: 'change' | 'read';
};

/** Locks both rows in id order, checks the actor may still act, and answers the target's row. */
export async function lockActorAndTarget(
  trx: Transaction<DB>,
  config: RoleConfig,
  { actorId, targetId, actorRole = 'admin', target = 'change' }: ActingPair,
): Promise<UserRow> {
  const rows = new Map<string, UserRow | undefined>();
  for (const id of [...new Set([actorId, targetId])].sort()) {
    const query = trx
      .selectFrom('users as u')
      .select([...SUMMARY_COLUMNS, 'u.country', 'u.suspended_reason'])
      .where('u.id', '=', id);
    const locked =
      id === targetId && target === 'change'
        ? query.forNoKeyUpdate()
        : id === actorId
          ? query.forShare()
          : query.forKeyShare();
    rows.set(id, await locked.executeTakeFirst());
  }
  const actor = rows.get(actorId);
  if (!actor) throw unauthenticated('Invalid session token');
  if (actor.suspended_at) throw unauthenticated(ACCOUNT_SUSPENDED);
  if (!rolesFor(actor, config).includes(actorRole)) throw forbidden();
  const row = rows.get(targetId);
  if (!row) throw notFound('User');
  return row;
}
