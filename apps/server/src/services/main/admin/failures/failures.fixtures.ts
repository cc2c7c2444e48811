/**
 * What the console's failure lists read, staged as the outbox worker and the refund sweep leave it (decision 096):
 * a failed email, a purchase whose refund gave up, a late payment's or a part's refund that gave up.
 */
import { sql } from 'kysely';
import type { TestDatabase } from '../../../../test/harness.js';

/** An email the worker gave up on, as `recordFailure` leaves it. */
export async function failedEmail(db: TestDatabase, userId: string, title: string) {
  const notification = await db.db
    .insertInto('notifications')
    .values({ user_id: userId, kind: 'booking-confirmed', title, body: 'Body' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = await db.db
    .insertInto('notification_emails')
    .values({ notification_id: notification.id, message_id: `<${notification.id}@test>` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update notification_emails set status = 'failed', attempts = 10, last_error = 'SMTP 554'
    where id = ${email.id}`.execute(db.db);
  return email.id;
}

/** A purchase as the payment flow leaves it: completed with its own refund given up, or never completed. */
export async function purchase(
  db: TestDatabase,
  userId: string,
  state: 'completed-refund-failed' | 'cancelled',
) {
  const row = await db.db
    .insertInto('credit_purchases')
    .values({
      user_id: userId,
      amount_minor: 25050,
      currency: 'INR',
      credits: 250,
      gateway: 'sandbox',
      payment_id: `pay_${Math.random().toString(36).slice(2)}`,
      expires_at: new Date(Date.now() + 600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A completed purchase names the ledger movement that credited it; any will do for what this file reads.
  const movement = await db.db
    .selectFrom('ledger_transactions')
    .select('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  if (state === 'completed-refund-failed')
    await sql`update credit_purchases set status = 'completed', completed_at = now(),
      ledger_transaction_id = ${movement.id}, refund_status = 'failed', refund_attempts = 8,
      refund_last_error = 'gateway refused' where id = ${row.id}`.execute(db.db);
  else
    await sql`update credit_purchases set status = 'cancelled', refund_status = 'failed' where id = ${row.id}`.execute(
      db.db,
    );
  return row.id;
}

export async function failedRefundRow(
  db: TestDatabase,
  table: 'payment_refunds' | 'part_refunds',
  purchaseId: string,
) {
  const common = { purchase_id: purchaseId, payment_id: `pay_${Math.random().toString(36).slice(2)}` };
  const row =
    table === 'payment_refunds'
      ? await db.db
          .insertInto('payment_refunds')
          .values({
            ...common,
            gateway: 'sandbox',
            amount_minor: 9900,
            currency: 'INR',
            reason: 'late payment',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      : await db.db
          .insertInto('part_refunds')
          .values({
            ...common,
            refund_key: `part:${common.payment_id}`,
            credits: 10,
            amount_minor: 1000,
            currency: 'INR',
            reason: 'two tickets cancelled',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
  await sql`update ${sql.table(table)} set status = 'failed', attempts = 8 where id = ${row.id}`.execute(
    db.db,
  );
  return row.id;
}

/** A delivery that gave up after its day, on an endpoint of `userId`'s, with its last attempt; or one delivered. */
export async function webhookDelivery(db: TestDatabase, userId: string, state: 'failed' | 'delivered') {
  const endpoint = await db.db
    .insertInto('webhook_endpoints')
    .values({
      user_id: userId,
      url: 'https://hooks.example.com/engagex',
      events: ['booking.confirmed'],
      secret: 'whsec_test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delivery = await db.db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: endpoint.id,
      type: 'booking.confirmed',
      data: JSON.stringify({ bookingId: 'b1' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.db
    .insertInto('webhook_attempts')
    .values({ delivery_id: delivery.id, status_code: 502, error: null, duration_ms: 40, succeeded: false })
    .execute();
  await (state === 'failed'
    ? sql`update webhook_deliveries set status = 'failed', attempts = 17 where id = ${delivery.id}`
    : sql`update webhook_deliveries set status = 'delivered', delivered_at = now() - interval '31 days'
        where id = ${delivery.id}`
  ).execute(db.db);
  return delivery.id;
}
