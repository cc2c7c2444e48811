import { createHmac } from 'node:crypto';
import { SERVICE_PREFIXES, type TNotificationKind } from '@engagex/contracts';
import { sql } from 'kysely';
import { SANDBOX_SIGNATURE_HEADER } from '../../platform/payments/sandbox.js';
import { EVENTS_PAYMENT_SECRET } from '../../test/events.js';
import type { Injector, TestDatabase } from '../../test/harness.js';

/** The gateway's webhook for a checkout paid at the sandbox, signed as the sandbox signs it for the events suites. */
export function sandboxWebhook(app: Injector, paymentUrl: string, paymentId: string) {
  const orderId = new URL(paymentUrl).pathname.split('/').pop() as string;
  const raw = JSON.stringify({ id: `evt_${paymentId}`, event: 'payment.captured', orderId, paymentId });
  const signature = createHmac('sha256', `${EVENTS_PAYMENT_SECRET}:webhook`).update(raw).digest('hex');
  return app.inject({
    method: 'POST',
    url: `${SERVICE_PREFIXES.payments}/webhooks/sandbox`,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: raw,
  });
}

/** A notification as the events suites check it, with how many outbox rows (emails) it queued. */
export type WrittenNotice = {
  id: string;
  userId: string;
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string | null;
  details: Record<string, unknown>;
  onceKey: string | null;
  emails: number;
};

/** The notifications written to one person (newest last), optionally of some kinds only. */
export async function noticesOf(
  db: TestDatabase,
  userId: string,
  kinds?: readonly TNotificationKind[],
): Promise<WrittenNotice[]> {
  let query = db.db
    .selectFrom('notifications as n')
    .select([
      'n.id',
      'n.user_id',
      'n.kind',
      'n.title',
      'n.body',
      'n.link',
      'n.details',
      'n.once_key',
      sql<string>`(select count(*) from notification_emails e where e.notification_id = n.id)`.as('emails'),
    ])
    .where('n.user_id', '=', userId);
  if (kinds) query = query.where('n.kind', 'in', kinds);
  const rows = await query.orderBy('n.created_at').orderBy('n.id').execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
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
 * The notifications about one record: those whose once-only key ends with its id, or whose ticket is its booking's
 * (so a notice written twice without its key would still be counted).
 */
export async function noticesAbout(db: TestDatabase, recordId: string): Promise<WrittenNotice[]> {
  const rows = await db.db
    .selectFrom('notifications')
    .select(['user_id'])
    .where((eb) =>
      eb.or([
        eb('once_key', 'like', `%:${recordId}`),
        eb(sql`details->'ticket'->>'bookingId'`, '=', recordId),
      ]),
    )
    .execute();
  const users = [...new Set(rows.map((row) => row.user_id))];
  const all = await Promise.all(users.map((userId) => noticesOf(db, userId)));
  return all
    .flat()
    .filter(
      (notice) =>
        notice.onceKey?.endsWith(`:${recordId}`) ||
        (notice.details.ticket as { bookingId?: string } | undefined)?.bookingId === recordId,
    );
}
