/**
 * Webhook deliveries that stopped, as admins see them (decision 096): those that gave up after their day, with the
 * endpoint, its owner and the last attempt's error; one sent again at an admin's word; and delivered ones deleted
 * after OUTBOX_RETENTION_DAYS. Changes when the failures view shows more of a delivery, or what is kept changes.
 */
import type { TPaginated, TStoppedWebhookDelivery } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { type Paging, paginated, readPage } from '../../../platform/db/paging.js';
import type { Executor } from '../../../platform/db/transaction.js';

/** Rows one statement deletes, so a large backlog never holds a long transaction. */
const RETENTION_BATCH = 1000;

export async function stoppedDeliveries(
  db: Database,
  paging: Paging,
): Promise<TPaginated<TStoppedWebhookDelivery>> {
  const { rows, total } = await readPage(
    db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select((eb) => [
        'd.id',
        'd.type',
        'd.attempts',
        'd.created_at',
        'e.id as endpoint_id',
        'e.url',
        'e.paused_at',
        'u.id as user_id',
        'u.name',
        'u.email',
        eb
          .selectFrom('webhook_attempts as a')
          .select(sql<string>`coalesce(a.error, 'HTTP ' || a.status_code)`.as('last'))
          .whereRef('a.delivery_id', '=', 'd.id')
          .orderBy('a.attempted_at', 'desc')
          .limit(1)
          .as('last_error'),
      ])
      .where('d.status', '=', 'failed')
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc'),
    paging,
  );
  return paginated(
    rows.map((row) => ({
      id: row.id,
      type: row.type,
      attempts: row.attempts,
      lastError: row.last_error ?? null,
      createdAt: row.created_at.toISOString(),
      endpoint: { id: row.endpoint_id, url: row.url, paused: row.paused_at !== null },
      person: { id: row.user_id, name: row.name, email: row.email },
    })),
    total,
    paging,
  );
}

/**
 * Makes a stopped delivery due again with a fresh day, the same id and body (decision 091's resend). Answers its
 * endpoint's owner, or null when it does not exist or is no longer `failed`. A paused endpoint sends it once resumed.
 */
export async function resendStoppedDelivery(executor: Executor, deliveryId: string) {
  const row = await executor
    .updateTable('webhook_deliveries')
    .set({
      status: 'pending',
      next_attempt_at: sql<Date>`now()`,
      give_up_at: sql<Date>`now() + interval '1 day'`,
    })
    .where('id', '=', deliveryId)
    .where('status', '=', 'failed')
    .returning(['id', 'endpoint_id', 'type', 'attempts'])
    .executeTakeFirst();
  if (!row) return null;
  const owner = await executor
    .selectFrom('webhook_endpoints')
    .select(['user_id', 'paused_at'])
    .where('id', '=', row.endpoint_id)
    .executeTakeFirstOrThrow();
  return { ...row, userId: owner.user_id, paused: owner.paused_at !== null };
}

/** Deletes deliveries delivered before `before`, with their attempts; failed and pending ones stay. */
export async function deleteOldDeliveredWebhooks(db: Database, before: Date) {
  let deleted = 0;
  for (;;) {
    const result = await db
      .deleteFrom('webhook_deliveries')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('status', '=', 'delivered')
          .where('delivered_at', '<', before)
          .limit(RETENTION_BATCH),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < RETENTION_BATCH) return deleted;
  }
}
