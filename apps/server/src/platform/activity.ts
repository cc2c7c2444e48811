/**
 * The activity log's one shared writer (decision 027): a user's recent activity and the dashboard's counts read it.
 * Changes when an activity record gains a field.
 */
import type { TActivityKind } from '@engagex/contracts';
import type { Executor } from './db/transaction.js';
import { isSaid, type Said } from './i18n/say.js';
import { english } from './i18n/translate.js';

/**
 * Records something a user did, for their recent activity and the dashboard's counts. Features call
 * it inside the transaction of the action itself, so an action that rolls back leaves no trace.
 */
export type ActivityRecord = {
  userId: string;
  kind: TActivityKind;
  /** A sentence to say is read in the reader's language (decision 077); a string is read as written. */
  title: string | Said;
  moduleId?: string | null;
  reference?: string | null;
};

/** The title as the `title_said` column keeps it (decision 077): a sentence's template and values, else null. */
export const saidJson = (title: string | Said): string | null =>
  isSaid(title) ? JSON.stringify(title) : null;

export async function recordActivity(executor: Executor, event: ActivityRecord) {
  await executor
    .insertInto('activity_events')
    .values({
      user_id: event.userId,
      kind: event.kind,
      title: english(event.title),
      title_said: saidJson(event.title),
      module_id: event.moduleId ?? null,
      reference: event.reference ?? null,
    })
    .execute();
}
