import { createHmac } from 'node:crypto';
import { SERVICE_PREFIXES, type TNotificationKind } from '@engagex/contracts';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER } from '../../platform/payments/sandbox.js';
import { type ApiCall, apiClient } from '../../test/api.js';
import { createEventWithSlot, EVENTS_PAYMENT_SECRET, type RealmWorld } from '../../test/events.js';
import { type Injector, type Session, signIn, type TestDatabase } from '../../test/harness.js';
import { payAtSandbox } from '../../test/sandbox-checkout.js';

/** The gateway's webhook for a checkout paid at the sandbox, signed as the sandbox signs it for the events suites. */
export function sandboxWebhook(app: Injector, paymentUrl: string, paymentId: string) {
  const orderId = new URL(paymentUrl).pathname.split('/').pop() as string;
  const raw = JSON.stringify({ id: `evt_${paymentId}`, event: 'payment.captured', orderId, paymentId });
  const signature = createHmac('sha256', `${EVENTS_PAYMENT_SECRET}:webhook`).update(raw).digest('hex');
  return app.inject({
    method: 'POST',
    url: `${SERVICE_PREFIXES.payments}/webhooks/sandbox`,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: raw,
  });
}

/** A notification as the events suites check it, with how many outbox rows (emails) it queued. */
export type WrittenNotice = {
  id: string;
  userId: string;
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string | null;
  details: Record<string, unknown>;
  onceKey: string | null;
  emails: number;
};

/** The notifications written to one person (newest last), optionally of some kinds only. */
export async function noticesOf(
  db: TestDatabase,
  userId: string,
  kinds?: readonly TNotificationKind[],
): Promise<WrittenNotice[]> {
  let query = db.db
    .selectFrom('notifications as n')
    .select([
      'n.id',
      'n.user_id',
      'n.kind',
      'n.title',
      'n.body',
      'n.link',
      'n.details',
      'n.once_key',
      sql<string>`(select count(*) from notification_emails e where e.notification_id = n.id)`.as('emails'),
    ])
    .where('n.user_id', '=', userId);
  if (kinds) query = query.where('n.kind', 'in', kinds);
  const rows = await query.orderBy('n.created_at').orderBy('n.id').execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
    onceKey: row.once_key,
    emails: Number(row.emails),
  }));
}

/**
 * The notifications about one record: those whose once-only key ends with its id, or whose ticket is its booking's
 * (so a notice written twice without its key would still be counted).
 */
export async function noticesAbout(db: TestDatabase, recordId: string): Promise<WrittenNotice[]> {
  const rows = await db.db
    .selectFrom('notifications')
    .select(['user_id'])
    .where((eb) =>
      eb.or([
        eb('once_key', 'like', `%:${recordId}`),
        eb(sql`details->'ticket'->>'bookingId'`, '=', recordId),
      ]),
    )
    .execute();
  const users = [...new Set(rows.map((row) => row.user_id))];
  const all = await Promise.all(users.map((userId) => noticesOf(db, userId)));
  return all
    .flat()
    .filter(
      (notice) =>
        notice.onceKey?.endsWith(`:${recordId}`) ||
        (notice.details.ticket as { bookingId?: string } | undefined)?.bookingId === recordId,
    );
}

/** A hold of one seat paid as asked: in credits, at the sandbox checkout, or left waiting. */
export async function bookOneSeat(
  call: ApiCall,
  app: Parameters<typeof payAtSandbox>[0],
  who: Session,
  at: { eventId: string; slotId: string },
  pay: 'credits' | 'card' | 'none',
) {
  const held = (await call(who, 'POST', '/bookings', { ...at, seats: 1 })).json().data;
  if (pay === 'credits')
    await call(who, 'POST', '/bookings/initiate-payment', { bookingId: held.id, method: 'credits' });
  if (pay === 'card') {
    const started = await call(who, 'POST', '/bookings/initiate-payment', {
      bookingId: held.id,
      method: 'gateway',
    });
    const proof = await payAtSandbox(app, started.json().data.payment.paymentUrl);
    const done = await call(who, 'POST', '/bookings/complete-payment', { bookingId: held.id, ...proof });
    expect(done.statusCode, done.body).toBe(200);
  }
  return (await call(who, 'GET', `/bookings/${held.id}`)).json().data;
}

/** Lets a hold's time run out a second ago, as if its booker walked away from the checkout. */
export async function lapseHold(db: TestDatabase, bookingId: string) {
  await db.db
    .updateTable('bookings')
    .set({ hold_expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', bookingId)
    .execute();
}

/** A free show of two seats, one of them booked by `who`, with the event's slots as the admin reads them. */
export async function freeShowBookedBy(world: RealmWorld, prefix: string, who: Session) {
  const { app, admin, call } = world;
  const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, { capacity: 2, priceCredits: 0 });
  await call(who, 'POST', '/bookings', { eventId, slotId, seats: 1 });
  const { slots } = (await call(admin, 'GET', `/events/${eventId}`)).json().data;
  return { eventId, slotId, slots };
}

/** Two API processes on one PostgreSQL, each with its own pool, for the races between them; close them after. */
export async function twoApiProcesses(db: TestDatabase, prefix: string) {
  const one = await db.build({}, {}, { ownPool: true });
  const two = await db.build({}, {}, { ownPool: true });
  return {
    one,
    two,
    callOne: apiClient(one, prefix),
    callTwo: apiClient(two, prefix),
    admin: await signIn(one, 'admin@engagex.dev'),
    close: async () => {
      await one.close();
      await two.close();
    },
  };
}
