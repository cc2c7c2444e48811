/**
 * The events suites' shared set-up: both realms, a world of a realm (an app, an organiser, a buyer with credits), an
 * event with its first show, a later show, a hold made to have lapsed, and the seats a show has taken. Changes when
 * several suites need the same new step to set up an event or a booking.
 */
import { SERVICE_PREFIXES, type TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import type { FastifyInstance } from 'fastify';
import { addCreditsAsAdmin, inject } from './api.js';
import { type DatabaseKind, type Session, signIn, type TestDatabase } from './harness.js';
import { useSuite } from './suite.js';

/** Both events services (decision 028), each with the other's prefix: the route suites run once per realm. */
export const EVENT_REALMS = [
  { realm: 'events', prefix: SERVICE_PREFIXES.events, other: SERVICE_PREFIXES.culturalEvents },
  { realm: 'cultural-events', prefix: SERVICE_PREFIXES.culturalEvents, other: SERVICE_PREFIXES.events },
] as const;

/** The realm an events prefix serves, for a helper handed the prefix. */
export const realmOfPrefix = (prefix: string): TRealm =>
  prefix === SERVICE_PREFIXES.culturalEvents ? 'cultural-events' : 'events';

/** What the sandbox gateway signs its payments with in the events route suites. */
export const EVENTS_PAYMENT_SECRET = 'e'.repeat(40);

export type RealmWorld = {
  db: TestDatabase;
  app: FastifyInstance;
  admin: Session;
  /** Holds 1,000 credits when the suite starts. */
  alice: Session;
  bob: Session;
};

/**
 * The world of an events route suite, for one realm on one database: an app, the demo admin, alice with 1,000
 * credits and bob. Filled before the suite's tests; the ledger's invariants are checked after each of them.
 */
export function useRealmWorld(kind: DatabaseKind, realm: TRealm): RealmWorld {
  return useSuite(kind, {
    env: { PAYMENT_SIGNING_SECRET: EVENTS_PAYMENT_SECRET },
    ledger: true,
    cast: async (app) => {
      const admin = await signIn(app, 'admin@engagex.dev');
      const alice = await signIn(app, `alice-${realm}-${kind}@example.com`);
      const bob = await signIn(app, `bob-${realm}-${kind}@example.com`);
      await addCreditsAsAdmin(app, admin, alice.user.id, 1000, `alice-${realm}`);
      return { admin, alice, bob };
    },
  });
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
    competition?: {
      fee: number;
      perExtra: number;
      maxGroup: number;
      /** What a rejection does with a paid fee; the contract's default when left out (decision 054). */
      ifNotSelected?: 'refund' | 'keep';
    };
  },
) {
  const startsAt = new Date(Date.now() + (input.startsInHours ?? 72) * 3600_000);
  const realm = realmOfPrefix(prefix);
  const created = await inject(app, eventsApi.create, {
    realm,
    session: admin,
    body: {
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
      ...(input.competition?.ifNotSelected ? { feeIfNotSelected: input.competition.ifNotSelected } : {}),
      // A new event is a draft until its organiser publishes it (decision 046).
      status: 'published',
    },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const eventId = created.data().event.id;
  const slot = await addShow(app, realm, eventId, admin, { startsAt, capacity: input.capacity });
  return { eventId, slotId: slot.id };
}

/**
 * Adds a show to an event through the organiser API and answers the new slot, or throws the refusal: set-up for a
 * test about something else. Unless told, the show is a day after createEventWithSlot's first (96 hours from now),
 * inside that event's week, lasts two hours and has 10 seats. A test of adding itself (a refusal, a validation, a
 * race) calls eventsApi.addSlot and reads the answer.
 */
export async function addShow(
  app: FastifyInstance,
  realm: TRealm,
  eventId: string,
  by: Session,
  {
    startsAt = new Date(Date.now() + 96 * 3600_000),
    capacity = 10,
  }: { startsAt?: Date; capacity?: number } = {},
) {
  const added = await inject(app, eventsApi.addSlot, {
    realm,
    session: by,
    params: { id: eventId },
    body: {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3600_000).toISOString(),
      capacity,
    },
  });
  if (added.statusCode !== 201) throw new Error(added.body);
  return added.data();
}

export async function slotSeatsTaken(db: TestDatabase, slotId: string) {
  const row = await db.db
    .selectFrom('event_slots')
    .select(['seats_taken', 'capacity'])
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();
  return row.seats_taken;
}

/**
 * Lets the holds of `bookingIds` run out a second ago, as if their bookers walked away from the checkout; the
 * sweep or the next hold on the show then finds them lapsed. A test of a particular expiry instant sets its own.
 */
export async function lapseHold(db: TestDatabase, ...bookingIds: string[]) {
  if (bookingIds.length === 0) throw new Error('lapseHold needs at least one booking');
  await db.db
    .updateTable('bookings')
    .set({ hold_expires_at: new Date(Date.now() - 1000) })
    .where('id', 'in', bookingIds)
    .execute();
}
