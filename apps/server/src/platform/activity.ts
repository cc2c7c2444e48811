/**
 * The activity log's one shared writer (decision 027): a user's recent activity and the dashboard's counts read it.
 * Changes when an activity record gains a field.
 */
import type { TActivityKind } from '@engagex/contracts';
import type { Executor } from './db/transaction.js';

/**
 * Records something a user did, for their recent activity and the dashboard's counts. Features call
 * it inside the transaction of the action itself, so an action that rolls back leaves no trace.
 */
export type ActivityRecord = {
  userId: string;
  kind: TActivityKind;
  title: string;
  moduleId?: string | null;
  reference?: string | null;
};

export async function recordActivity(executor: Executor, event: ActivityRecord) {
  await executor
    .insertInto('activity_events')
    .values({
      user_id: event.userId,
      kind: event.kind,
      title: event.title,
      module_id: event.moduleId ?? null,
      reference: event.reference ?? null,
    })
    .execute();
}
