/**
 * An organiser withdraws (cancels) a competition: the entries it cancels, locked before the event's bookings are
 * refunded, and their whole fees given back. Called from the event's cancellation, in its transaction.
 * Changes when withdrawing a competition touches something more.
 */
import type { TRealm } from '@engagex/contracts';
import type { Executor } from '../../../platform/db/transaction.js';
import type { WithdrawnHolding } from '../bookings/event-cancelled-notices.js';
import { cancelEntryLocked } from './cancellation.js';
import { ENTRY_CHANGES_FROM, type EntryRow } from './transitions.js';

/**
 * The entries an organiser's withdrawal of a competition cancels (registered, in review or approved), locked
 * `FOR NO KEY UPDATE` in id order; one the entrant cancelled meanwhile is no longer selected. An entry still
 * waiting for its fee paid nothing and can pay nothing now (`feeProblem`), so it stays as it is; once the
 * competition has started, entries keep their state, as bookings do (decision 033). Locked before the event's
 * bookings are refunded, so the withdrawal never holds ledger rows while it waits for an entry.
 */
export async function lockEntriesToWithdraw(trx: Executor, realm: TRealm, eventId: string) {
  const event = await trx
    .selectFrom('events')
    .select('starts_at')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  if (event.starts_at.getTime() <= Date.now()) return [];
  return trx
    .selectFrom('contestants')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('realm', '=', realm)
    .where('status', 'in', ENTRY_CHANGES_FROM.withdraw)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/**
 * An organiser withdraws (cancels) a competition: each locked entry is cancelled and its whole fee goes back, to
 * the original payment when paid through the gateway (the entrant did not choose to leave, so no policy share is
 * kept, and credits are not offered in place of their money). Runs in the transaction that marks the event
 * cancelled. Answers what each entrant lost and got back, for the event's cancellation notice.
 */
export async function withdrawEntries(
  trx: Executor,
  entries: EntryRow[],
  input: { actorId: string; eventTitle: string; reason: string },
): Promise<WithdrawnHolding[]> {
  const withdrawn: WithdrawnHolding[] = [];
  for (const row of entries) {
    const { back } = await cancelEntryLocked(trx, row, {
      refund: row.paid_credits - row.refunded_credits,
      refundTo: 'original',
      reason: `The organiser withdrew ${input.eventTitle}: ${input.reason}`,
      actorId: input.actorId,
    });
    withdrawn.push({ kind: 'entry', id: row.id, userId: row.user_id, back });
  }
  return withdrawn;
}
