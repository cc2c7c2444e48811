/**
 * Writing notifications (decision 041): every feature that changes something a user should hear about
 * calls `notify` inside the transaction of that change. The notification and, where the user's preferences allow,
 * its email row in the outbox commit or roll back with the change itself; the delivery worker sends the email later.
 * Changes when a notification gains a channel or a field.
 */
import {
  ALWAYS_EMAILED_KINDS,
  DEFAULT_UI_LANGUAGE,
  type TNotificationKind,
  type TUiLanguage,
} from '@engagex/contracts';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { personLanguage } from '../i18n/language.js';
import type { Said } from '../i18n/say.js';
import { translate } from '../i18n/translate.js';

/** A confirmed ticket as its email shows it: the QR code and the calendar file are made from these. */
export type TicketFacts = {
  bookingId: string;
  /** The code the door scans; the QR code carries `qrPayload`. */
  code: string;
  qrPayload: string;
  eventTitle: string;
  /** The organiser's Hindi title (decision 077), shown to Hindi readers; null or absent = English only. */
  eventTitleHi?: string | null;
  /** The show's name where an event has several (a slot's label), else null. */
  showName: string | null;
  venueName: string;
  venueAddress: string;
  /** ISO instants and the event's IANA time zone (decision 039). */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  seats: number;
  /**
   * Each person's own ticket on a booking of several (decision 078): their code, its QR, the attendee's name
   * where given and the ticket type; absent on a booking of one, whose booking code is their ticket.
   */
  people?: TicketPerson[];
};

/** One person's ticket on a booking, as its email and calendar entry list it. */
export type TicketPerson = { code: string; qrPayload: string; name: string | null; typeName: string };

/** Facts an email needs beyond the notification's own text. Every field is optional. */
export type NotificationDetails = {
  ticket?: TicketFacts;
  /** An organiser's or reviewer's note, shown as said. */
  note?: string | null;
  /** A payment, refund or payout reference. */
  reference?: string | null;
};

/**
 * A notice's text: fixed English, a sentence to say in its reader's language (decision 077), or written for its
 * reader's time zone (decision 053, null while theirs is not known) and language. `notify` reads each reader's zone
 * and language once and writes the text in them.
 */
export type NoticeText =
  | string
  | Said
  | ((readerZone: string | null, language: TUiLanguage) => string | Said);

export type Notice = {
  userId: string;
  kind: TNotificationKind;
  title: NoticeText;
  body: NoticeText;
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
  const all = await forReaders(trx, Array.isArray(notices) ? notices : [notices as Notice]);
  let written = 0;
  for (let start = 0; start < all.length; start += CHUNK) {
    written += await writeChunk(trx, all.slice(start, start + CHUNK));
  }
  return written;
}

/** A notice with its text written for its reader. */
export type WrittenNotice = Notice & { title: string; body: string };

type Reader = { zone: string | null; language: TUiLanguage };
const ENGLISH_READER: Reader = { zone: null, language: DEFAULT_UI_LANGUAGE };

const written = (text: NoticeText, reader: Reader): string =>
  typeof text === 'string'
    ? text
    : translate(reader.language, typeof text === 'function' ? text(reader.zone, reader.language) : text);

/**
 * Writes each notice's text in its reader's time zone (decision 053) and language (decision 077): one read of the
 * readers whose notice is not fixed English, none when every notice is.
 */
export async function forReaders(executor: Executor, notices: readonly Notice[]): Promise<WrittenNotice[]> {
  const readers = [
    ...new Set(
      notices
        .filter((notice) => typeof notice.body !== 'string' || typeof notice.title !== 'string')
        .map((notice) => notice.userId),
    ),
  ];
  const known = new Map<string, Reader>();
  if (readers.length > 0) {
    const rows = await executor
      .selectFrom('users')
      .select(['id', 'time_zone', 'locale'])
      .where('id', 'in', readers)
      .execute();
    for (const row of rows) known.set(row.id, { zone: row.time_zone, language: personLanguage(row.locale) });
  }
  return notices.map((notice) => {
    const reader = known.get(notice.userId) ?? ENGLISH_READER;
    return { ...notice, title: written(notice.title, reader), body: written(notice.body, reader) };
  });
}

async function writeChunk(trx: Transaction<DB>, notices: readonly WrittenNotice[]): Promise<number> {
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
 * Whether the notification `told` (a relation with `user_id` and `kind`) is emailed: receipts always, other kinds
 * unless the user turned them off.
 */
const emailWanted = (
  told: string,
) => sql`(${sql.ref(`${told}.kind`)} = any(${[...ALWAYS_EMAILED_KINDS]}::text[])
  or not exists (
    select 1 from notification_preferences p
    where p.user_id = ${sql.ref(`${told}.user_id`)} and p.kind = ${sql.ref(`${told}.kind`)} and not p.email))`;

/** Fixed when the row is written, so every attempt sends the same Message-ID. */
const messageIdOf = (told: string) => sql`'<' || ${sql.ref(`${told}.id`)} || '@notifications.engagex>'`;

/** One outbox row per new notification whose kind the user still has emailed. */
async function queueEmails(trx: Transaction<DB>, notificationIds: string[]) {
  await sql`
    insert into notification_emails (notification_id, message_id)
    select n.id, ${messageIdOf('n')}
    from notifications n
    where n.id = any(${notificationIds}::uuid[]) and ${emailWanted('n')}`.execute(trx);
}

/**
 * `notify` as three common table expressions of a caller's own statement, for a change that must commit in one
 * statement (the hot slot's grouped hold, which keeps its row locked no longer than its statement). Each notice is
 * written only if `written` (a SELECT of one text column, from the statement's own data-modifying CTEs) returns its
 * key, so a statement that takes nothing tells nothing. Put it after the CTEs it reads, with a comma before it; the
 * statement must not name its own CTEs `notice_rows`, `told` or `emailed`. Write the notices' texts for their readers
 * first (`forReaders`).
 */
export function notifyInStatement(
  notices: readonly { key: string; notice: WrittenNotice }[],
  written: RawBuilder<unknown>,
) {
  const rows = sql.join(
    notices.map(
      ({ key, notice }) =>
        sql`(${key}::text, ${notice.userId}::uuid, ${notice.kind}::text, ${notice.title}::text, ${notice.body}::text,
          ${notice.link ?? null}::text, ${JSON.stringify(notice.details ?? {})}::jsonb, ${notice.onceKey ?? null}::text)`,
    ),
  );
  return sql`
    notice_rows (key, user_id, kind, title, body, link, details, once_key) as (values ${rows}),
    told as (
      insert into notifications (user_id, kind, title, body, link, details, once_key)
      select n.user_id, n.kind, n.title, n.body, n.link, n.details, n.once_key
      from notice_rows n where n.key in (${written})
      on conflict (user_id, once_key) where once_key is not null do nothing
      returning id, user_id, kind
    ),
    emailed as (
      insert into notification_emails (notification_id, message_id)
      select told.id, ${messageIdOf('told')} from told where ${emailWanted('told')}
    )`;
}
