import type { TNotificationKind } from '@engagex/contracts';
import { sql } from 'kysely';
import type { TestDatabase } from './harness.js';

/** A notification as the main, jobs and employee suites check it, with its outbox rows (the emails it queued). */
export type ToldNotice = {
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string | null;
  details: Record<string, unknown>;
  onceKey: string | null;
  emails: number;
};

/**
 * What one person was told, oldest first; `kind` narrows it to one kind, `about` to the notices about one record
 * (their once-only key names its id).
 */
export async function toldTo(
  db: TestDatabase,
  userId: string,
  { kind, about }: { kind?: TNotificationKind; about?: string } = {},
): Promise<ToldNotice[]> {
  let query = db.db
    .selectFrom('notifications as n')
    .select(['n.id', 'n.kind', 'n.title', 'n.body', 'n.link', 'n.details', 'n.once_key', 'n.created_at'])
    .select((eb) =>
      eb
        .selectFrom('notification_emails as e')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('e.notification_id', '=', 'n.id')
        .as('emails'),
    )
    .where('n.user_id', '=', userId);
  if (kind) query = query.where('n.kind', '=', kind);
  if (about) query = query.where('n.once_key', 'like', `%:${about}%`);
  const rows = await query.orderBy('n.created_at').orderBy('n.id').execute();
  return rows.map((row) => ({
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
    onceKey: row.once_key,
    emails: Number(row.emails),
  }));
}

/**
 * Makes writing any notice to the user fail until the answered undo runs: the change whose notice it is must then
 * roll back whole, since its notice is written in its transaction.
 */
export async function refuseNoticesTo(db: TestDatabase, userId: string) {
  await sql`create or replace function refuse_test_notice() returns trigger language plpgsql as $$
    begin raise exception 'notices to this user are refused by the test'; end $$`.execute(db.db);
  await sql`create trigger refuse_test_notice before insert on notifications for each row
    when (new.user_id = ${sql.lit(userId)}::uuid) execute function refuse_test_notice()`.execute(db.db);
  return async () => {
    await sql`drop trigger refuse_test_notice on notifications`.execute(db.db);
  };
}
