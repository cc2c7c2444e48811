/**
 * Marking a user's notifications read. Each answer carries the unread count after it, so the bell updates
 * from the answer without another request. Changes when notifications can be marked read another way.
 */
import type { TMarkedRead } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors.js';
import { unreadCount } from './notification-reads.js';

/**
 * Marks one of the user's own notifications read. Another user's id is not found, like an id that exists
 * nowhere. One already read keeps the moment it was first read (`marked` is then 0).
 */
export async function markNotificationRead(
  db: Database,
  input: { userId: string; notificationId: string },
): Promise<TMarkedRead> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('notifications')
      .set({ read_at: sql`now()` })
      .where('id', '=', input.notificationId)
      .where('user_id', '=', input.userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    const marked = Number(updated.numUpdatedRows);
    if (marked === 0) {
      const own = await trx
        .selectFrom('notifications')
        .select('id')
        .where('id', '=', input.notificationId)
        .where('user_id', '=', input.userId)
        .executeTakeFirst();
      if (!own) throw notFound('Notification');
    }
    return { marked, unread: await unreadCount(trx, input.userId) };
  });
}

/** Marks every unread notification of the user read; nobody else's rows are touched. */
export async function markAllNotificationsRead(db: Database, userId: string): Promise<TMarkedRead> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('notifications')
      .set({ read_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return { marked: Number(updated.numUpdatedRows), unread: await unreadCount(trx, userId) };
  });
}
