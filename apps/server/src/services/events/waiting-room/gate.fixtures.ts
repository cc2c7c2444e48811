/**
 * Waiting rooms and admissions written straight into a test database (decision 080), so the gate's tests need
 * not wait on the room's routes, draw or admission ticks: a room opened a minute ago, and a person's place
 * admitted now for some minutes, or admitted earlier and run out, stamped with the database's clock as the
 * admission writer stamps them; and how the gate's tests see a refusal that changed nothing. Changes when the
 * room's tables gain a column a test needs to set, or a path that takes seats can change something new.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type TCreateBookingRequest,
  type TWaitingRoomSettings,
  WAITING_ROOM_REFUSAL_PATH,
} from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import type { LightMyRequestResponse } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../../platform/db/schema.js';
import { addCreditsAsAdmin, balanceOf, inject } from '../../../test/api.js';
import { addShow, createEventWithSlot, type EVENT_REALMS } from '../../../test/events.js';
import { type Injector, type Session, signIn } from '../../../test/harness.js';
import type { AdminSuite } from '../../../test/suite.js';

/** What an organiser sends to put an event behind a room opening in ten minutes, two admitted a minute. */
export const roomSettings = (over: Partial<TWaitingRoomSettings> = {}): TWaitingRoomSettings => ({
  enabled: true,
  opensAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  admitPerMinute: 2,
  admissionMinutes: 10,
  ...over,
});

/** Puts the event behind a room that opened a minute ago (drawn), enabled or not; again, switches it. */
export async function putRoom(db: Kysely<DB>, eventId: string, { enabled = true } = {}) {
  const seed = randomBytes(16).toString('hex');
  await db
    .insertInto('waiting_rooms')
    .values({
      event_id: eventId,
      enabled,
      opens_at: new Date(Date.now() - 60_000),
      admit_per_minute: 60,
      admission_minutes: 10,
      seed,
      seed_hash: createHash('sha256').update(seed, 'utf8').digest('hex'),
      drawn_at: new Date(),
    })
    .onConflict((conflict) => conflict.column('event_id').doUpdateSet({ enabled }))
    .execute();
}

/**
 * The person's place in the room: `admitted` for `minutes` from now, `expired` (admitted 15 minutes ago, ran out a
 * second ago) or `waiting` (a place, no admission). One place per person, as the unique index keeps it.
 */
export async function placeIn(
  db: Kysely<DB>,
  eventId: string,
  userId: string,
  state: 'admitted' | 'expired' | 'waiting',
  minutes = 10,
) {
  const [admittedAt, expiresAt] =
    state === 'admitted'
      ? [sql`now()`, sql`now() + make_interval(mins => ${minutes}::int)`]
      : state === 'expired'
        ? [sql`now() - interval '15 minutes'`, sql`now() - interval '1 second'`]
        : [sql`null`, sql`null`];
  await sql`insert into waiting_room_entries (event_id, user_id, position, admitted_at, admission_expires_at)
    values (${eventId}, ${userId},
      (select coalesce(max(position), 0) + 1 from waiting_room_entries where event_id = ${eventId}),
      ${admittedAt}, ${expiresAt})
    on conflict (event_id, user_id) do update
      set admitted_at = excluded.admitted_at, admission_expires_at = excluded.admission_expires_at`.execute(
    db,
  );
}

/** What the gate says, in English: the test sessions read English. */
export const WAITING_ROOM_REFUSAL =
  'You are in the waiting room for this event: you can book once you are admitted';

/** The gate's 403 in the envelope, with the one detail the web sends people to the room by. */
export function expectWaitingRoomRefusal(answer: LightMyRequestResponse) {
  expect(answer.statusCode, answer.body).toBe(403);
  const body = answer.json();
  expect(body.code).toBe('FORBIDDEN');
  expect(body.message).toBe(WAITING_ROOM_REFUSAL);
  expect(body.details).toEqual([
    { path: WAITING_ROOM_REFUSAL_PATH, message: 'Wait for your turn in the waiting room' },
  ]);
}

/**
 * Everything a path that takes seats could change: seats per show and type, the event's bookings and tickets, the
 * person's purchases and balance. Equal before and after a refusal: it changed nothing.
 */
export async function seatStateOf(app: Injector, db: Kysely<DB>, eventId: string, who: Session) {
  const slots = await db
    .selectFrom('event_slots')
    .select(['id', 'seats_taken'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  const types = await db
    .selectFrom('show_ticket_type_seats')
    .select(['slot_id', 'ticket_type_id', 'seats_taken'])
    .where(
      'slot_id',
      'in',
      slots.map((slot) => slot.id),
    )
    .orderBy('slot_id')
    .orderBy('ticket_type_id')
    .execute();
  const bookings = await db
    .selectFrom('bookings')
    .select(['id', 'user_id', 'slot_id', 'status', 'paid_credits', 'payment_status', 'purchase_id'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  const tickets = await db
    .selectFrom('tickets as t')
    .innerJoin('bookings as b', 'b.id', 't.booking_id')
    .select(['t.id', 't.status'])
    .where('b.event_id', '=', eventId)
    .orderBy('t.id')
    .execute();
  const purchases = await db
    .selectFrom('credit_purchases')
    .select('id')
    .where('user_id', '=', who.user.id)
    .execute();
  return { slots, types, bookings, tickets, purchases, balance: await balanceOf(app, who) };
}

/** Refused as `expectRefusal` checks (the room's 403 unless told), and nothing the path could take or move changed. */
export async function expectRefusedChangingNothing(
  world: { app: Injector; db: Kysely<DB> },
  eventId: string,
  who: Session,
  attempt: () => Promise<LightMyRequestResponse>,
  expectRefusal: (answer: LightMyRequestResponse) => void = expectWaitingRoomRefusal,
) {
  const before = await seatStateOf(world.app, world.db, eventId, who);
  expectRefusal(await attempt());
  expect(await seatStateOf(world.app, world.db, eventId, who)).toEqual(before);
}

/**
 * What both gate suites make, in `realm`: people with credits (`tag` keeps their emails apart), paid events and
 * later shows (by the admin unless told), holds, and the refused-changing-nothing check bound to the suite.
 */
export function gateCast(
  suite: AdminSuite,
  { realm, prefix }: Pick<(typeof EVENT_REALMS)[number], 'realm' | 'prefix'>,
  tag: string,
) {
  let made = 0;
  /** A new person with 500 credits. */
  async function person() {
    made += 1;
    const someone = await signIn(suite.app, `${tag}-${made}@example.com`);
    await addCreditsAsAdmin(suite.app, suite.admin, someone.user.id, 500, `${tag}-credits-${made}`);
    return someone;
  }
  /** A paid event with one show of `capacity` seats. */
  const event = (capacity = 10, priceCredits = 20, by: Session = suite.admin) =>
    createEventWithSlot(suite.app, prefix, by, { capacity, priceCredits });
  /** Another show of the event, later, with room. */
  const laterShow = async (eventId: string, by: Session = suite.admin) =>
    (await addShow(suite.app, realm, eventId, by)).id;
  const hold = (who: Session, body: TCreateBookingRequest, headers: Record<string, string> = {}) =>
    inject(suite.app, bookingsApi.create, { realm, session: who, body, headers });
  const refusedChangingNothing = (
    eventId: string,
    who: Session,
    attempt: () => Promise<LightMyRequestResponse>,
    expectRefusal?: (answer: LightMyRequestResponse) => void,
  ) =>
    expectRefusedChangingNothing({ app: suite.app, db: suite.db.db }, eventId, who, attempt, expectRefusal);
  const stateOf = (eventId: string, who: Session) => seatStateOf(suite.app, suite.db.db, eventId, who);
  return { person, event, laterShow, hold, expectRefusedChangingNothing: refusedChangingNothing, stateOf };
}
