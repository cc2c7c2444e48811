import type { Database } from '../../../platform/db/database.js';
import type { KeptAttachment } from '../../../platform/db/schema.js';

/**
 * A kept email as the delivery worker leaves it without `SMTP_URL`: a notification, its outbox row and the kept
 * message. For tests that read the mailbox before (or without) a worker running.
 */
export async function keepEmail(
  db: Database,
  input: { userId: string; subject: string; keptAt?: string; attachments?: KeptAttachment[] },
): Promise<string> {
  const notification = await db
    .insertInto('notifications')
    .values({ user_id: input.userId, kind: 'booking-confirmed', title: input.subject, body: 'Body' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const messageId = `<${notification.id}@test>`;
  const email = await db
    .insertInto('notification_emails')
    .values({ notification_id: notification.id, message_id: messageId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const kept = await db
    .insertInto('kept_emails')
    .values({
      email_id: email.id,
      kind: 'booking-confirmed',
      from_address: 'EngageX <no-reply@engagex.dev>',
      to_address: `Mailbox Person <${input.userId}@example.com>`,
      subject: input.subject,
      text_body: `Plain ${input.subject}`,
      html_body: `<p>${input.subject}</p><img src="cid:qr@engagex">`,
      message_id: messageId,
      attachments: JSON.stringify(input.attachments ?? []),
      ...(input.keptAt ? { kept_at: input.keptAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return kept.id;
}
