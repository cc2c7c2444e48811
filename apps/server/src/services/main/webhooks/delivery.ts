/**
 * One turn of the webhook outbox (decision 091), shaped like the email outbox's (platform/notifications/delivery.ts):
 * claim due deliveries with a lease (SKIP LOCKED, so processes never share one), POST each signed, record the
 * attempt and what follows: delivered, a retry after a growing wait, given up after a day, and the endpoint paused
 * with its owner told when it keeps failing. Every "when" is the database's clock, which all processes share. The
 * signing secret is opened here, for the signature, and nowhere else (decision 102); so is the one a roll replaced,
 * for its day of signing beside the new one (decision 111).
 * Changes when the retry schedule, the pause rule or the payload does.
 */
import { sql } from 'kysely';
import type { SealingKey } from '../../../config.js';
import type { Database } from '../../../platform/db/database.js';
import { type Backoff, backoffMs } from '../../../platform/notifications/delivery.js';
import { checkTarget, type GuardPolicy, type Resolve } from './address-guard.js';
import { tellPaused } from './paused-notice.js';
import { openWebhookSecret } from './secrets.js';
import { type PostOutcome, postPinned } from './send.js';
import { signatureHeader } from './signature.js';

/** First retry within 10 s (5–10 s with jitter), doubling to an hour between tries. */
export const WEBHOOK_BACKOFF: Backoff = { baseMs: 10_000, capMs: 60 * 60_000 };

export type WebhookDeliveryOptions = {
  workerId: string;
  batch: number;
  concurrency: number;
  /** Covers a whole batch's POSTs: (batch / concurrency) × timeout, with room to spare (worker.ts checks). */
  leaseMs: number;
  timeoutMs: number;
  backoff: Backoff;
  /** An endpoint is paused after this many failed attempts in a row… */
  pauseAfterFailures: number;
  /** …that have gone on at least this long, so a short outage never pauses a busy endpoint. */
  pauseAfterMs: number;
  policy: GuardPolicy;
  resolve: Resolve;
  /** Open the endpoints' sealed signing secrets (config.secretKeys). */
  keys: readonly SealingKey[];
  log: { warn(context: object, message: string): void; error(context: object, message: string): void };
  /** The payload's `createdAt` and the signature's `t` come from here; tests fix it. */
  now?: () => Date;
};

type Claimed = {
  id: string;
  endpoint_id: string;
  type: string;
  data: unknown;
  created_at: Date;
  attempts: number;
  url: string;
  /** As stored: sealed (decision 102), or plain from a process not yet sealing. */
  secret: string;
  /** The secret a roll replaced while it still signs, by the database's clock (decision 111); else null. */
  previous_secret: string | null;
};

export type WebhookTurn = { claimed: number; delivered: number; retrying: number; failed: number };

/** The body every attempt of a delivery sends, byte for byte: its id and createdAt never change. */
export const deliveryBody = (row: Pick<Claimed, 'id' | 'type' | 'data' | 'created_at'>) =>
  JSON.stringify({ id: row.id, type: row.type, createdAt: row.created_at.toISOString(), data: row.data });

export async function deliverDueWebhooks(
  db: Database,
  options: WebhookDeliveryOptions,
): Promise<WebhookTurn> {
  const claimed = await claimDue(db, options);
  const turn: WebhookTurn = { claimed: claimed.length, delivered: 0, retrying: 0, failed: 0 };
  let next = 0;
  const runner = async () => {
    while (next < claimed.length) {
      const row = claimed[next++] as Claimed;
      try {
        turn[await deliverOne(db, row, options)] += 1;
      } catch (error) {
        // The database failed while recording: the lease lapses and a later turn tries again, with the same id.
        options.log.error({ err: error, deliveryId: row.id }, 'webhooks: could not record a delivery');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, claimed.length) }, runner));
  return turn;
}

/**
 * Due rows of endpoints that are not paused; a row whose lease lapsed (its sender died) is due again. The attempt is
 * counted at the claim, as the email outbox does, so a delivery that kills its sender cannot loop forever.
 */
async function claimDue(db: Database, options: WebhookDeliveryOptions): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    with due as (
      select d.id from webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id
      where d.status = 'pending' and d.next_attempt_at <= now()
        and (d.leased_until is null or d.leased_until < now()) and w.paused_at is null
      order by d.next_attempt_at
      limit ${options.batch}
      for update of d skip locked
    ),
    claimed as (
      update webhook_deliveries d
      set leased_until = now() + ${options.leaseMs} * interval '1 millisecond', leased_by = ${options.workerId},
        attempts = d.attempts + 1
      from due where d.id = due.id
      returning d.id, d.endpoint_id, d.type, d.data, d.created_at, d.attempts
    )
    select c.*, w.url, w.secret,
      case when w.previous_secret_until > now() then w.previous_secret end as previous_secret
    from claimed c join webhook_endpoints w on w.id = c.endpoint_id`.execute(db);
  return rows;
}

async function deliverOne(
  db: Database,
  row: Claimed,
  options: WebhookDeliveryOptions,
): Promise<'delivered' | 'retrying' | 'failed'> {
  const body = deliveryBody(row);
  const now = options.now ?? (() => new Date());
  let outcome: PostOutcome;
  const started = performance.now();
  try {
    // A secret that does not open (copied from another endpoint's row, or changed) signs nothing: a failed attempt.
    const secret = openWebhookSecret(options.keys, row.endpoint_id, row.secret);
    const previous =
      row.previous_secret === null
        ? null
        : openWebhookSecret(options.keys, row.endpoint_id, row.previous_secret);
    const target = await checkTarget(row.url, options.policy, options.resolve);
    outcome = await postPinned(
      target,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'EngageX-Webhooks/1',
        'engagex-signature': signatureHeader(secret, body, Math.floor(now().getTime() / 1000), previous),
        'engagex-delivery': row.id,
      },
      options.timeoutMs,
    );
  } catch (error) {
    // Refused by the guard, the name did not resolve, or the secret did not open: a failed attempt like any other.
    outcome = {
      statusCode: null,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      durationMs: Math.round(performance.now() - started),
    };
  }
  const succeeded = outcome.error === null;
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: row.id,
        status_code: outcome.statusCode,
        error: outcome.error,
        duration_ms: outcome.durationMs,
        succeeded,
      })
      .execute();
    if (succeeded) {
      await trx
        .updateTable('webhook_deliveries')
        .set({ status: 'delivered', delivered_at: sql<Date>`now()`, leased_until: null, leased_by: null })
        .where('id', '=', row.id)
        .where('leased_by', '=', options.workerId)
        .execute();
      await trx
        .updateTable('webhook_endpoints')
        .set({ consecutive_failures: 0, failing_since: null })
        .where('id', '=', row.endpoint_id)
        .execute();
      return 'delivered';
    }
    const waitMs = backoffMs(row.attempts, options.backoff);
    const retry = await trx
      .updateTable('webhook_deliveries')
      .set({
        status: sql`case when now() + ${waitMs} * interval '1 millisecond' > give_up_at then 'failed' else 'pending' end`,
        next_attempt_at: sql<Date>`now() + ${waitMs} * interval '1 millisecond'`,
        leased_until: null,
        leased_by: null,
      })
      .where('id', '=', row.id)
      .where('leased_by', '=', options.workerId)
      .returning('status')
      .executeTakeFirst();
    const paused = await trx
      .updateTable('webhook_endpoints')
      .set((eb) => ({
        consecutive_failures: eb('consecutive_failures', '+', 1),
        failing_since: sql<Date>`coalesce(failing_since, now())`,
        paused_at: sql<Date | null>`case
          when paused_at is null and consecutive_failures + 1 >= ${options.pauseAfterFailures}
            and coalesce(failing_since, now()) <= now() - ${options.pauseAfterMs} * interval '1 millisecond'
          then now() else paused_at end`,
      }))
      .where('id', '=', row.endpoint_id)
      // Paused by this very attempt: the pause time is this transaction's now().
      .returning([
        'id',
        'user_id',
        'url',
        sql<boolean>`paused_at is not null and paused_at = now()`.as('just_paused'),
      ])
      .executeTakeFirst();
    if (paused?.just_paused) await tellPaused(trx, paused);
    const context = { deliveryId: row.id, attempts: row.attempts, error: outcome.error };
    if (retry?.status === 'failed') {
      options.log.warn(context, 'webhooks: delivery given up after a day of attempts');
      return 'failed';
    }
    return 'retrying';
  });
}
