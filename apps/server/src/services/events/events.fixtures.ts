import type { FastifyInstance } from 'fastify';
import type { signIn, TestDatabase } from '../../test/harness.js';

export type Session = Awaited<ReturnType<typeof signIn>>;

/** Test helpers shared by the events suites: calls under a realm's prefix, grants, a fresh event. */
export function eventsClient(app: FastifyInstance, prefix: string) {
  const call = (
    session: Session | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `${prefix}${url}`,
      headers: session?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  return { call };
}

export async function grantCredits(
  app: FastifyInstance,
  admin: Session,
  userId: string,
  amount: number,
  key: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/main/credit-transaction/add-credits',
    headers: admin.headers,
    payload: { userId, amount, reason: 'Test credits', idempotencyKey: key },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

export async function balanceOf(app: FastifyInstance, session: Session) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/main/cps/credit-transaction/balance',
    headers: session.headers,
  });
  return response.json().data.balance as number;
}

/**
 * Creates a published event with one slot through the admin API and answers their ids. The event runs for a
 * week from its first slot, so a test can add later showings inside its dates.
 */
export async function createEventWithSlot(
  app: FastifyInstance,
  prefix: string,
  admin: Session,
  input: {
    capacity: number;
    priceCredits: number;
    startsInHours?: number;
    competition?: { fee: number; perExtra: number; maxGroup: number };
  },
) {
  const startsAt = new Date(Date.now() + (input.startsInHours ?? 72) * 3600_000);
  const endsAt = new Date(startsAt.getTime() + 2 * 3600_000);
  const created = await app.inject({
    method: 'POST',
    url: `${prefix}/events`,
    headers: admin.headers,
    payload: {
      title: `Test event ${Math.random().toString(36).slice(2, 8)}`,
      description: 'An event created by the test suite.',
      eventType: input.competition ? 'competition' : 'music',
      districtId: 'pune',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 7 * 86_400_000).toISOString(),
      priceCredits: input.priceCredits,
      isCompetition: Boolean(input.competition),
      registrationFeeCredits: input.competition?.fee ?? 0,
      feePerAdditionalContestant: input.competition?.perExtra ?? 0,
      maxGroupSize: input.competition?.maxGroup ?? 1,
      // A new event is a draft until its organiser publishes it (issue #14 item 10).
      status: 'published',
    },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const eventId = created.json().data.event.id as string;
  const slot = await app.inject({
    method: 'POST',
    url: `${prefix}/events/${eventId}/slots`,
    headers: admin.headers,
    payload: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), capacity: input.capacity },
  });
  if (slot.statusCode !== 201) throw new Error(slot.body);
  return { eventId, slotId: slot.json().data.id as string };
}

export async function slotSeatsTaken(db: TestDatabase, slotId: string) {
  const row = await db.db
    .selectFrom('event_slots')
    .select(['seats_taken', 'capacity'])
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();
  return row.seats_taken;
}
