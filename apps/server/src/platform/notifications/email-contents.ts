/**
 * What a turn of the outbox renders from: each notification with its user as they are now, and a booking
 * confirmation's invoice as issued (decision 079). Changes when an email needs more of the notification, the user
 * or what the notification is about.
 */
import type { TNotificationKind } from '@engagex/contracts';
import type { Database } from '../db/database.js';
import { bookingInvoices } from '../invoicing/document.js';
import type { NotificationDetails } from './outbox.js';
import type { EmailRecipient, RenderOptions, renderEmail } from './render.js';

export type Content = {
  notification: Parameters<typeof renderEmail>[0];
  recipient: EmailRecipient;
  /** The booking's invoice, on a booking's confirmation that has one. */
  invoice?: RenderOptions['invoice'];
};

/** Only a real booking id is looked up (a hand-written notice may name another kind of id). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking a confirmation is about, whose invoice the email carries. */
const confirmedBooking = (kind: string, details: NotificationDetails): string | null => {
  const id = kind === 'booking-confirmed' ? details.ticket?.bookingId : undefined;
  return id && UUID.test(id) ? id : null;
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
  // One read for the whole batch's invoices, issued with the payment that confirmed each booking.
  const invoices = await bookingInvoices(
    db,
    rows.flatMap((row) => confirmedBooking(row.kind, row.details as NotificationDetails) ?? []),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        invoice: invoices.get(confirmedBooking(row.kind, row.details as NotificationDetails) ?? '') ?? null,
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
