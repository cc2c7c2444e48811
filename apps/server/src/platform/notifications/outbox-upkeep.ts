/**
 * The outbox's upkeep (decision 096): an email that reached `failed` sent again at an admin's word, and sent ones
 * deleted once they are older than OUTBOX_RETENTION_DAYS, so the outbox does not grow for ever. Changes when what
 * is kept, or for how long, does.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { Executor } from '../db/transaction.js';

/** How often each process deletes what has outlived its time. */
export const RETENTION_SWEEP_EVERY_MS = 3_600_000;
/** Rows one statement deletes: a short transaction, however large the backlog (the next runs at once). */
const RETENTION_BATCH = 1000;

/**
 * Makes a failed email due again, its count of attempts afresh; the senders wake on it as on a new email (migration
 * 0046). Answers false when the email does not exist or is no longer `failed` (someone sent it again first).
 */
export async function resendFailedEmail(executor: Executor, emailId: string, now: Date) {
  const row = await executor
    .updateTable('notification_emails')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, leased_until: null, leased_by: null })
    .where('id', '=', emailId)
    .where('status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes emails sent (or kept, in development) before `before`, a batch at a time; their kept copies go with them
 * (migration 0021's cascade). The notification itself stays in the person's list. Failed and pending emails stay
 * whatever their age: they still need someone. Answers how many went.
 */
export async function deleteOldSentEmails(db: Database, before: Date) {
  let deleted = 0;
  for (;;) {
    const result = await db
      .deleteFrom('notification_emails')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('notification_emails')
          .select('id')
          .where('status', 'in', ['sent', 'kept'])
          .where('sent_at', '<', before)
          .limit(RETENTION_BATCH),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < RETENTION_BATCH) return deleted;
  }
}

/**
 * Every process that sends from an outbox sweeps it hourly (two at once delete disjoint rows or nothing), the first
 * turn a minute after start: what `deleteOld` finds older than OUTBOX_RETENTION_DAYS goes.
 */
export function startRetentionSweep(
  app: FastifyInstance,
  what: string,
  deleteOld: (db: Database, before: Date) => Promise<number>,
  everyMs = RETENTION_SWEEP_EVERY_MS,
) {
  const days = app.config.outboxRetentionDays;
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    deleteOld(app.db, new Date(Date.now() - days * 86_400_000))
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted, days }, `outbox: deleted ${what} past their time`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, `outbox: retention sweep of ${what} failed`))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  const first = setTimeout(sweep, 60_000);
  first.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(first);
  });
}
