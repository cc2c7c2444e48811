/**
 * Reads of the development mailbox: the emails the delivery worker kept instead of sending (no `SMTP_URL`).
 * Nothing here writes. Changes when the mailbox shows something more of an email.
 */
import type { TKeptEmail, TKeptEmailsPage } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { type Paging, paginated, readPage } from '../../../platform/db/paging.js';
import { AppError, notFound } from '../../../platform/errors.js';

/** Where emails go out by SMTP (always so in production) there is nothing to show, and no admin should look. */
export function assertMailboxOn(on: boolean): void {
  if (!on) throw new AppError('NOT_FOUND', 'The development mailbox is off: emails are sent by SMTP');
}

/**
 * Newest first (kept_emails_recent_idx). The list names each attachment but leaves its bytes (a QR image, a
 * calendar file) in the database until the email is opened.
 */
export async function listKeptEmails(db: Database, paging: Paging): Promise<TKeptEmailsPage> {
  const query = db
    .selectFrom('kept_emails')
    .select([
      'id',
      'to_address',
      'subject',
      'kind',
      'kept_at',
      sql<{ filename: string; contentType: string }[]>`coalesce((
        select jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType'))
        from jsonb_array_elements(attachments) a), '[]'::jsonb)`.as('attachment_names'),
    ])
    .orderBy('kept_at', 'desc')
    .orderBy('id', 'desc');
  const { rows, total } = await readPage(query, paging);
  return paginated(
    rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      kind: row.kind,
      keptAt: row.kept_at.toISOString(),
      attachments: row.attachment_names,
    })),
    total,
    paging,
  );
}

export async function getKeptEmail(db: Database, id: string): Promise<TKeptEmail> {
  const row = await db.selectFrom('kept_emails').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Email');
  return {
    id: row.id,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    kind: row.kind,
    keptAt: row.kept_at.toISOString(),
    messageId: row.message_id,
    text: row.text_body,
    html: row.html_body,
    attachments: row.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      cid: attachment.cid ?? null,
    })),
  };
}
