import type { TNotificationKind } from '@engagex/contracts';
import { sql } from 'kysely';
import type { TestDatabase } from './harness.js';

/** A notification as the suites check it, with its outbox rows (the emails it queued). */
export type ToldNotice = {
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string | null;
  details: Record<string, unknown>;
  onceKey: string | null;
  emails: number;
};

/** A notice with its id, for a test that renders it as its email. */
export type WrittenNotice = ToldNotice & { id: string };

/**
 * Which of one person's notices to read: `kind` narrows them to one kind or some, `about` to the notices about one
 * record (their once-only key names its id).
 */
export type NoticeFilter = { kind?: TNotificationKind | readonly TNotificationKind[]; about?: string };

/** What one person was told, oldest first, with each notice's id. */
export async function writtenTo(
  db: TestDatabase,
  userId: string,
  { kind, about }: NoticeFilter = {},
): Promise<WrittenNotice[]> {
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
  if (kind) query = query.where('n.kind', 'in', typeof kind === 'string' ? [kind] : [...kind]);
  if (about) query = query.where('n.once_key', 'like', `%:${about}%`);
  const rows = await query.orderBy('n.created_at').orderBy('n.id').execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
    onceKey: row.once_key,
    emails: Number(row.emails),
  }));
}

/** What one person was told, oldest first, as the suites compare it (without ids). */
export async function toldTo(
  db: TestDatabase,
  userId: string,
  filter: NoticeFilter = {},
): Promise<ToldNotice[]> {
  return (await writtenTo(db, userId, filter)).map(({ id: _id, ...told }) => told);
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
