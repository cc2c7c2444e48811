/**
 * An endpoint's deliveries as its owner sees them (decision 091): each with every attempt, newest first, and sending
 * one again. Changes when the deliveries page shows more.
 */
import type {
  TPageQuery,
  TWebhookDelivery,
  TWebhookDeliveryPage,
  TWebhookEventType,
} from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { paginated, readPage } from '../../../platform/db/paging.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { notFound } from '../../../platform/errors.js';

async function assertOwned(db: Executor, userId: string, endpointId: string) {
  const owned = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('id', '=', endpointId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!owned) throw notFound('Webhook');
}

type DeliveryRow = {
  id: string;
  type: string;
  created_at: Date;
  status: 'pending' | 'delivered' | 'failed';
  next_attempt_at: Date;
  delivered_at: Date | null;
  data: unknown;
};

async function withAttempts(db: Executor, rows: DeliveryRow[]): Promise<TWebhookDelivery[]> {
  const attempts =
    rows.length === 0
      ? []
      : await db
          .selectFrom('webhook_attempts')
          .select(['delivery_id', 'attempted_at', 'status_code', 'error', 'duration_ms', 'succeeded'])
          .where(
            'delivery_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('attempted_at')
          .orderBy('id')
          .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type as TWebhookEventType,
    createdAt: row.created_at.toISOString(),
    status: row.status,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    data: row.data as Record<string, unknown>,
    attempts: attempts
      .filter((attempt) => attempt.delivery_id === row.id)
      .map((attempt) => ({
        at: attempt.attempted_at.toISOString(),
        statusCode: attempt.status_code,
        error: attempt.error,
        durationMs: attempt.duration_ms,
        succeeded: attempt.succeeded,
      })),
  }));
}

const COLUMNS = ['id', 'type', 'created_at', 'status', 'next_attempt_at', 'delivered_at', 'data'] as const;

export async function listDeliveries(
  db: Database,
  userId: string,
  endpointId: string,
  paging: TPageQuery,
): Promise<TWebhookDeliveryPage> {
  await assertOwned(db, userId, endpointId);
  const { rows, total } = await readPage(
    db
      .selectFrom('webhook_deliveries')
      .select(COLUMNS)
      .where('endpoint_id', '=', endpointId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    paging,
  );
  return paginated(await withAttempts(db, rows), total, paging);
}

/**
 * Sends a delivery again, whatever became of it: due at once, a fresh day to succeed in, the same id and body, so a
 * receiver that already has it drops it. One being sent at this very moment finishes that attempt, whose outcome stands.
 */
export async function resendDelivery(
  db: Database,
  userId: string,
  endpointId: string,
  deliveryId: string,
): Promise<TWebhookDelivery> {
  await assertOwned(db, userId, endpointId);
  const row = await db
    .updateTable('webhook_deliveries')
    .set({
      status: 'pending',
      next_attempt_at: sql<Date>`now()`,
      give_up_at: sql<Date>`now() + interval '1 day'`,
    })
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound('Delivery');
  const [delivery] = await withAttempts(db, [row]);
  return delivery as TWebhookDelivery;
}
