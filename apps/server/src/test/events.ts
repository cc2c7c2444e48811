import type { FastifyInstance } from 'fastify';
import type { Session, TestDatabase } from './harness.js';

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
