/**
 * Reads of a user's own notifications: the bell's count and the notifications page. Nothing here writes.
 * Changes when the bell or the page shows something new.
 */
import type { TNotification, TNotificationsPage } from '@engagex/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { paginated, readPage } from '../../../platform/db/paging.js';
import type { NotificationsTable } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';

type NotificationRow = Pick<
  Selectable<NotificationsTable>,
  'id' | 'kind' | 'title' | 'body' | 'link' | 'created_at' | 'read_at'
>;

export const toNotification = (row: NotificationRow): TNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
});

/** Newest first; the order matches notifications_recent_idx, and `id` breaks ties within one transaction. */
export async function listNotifications(
  db: Database,
  input: { userId: string; page: number; limit: number; unreadOnly: boolean },
): Promise<TNotificationsPage> {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', input.userId);
  if (input.unreadOnly) query = query.where('read_at', 'is', null);
  const { rows, total } = await readPage(query.orderBy('created_at', 'desc').orderBy('id', 'desc'), input);
  return paginated(rows.map(toNotification), total, input);
}

/**
 * The bell asks this on every change notice, so it must stay cheap: the filter is exactly the predicate of the
 * partial index notifications_unread_idx, which holds only unread rows (unread-count.test.ts reads the plan).
 */
export const unreadCountQuery = (executor: Executor, userId: string) =>
  executor
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);

export async function unreadCount(executor: Executor, userId: string): Promise<number> {
  return Number((await unreadCountQuery(executor, userId).executeTakeFirstOrThrow()).count);
}
