/**
 * What a turn of the outbox renders from: each notification with its user as they are now. Changes when an email
 * needs more of the notification or the user.
 */
import type { TNotificationKind } from '@engagex/contracts';
import type { Database } from '../db/database.js';
import type { NotificationDetails } from './outbox.js';
import type { EmailRecipient, renderEmail } from './render.js';

export type Content = {
  notification: Parameters<typeof renderEmail>[0];
  recipient: EmailRecipient;
};

/** The notifications and their users as they are now: an email goes to the address the user has today. */
export async function loadContents(db: Database, notificationIds: string[]): Promise<Map<string, Content>> {
  const rows = await db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.kind',
      'n.title',
      'n.body',
      'n.link',
      'n.details',
      'n.created_at',
      'u.name',
      'u.email',
      'u.time_zone',
      'u.locale',
    ])
    .where('n.id', 'in', notificationIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        notification: {
          id: row.id,
          kind: row.kind as TNotificationKind,
          title: row.title,
          body: row.body,
          link: row.link,
          details: row.details as NotificationDetails,
          createdAt: row.created_at,
        },
        recipient: { name: row.name, email: row.email, timeZone: row.time_zone, language: row.locale },
      },
    ]),
  );
}
