/**
 * One turn of the email outbox (decision 041): claim the due rows with a lease, render and send each, record what
 * happened. Any number of processes may run turns at once; each row has one sender at a time. Changes when which
 * rows are due, or what a success or a failure does to a row, does.
 */
import type { Database } from '../db/database.js';
import type { Executor } from '../db/transaction.js';
import { type Content, loadContents } from './email-contents.js';
import { renderEmail } from './render.js';
import type { MailTransport, OutgoingEmail } from './transport.js';

/** How long a failed email waits before its next attempt: `baseMs·2^(attempt-1)`, at most `capMs`, with jitter. */
export type Backoff = { baseMs: number; capMs: number };
export const DEFAULT_BACKOFF: Backoff = { baseMs: 5_000, capMs: 60 * 60_000 };

export type DeliveryOptions = {
  /** Names this process in `leased_by`; unique per process (worker.ts). */
  workerId: string;
  /** How many due emails one turn claims. */
  batch: number;
  leaseMs: number;
  maxAttempts: number;
  /** Where the portal is, for the links in an email. */
  publicUrl: string;
  log: DeliveryLog;
  /** How many of the batch are sent at once. */
  concurrency?: number;
  backoff?: Backoff;
  /** The clock that decides what is due and when a lease ends; tests move it. */
  now?: () => Date;
};

/** The part of the app's logger a turn uses. */
export type DeliveryLog = {
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
};

/** What a turn did: `lost` counts emails whose lease another process took before this one recorded them. */
export type TurnResult = {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
  lost: number;
};

type Claimed = { id: string; notification_id: string; message_id: string; attempts: number };
type Outcome = 'delivered' | 'retrying' | 'failed' | 'lost' | 'gone';

/**
 * "Equal jitter": never sooner than half the step, so a server that refuses is not hammered, and emails that
 * failed together spread over the other half instead of coming back at the same instant.
 */
export function backoffMs(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const step = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** Claims the due emails, sends them (a few at a time) and records each outcome. */
export async function deliverDue(
  db: Database,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<TurnResult> {
  const now = options.now ?? (() => new Date());
  const claimedAt = now();
  const claimed = await claimDue(db, options, claimedAt);
  const result: TurnResult = { claimed: claimed.length, delivered: 0, retrying: 0, failed: 0, lost: 0 };
  if (claimed.length === 0) return result;
  const contents = await loadContents(
    db,
    claimed.map((email) => email.notification_id),
  );
  await eachAtMost(options.concurrency ?? 4, claimed, async (email) => {
    const content = contents.get(email.notification_id);
    // The user was deleted after the claim: the cascade took the row with the notification.
    if (!content) return;
    try {
      const outcome = await deliverOne(db, transport, email, content, { ...options, now, claimedAt });
      if (outcome !== 'gone') result[outcome] += 1;
    } catch (error) {
      // The database failed while recording: the lease lapses and a later turn tries again.
      options.log.error({ err: error, emailId: email.id }, 'outbox: could not record an email');
    }
  });
  return result;
}

/**
 * One statement claims a batch: rows another process is claiming right now are skipped (SKIP LOCKED), and a row
 * whose lease has lapsed, its sender dead or stuck, is due again. Counting the attempt at the claim means a sender
 * that dies mid-send still used one, so a message that kills its sender cannot be retried forever.
 */
function claimDue(db: Database, options: DeliveryOptions, now: Date): Promise<Claimed[]> {
  return db
    .updateTable('notification_emails')
    .set((eb) => ({
      leased_until: new Date(now.getTime() + options.leaseMs),
      leased_by: options.workerId,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('notification_emails')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((inner) => inner.or([inner('leased_until', 'is', null), inner('leased_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(options.batch)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'notification_id', 'message_id', 'attempts'])
    .execute();
}

async function deliverOne(
  db: Database,
  transport: MailTransport,
  claimed: Claimed,
  { notification, recipient, invoice }: Content,
  options: DeliveryOptions & { now: () => Date; claimedAt: Date },
): Promise<Outcome> {
  if (!(await leaseCoversSend(db, claimed, options))) return lostLease(claimed, options, 'unsent');
  try {
    const rendered = await renderEmail(notification, recipient, { publicUrl: options.publicUrl, invoice });
    const email: OutgoingEmail = {
      ...rendered,
      emailId: claimed.id,
      kind: notification.kind,
      messageId: claimed.message_id,
      to: { name: recipient.name, address: recipient.email },
    };
    if (transport.transactional) {
      return await db.transaction().execute(async (trx) => {
        if (!(await recordDelivered(trx, transport, claimed, options)))
          return lostLease(claimed, options, 'unsent');
        await transport.send(email, trx);
        return 'delivered';
      });
    }
    await transport.send(email, db);
  } catch (error) {
    return recordFailure(db, claimed, error, options);
  }
  // Accepted by the SMTP server: from here a failure to record it means a second send, with the same Message-ID.
  if (!(await recordDelivered(db, transport, claimed, options))) return lostLease(claimed, options);
  return 'delivered';
}

/**
 * The lease must cover a whole send from its start. An email that waited its turn behind slow sends of its batch
 * for over a quarter of the lease gets a fresh one first, and is not sent at all if another process took it.
 */
async function leaseCoversSend(
  db: Database,
  claimed: Claimed,
  options: DeliveryOptions & { now: () => Date; claimedAt: Date },
): Promise<boolean> {
  const now = options.now();
  if (now.getTime() - options.claimedAt.getTime() <= options.leaseMs / 4) return true;
  const renewed = await db
    .updateTable('notification_emails')
    .set({ leased_until: new Date(now.getTime() + options.leaseMs) })
    .where('id', '=', claimed.id)
    .where('leased_by', '=', options.workerId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return renewed.numUpdatedRows > 0n;
}

/** Only while this process still holds the lease (fencing): a row another process took back is that one's now. */
async function recordDelivered(
  executor: Executor,
  transport: MailTransport,
  claimed: Claimed,
  options: DeliveryOptions & { now: () => Date },
): Promise<boolean> {
  const updated = await executor
    .updateTable('notification_emails')
    .set({
      status: transport.delivered,
      sent_at: options.now(),
      leased_until: null,
      leased_by: null,
      last_error: null,
    })
    .where('id', '=', claimed.id)
    .where('leased_by', '=', options.workerId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

function lostLease(
  claimed: Claimed,
  options: DeliveryOptions,
  stage: 'unsent' | 'handed-over' = 'handed-over',
): Outcome {
  options.log.warn(
    { emailId: claimed.id, messageId: claimed.message_id },
    stage === 'unsent'
      ? 'outbox: another process took the email while it waited its turn; that one sends it'
      : 'outbox: the lease lapsed before the email was recorded; another process may send it again (same Message-ID)',
  );
  return 'lost';
}

async function recordFailure(
  db: Database,
  claimed: Claimed,
  error: unknown,
  options: DeliveryOptions & { now: () => Date },
): Promise<Outcome> {
  const failed = claimed.attempts >= options.maxAttempts;
  const lastError = describe(error);
  const now = options.now();
  const updated = await db
    .updateTable('notification_emails')
    .set({
      status: failed ? 'failed' : 'pending',
      last_error: lastError,
      leased_until: null,
      leased_by: null,
      ...(failed
        ? {}
        : {
            next_attempt_at: new Date(
              now.getTime() + backoffMs(claimed.attempts, options.backoff ?? DEFAULT_BACKOFF),
            ),
          }),
    })
    .where('id', '=', claimed.id)
    .where('leased_by', '=', options.workerId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return lostLease(claimed, options, 'unsent');
  const context = {
    emailId: claimed.id,
    messageId: claimed.message_id,
    attempts: claimed.attempts,
    lastError,
  };
  if (failed) options.log.error(context, 'outbox: email failed for good after its last attempt');
  else options.log.warn(context, 'outbox: email attempt failed; it will be retried');
  return failed ? 'failed' : 'retrying';
}

/** The SMTP reply or the socket's error code, which is what an operator needs to tell a refusal from an outage. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 1_000);
  const { code } = error as { code?: unknown };
  const message =
    typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  return message.slice(0, 1_000);
}

async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
}
