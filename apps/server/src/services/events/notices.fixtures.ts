import { sql } from 'kysely';
import { expect } from 'vitest';
import { type ApiCall, apiClient } from '../../test/api.js';
import { createEventWithSlot, EVENTS_PAYMENT_SECRET, type RealmWorld } from '../../test/events.js';
import { type Injector, type Session, signIn, type TestDatabase } from '../../test/harness.js';
import { type ToldNotice, toldTo } from '../../test/notices.js';
import { payAtSandbox } from '../../test/sandbox-checkout.js';
import { captured, sandboxOrderId, sandboxWebhook as signedWebhook } from '../../test/webhooks.js';

/** The gateway's webhook for a checkout paid at the sandbox, signed as the sandbox signs it for the events suites. */
export function sandboxWebhook(app: Injector, paymentUrl: string, paymentId: string) {
  return signedWebhook(app, EVENTS_PAYMENT_SECRET, captured(sandboxOrderId(paymentUrl), paymentId));
}

/**
 * The notifications about one record: those whose once-only key ends with its id, or whose ticket is its booking's
 * (so a notice written twice without its key would still be counted).
 */
export async function noticesAbout(db: TestDatabase, recordId: string): Promise<ToldNotice[]> {
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
  const all = await Promise.all(users.map((userId) => toldTo(db, userId)));
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

/** Enters `who` alone in the competition `eventId`, with the one performance the events suites enter. */
export function enterCompetition(call: ApiCall, who: Session, eventId: string) {
  return call(who, 'POST', '/contestants', {
    eventId,
    personalDetails: {
      fullName: 'Asha Rao',
      dateOfBirth: '1998-04-12',
      phone: '+91 9876543210',
      email: 'asha@example.com',
      city: 'Pune',
    },
    performance: { title: 'Raga', category: 'vocal', durationMinutes: 8, description: 'A vocal piece.' },
    isGroupPerformance: false,
    additionalContestants: [],
  });
}
