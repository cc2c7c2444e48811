import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { migrateToLatest } from '../../../platform/db/migrate.js';
import { type Notice, notify } from '../../../platform/notifications/outbox.js';
import { type DatabaseKind, type Session, signIn, type TestDatabase } from '../../../test/harness.js';
import { useSuite } from '../../../test/suite.js';

/** Test helpers shared by the notifications suites. */

type Db = TestDatabase['db'];

/** The database with the app's tables, without an app (and so without a delivery worker touching the outbox). */
export async function migrated(database: TestDatabase): Promise<Db> {
  await migrateToLatest(database.db, database.kind === 'postgres' ? database.schema : 'public');
  return database.db;
}

export async function addUser(db: Db): Promise<string> {
  const subject = randomUUID();
  const row = await db
    .insertInto('users')
    .values({ issuer: 'test', subject, email: `${subject}@example.com`, email_verified: true, name: 'Nia' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const notificationsOf = (db: Db, userId: string) =>
  db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('title').execute();

/** The user's outbox rows, with the kind of the notification each sends. */
export const outboxOf = (db: Db, userId: string) =>
  db
    .selectFrom('notification_emails as e')
    .innerJoin('notifications as n', 'n.id', 'e.notification_id')
    .selectAll('e')
    .select('n.kind')
    .where('n.user_id', '=', userId)
    .orderBy('n.kind')
    .execute();

/**
 * Tells the user one notice per title, oldest first and a minute apart, as notify() writes them; answers their ids
 * in the same order.
 */
export async function tell(
  db: Db,
  userId: string,
  titles: string[],
  kind: Notice['kind'] = 'referral-reward',
) {
  const ids: string[] = [];
  const start = Date.now() - titles.length * 60_000;
  for (const [index, title] of titles.entries()) {
    await db
      .transaction()
      .execute((trx) => notify(trx, { userId, kind, title, body: `${title}.`, link: '/referrals' }));
    // created_at is never updated by the app (the schema's types say so); a test spreads the times out itself.
    const moved = await sql<{ id: string }>`
      update notifications set created_at = ${new Date(start + index * 60_000)}
      where user_id = ${userId} and title = ${title} returning id`.execute(db);
    const row = moved.rows[0];
    if (!row) throw new Error(`no notification "${title}" was written`);
    ids.push(row.id);
  }
  return ids;
}

/** Every user's rows as they stand: what a refused or scoped call must leave unchanged. */
export const allNotifications = (db: Db) =>
  sql<{ id: string; read_at: Date | null }>`select id, read_at from notifications order by id`
    .execute(db)
    .then((result) => result.rows);

export type NotificationsSuite = {
  db: TestDatabase;
  app: FastifyInstance;
  ada: Session;
  bo: Session;
};

/** A notifications route suite on one database: the app (no delivery worker) and two users. */
export function useNotificationsSuite(kind: DatabaseKind) {
  const suite: NotificationsSuite = useSuite(kind, {
    env: { MAIL_WORKER: 'false' },
    cast: async (app) => ({
      ada: await signIn(app, `ada-notified-${kind}@example.com`),
      bo: await signIn(app, `bo-notified-${kind}@example.com`),
    }),
  });
  return suite;
}
