/**
 * How an entry moves: the one table of the statuses each change starts from, the lock every change takes on its
 * entry, and the history line every move leaves. Review moves along CONTESTANT_REVIEW_TRANSITIONS, in contracts
 * because the organiser's screens offer only those moves.
 * Changes when an entry gains a status or a way to leave one.
 */
import type { TContestantStatus, TRealm } from '@engagex/contracts';
import type { Executor } from '../../../platform/db/transaction.js';
import { notFound } from '../../../platform/errors.js';

/** What the entrant, their fee or the organiser's withdrawal of the competition does to an entry. */
export type EntryChange = 'pay' | 'add_members' | 'cancel' | 'withdraw';

/**
 * The statuses each change may start from; any other is refused. Members join a registered entry only while it
 * is free (a paid fee is never changed: registration.ts), and a withdrawal leaves an entry still waiting for its
 * fee as it is, since it paid nothing and can pay nothing now.
 */
export const ENTRY_CHANGES_FROM: Record<EntryChange, readonly TContestantStatus[]> = {
  pay: ['pending_payment'],
  add_members: ['pending_payment', 'registered'],
  cancel: ['pending_payment', 'registered', 'under_review', 'approved'],
  withdraw: ['registered', 'under_review', 'approved'],
};

/** Whether the table lets `change` start from a stored status. */
export const mayStart = (change: EntryChange, status: string) =>
  (ENTRY_CHANGES_FROM[change] as readonly string[]).includes(status);

/** The entry locked `FOR NO KEY UPDATE` for a change; with `userId`, only that user's own (404 otherwise). */
export async function lockContestant(
  trx: Executor,
  realm: TRealm,
  input: { contestantId: string; userId: string | null },
) {
  let query = trx
    .selectFrom('contestants')
    .selectAll()
    .where('id', '=', input.contestantId)
    .where('realm', '=', realm);
  if (input.userId) query = query.where('user_id', '=', input.userId);
  const row = await query.forNoKeyUpdate().executeTakeFirst();
  if (!row) throw notFound('Registration');
  return row;
}

export type EntryRow = Awaited<ReturnType<typeof lockContestant>>;

/** Every move is stamped with who made it and when. */
export async function logStatus(
  trx: Executor,
  input: {
    contestantId: string;
    from: TContestantStatus | null;
    to: TContestantStatus;
    notes?: string | null;
    by: string;
  },
) {
  await trx
    .insertInto('contestant_status_history')
    .values({
      contestant_id: input.contestantId,
      from_status: input.from,
      to_status: input.to,
      notes: input.notes ?? null,
      changed_by: input.by,
    })
    .execute();
}
