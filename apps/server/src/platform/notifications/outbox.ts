/**
 * Writing notifications (issue #17, decision 041): every feature that changes something a user should hear about
 * calls `notify` inside the transaction of that change. The notification and, where the user's preferences allow,
 * its email row in the outbox commit or roll back with the change itself; the delivery worker sends the email later.
 */
import { ALWAYS_EMAILED_KINDS, type TNotificationKind } from '@engagex/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/** A confirmed ticket as its email shows it: the QR code and the calendar file are made from these. */
export type TicketFacts = {
  bookingId: string;
  /** The code the door scans; the QR code carries `qrPayload`. */
  code: string;
  qrPayload: string;
  eventTitle: string;
  /** The show's name where an event has several (a slot's label), else null. */
  showName: string | null;
  venueName: string;
  venueAddress: string;
  /** ISO instants and the event's IANA time zone (decision 039). */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  seats: number;
};

/** Facts an email needs beyond the notification's own text. Every field is optional. */
export type NotificationDetails = {
  ticket?: TicketFacts;
  /** An organiser's or reviewer's note, shown as said. */
  note?: string | null;
  /** A payment, refund or payout reference. */
  reference?: string | null;
};

export type Notice = {
  userId: string;
  kind: TNotificationKind;
  title: string;
  body: string;
  /** A path in the web app, e.g. `/events/bookings/<id>`. */
  link?: string | null;
  details?: NotificationDetails;
  /**
   * Makes the notice once-only per user: a second notice with the same key is dropped, whichever path or retry
   * writes it (e.g. `module-launched:<module id>`, `booking-confirmed:<booking id>`).
   */
  onceKey?: string | null;
};

/** Rows per INSERT, so a notice to every ticket holder of a large event stays within PostgreSQL's parameter limit. */
const CHUNK = 1_000;

/**
 * Writes the notices and queues their emails, in the caller's transaction. Answers how many notices were new
 * (a once-only notice already written is not counted).
 */
export async function notify(trx: Transaction<DB>, notices: Notice | readonly Notice[]): Promise<number> {
  const all = Array.isArray(notices) ? notices : [notices as Notice];
  let written = 0;
  for (let start = 0; start < all.length; start += CHUNK) {
    written += await writeChunk(trx, all.slice(start, start + CHUNK));
  }
  return written;
}

async function writeChunk(trx: Transaction<DB>, notices: readonly Notice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const rows = await trx
    .insertInto('notifications')
    .values(
      notices.map((notice) => ({
        user_id: notice.userId,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        link: notice.link ?? null,
        details: JSON.stringify(notice.details ?? {}),
        once_key: notice.onceKey ?? null,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'once_key']).where('once_key', 'is not', null).doNothing(),
    )
    .returning('id')
    .execute();
  if (rows.length === 0) return 0;
  await queueEmails(
    trx,
    rows.map((row) => row.id),
  );
  return rows.length;
}

/**
 * One outbox row per new notification whose kind the user still has emailed: receipts always, other kinds unless
 * the user turned them off. The Message-ID is fixed here, so every attempt sends the same one.
 */
async function queueEmails(trx: Transaction<DB>, notificationIds: string[]) {
  await sql`
    insert into notification_emails (notification_id, message_id)
    select n.id, '<' || n.id || '@notifications.engagex>'
    from notifications n
    where n.id = any(${notificationIds}::uuid[])
      and (n.kind = any(${[...ALWAYS_EMAILED_KINDS]}::text[])
        or not exists (
          select 1 from notification_preferences p
          where p.user_id = n.user_id and p.kind = n.kind and not p.email))`.execute(trx);
}
