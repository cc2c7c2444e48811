/**
 * An organiser's webhook endpoints (decision 091): making one (its secret shown once, kept sealed, decision 102), listing, pausing or resuming,
 * and removing. Each is its owner's alone: another person's id is a 404. Changes when an endpoint gains a setting.
 */

import { randomUUID } from 'node:crypto';
import {
  MAX_WEBHOOKS_PER_PERSON,
  type TCreatedWebhook,
  type TCreateWebhookRequest,
  type TWebhook,
  type TWebhookEventType,
} from '@engagex/contracts';
import { sql } from 'kysely';
import type { SealingKey } from '../../../config.js';
import type { Database } from '../../../platform/db/database.js';
import type { WebhookEndpointsTable } from '../../../platform/db/schema.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { assertAcceptableUrl, type GuardPolicy, type Resolve } from './address-guard.js';
import { sealWebhookSecret } from './secrets.js';
import { newWebhookSecret } from './signature.js';

type Row = Pick<WebhookEndpointsTable, 'url' | 'events' | 'paused_at'> & {
  id: string;
  created_at: Date;
  consecutive_failures: number;
};

const COLUMNS = ['id', 'url', 'events', 'created_at', 'paused_at', 'consecutive_failures'] as const;

const view = (row: Row): TWebhook => ({
  id: row.id,
  url: row.url,
  events: row.events as TWebhookEventType[],
  state: row.paused_at ? 'paused' : 'active',
  createdAt: row.created_at.toISOString(),
  pausedAt: row.paused_at?.toISOString() ?? null,
  consecutiveFailures: row.consecutive_failures,
});

export async function createWebhook(
  db: Database,
  userId: string,
  input: TCreateWebhookRequest,
  guard: { policy: GuardPolicy; resolve: Resolve },
  keys: readonly SealingKey[],
): Promise<TCreatedWebhook> {
  await assertAcceptableUrl(input.url, guard.policy, guard.resolve);
  const secret = newWebhookSecret();
  // The id is chosen here because the sealed secret is bound to it.
  const id = randomUUID();
  return db.transaction().execute(async (trx) => {
    // The person's row is the lock that makes the limit hold when two requests race.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const { count } = await trx
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_WEBHOOKS_PER_PERSON)
      throw new AppError(
        'BUSINESS_RULE',
        say('You can have at most {max} webhooks; remove one first', { max: MAX_WEBHOOKS_PER_PERSON }),
      );
    const row = await trx
      .insertInto('webhook_endpoints')
      .values({
        id,
        user_id: userId,
        url: input.url,
        events: input.events,
        secret: sealWebhookSecret(keys, id, secret),
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    // The only time the secret leaves the server: the organiser copies it into their receiver.
    return { ...view(row), secret };
  });
}

export async function listWebhooks(db: Database, userId: string): Promise<{ items: TWebhook[] }> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { items: rows.map(view) };
}

/**
 * Pausing keeps new deliveries waiting; resuming sends what waited at once, each with a fresh day to succeed in, so
 * a pause loses nothing, and starts the endpoint's run of failures again.
 */
export async function setPaused(
  db: Database,
  userId: string,
  id: string,
  paused: boolean,
): Promise<TWebhook> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('webhook_endpoints')
      .set(
        paused
          ? { paused_at: sql<Date>`coalesce(paused_at, now())` }
          : { paused_at: null, consecutive_failures: 0, failing_since: null },
      )
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw notFound('Webhook');
    if (!paused)
      await trx
        .updateTable('webhook_deliveries')
        .set({
          next_attempt_at: sql<Date>`now()`,
          give_up_at: sql<Date>`greatest(give_up_at, now() + interval '1 day')`,
        })
        .where('endpoint_id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    return view(row);
  });
}

export async function removeWebhook(db: Database, userId: string, id: string): Promise<{ id: string }> {
  const removed = await db
    .deleteFrom('webhook_endpoints')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw notFound('Webhook');
  return { id };
}
