/**
 * Test helpers of the delivery suites. A real SMTP server in the test process (smtp-server), reading what arrives with mailparser. Tests make it refuse,
 * answer slowly, or go down and come back on the same port.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TestDatabase } from '../../test/harness.js';
import { migrateToLatest } from '../db/migrate.js';
import { type Notice, notify } from './outbox.js';

export type TestSmtpServer = {
  url: string;
  port: number;
  /** Every message the server accepted, in order. */
  received: ParsedMail[];
  /** Each DATA the server was offered, accepted or not. */
  offered: () => number;
  /** The messages the server is reading or holding now, and the most at one moment. */
  inFlight: () => number;
  maxInFlight: () => number;
  /** Answers `451` to the next `times` messages (after reading them, as a server that defers does). */
  refuseNext(times: number): void;
  /** Waits this long before accepting each message. */
  setDelay(ms: number): void;
  /** Closes the port: connections are refused until `start` again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** How many of `received` carry each Message-ID. */
  countsByMessageId(): Map<string, number>;
};

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let offered = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let refusals = 0;
  let delayMs = 0;
  let server: SMTPServer | null = null;
  let boundPort = port;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: STARTTLS would need a certificate the client trusts.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Going down drops the client's pooled connections at once, as a crashed server would.
      closeTimeout: 50,
      onData(stream, _session, callback) {
        offered += 1;
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        simpleParser(stream)
          .then(async (mail) => {
            if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
            if (refusals > 0) {
              refusals -= 1;
              const refusal = new Error('Try again later') as Error & { responseCode: number };
              refusal.responseCode = 451;
              callback(refusal);
              return;
            }
            received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error))
          .finally(() => {
            inFlight -= 1;
          });
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = create();
      next.on('error', () => {});
      next.server.once('error', reject);
      next.listen(boundPort, '127.0.0.1', () => {
        boundPort = (next.server.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    received,
    offered: () => offered,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    refuseNext(times) {
      refusals = times;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
    start,
    countsByMessageId() {
      const counts = new Map<string, number>();
      for (const mail of received) {
        const id = mail.messageId ?? '';
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },
  };
}

/** Polls `check` until it holds or `timeoutMs` passes; answers whether it held. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, everyMs = 25) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return check();
}

type Db = TestDatabase['db'];

/** The database with the app's tables, without an app (so without a worker of its own). */
export async function migrated(database: TestDatabase): Promise<Db> {
  await migrateToLatest(database.db, database.kind === 'postgres' ? database.schema : 'public');
  return database.db;
}

export async function addRecipient(db: Db, name = 'Ada Lovelace'): Promise<{ id: string; email: string }> {
  const subject = randomUUID();
  const email = `${subject.slice(0, 8)}@example.com`;
  const row = await db
    .insertInto('users')
    .values({ issuer: 'test', subject, email, email_verified: true, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

/** A booking's cancellation told to `userId`, with `extra` instead where it says so. */
export const sampleNotice = (userId: string, extra: Partial<Notice> = {}): Notice => ({
  userId,
  kind: 'booking-cancelled',
  title: 'Booking cancelled',
  body: 'Your booking for Raga Night was cancelled.',
  link: '/events/bookings/b1',
  ...extra,
});

/** Writes one notice with notify() in a transaction of its own; answers its outbox row's Message-ID. */
export async function queueNotice(db: Db, userId: string, extra: Partial<Notice> = {}): Promise<string> {
  const notice = sampleNotice(userId, extra);
  const id = await db.transaction().execute(async (trx) => {
    await notify(trx, notice);
    const row = await trx
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', userId)
      // now() is the transaction's start: the row this transaction wrote.
      .where('created_at', '=', sql<Date>`now()`)
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return `<${id}@notifications.engagex>`;
}

export const outboxRow = (db: Db, messageId: string) =>
  db
    .selectFrom('notification_emails')
    .selectAll()
    .where('message_id', '=', messageId)
    .executeTakeFirstOrThrow();
