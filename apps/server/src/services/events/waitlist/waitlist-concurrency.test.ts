// Over 300 lines: one race across two processes; its set-up (two apps, a sold-out show, a queue) is most of the file.
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { addCreditsAsAdmin, inject } from '../../../test/api.js';
import { createEventWithSlot, lapseHold } from '../../../test/events.js';
import { type Session, signIn, type TestDatabase, useTestDatabase } from '../../../test/harness.js';
import { expireHolds } from '../bookings/lifecycle.js';

const prefix = SERVICE_PREFIXES.events;
const realm = 'events';

/**
 * Watches every commit that touches a show's seats or line: a deferred constraint trigger runs at COMMIT, while the
 * writer still holds the slot row (every seat and line writer locks it), and writes down any moment at which a waiting
 * entry fitted the free seats of an open, on-sale, future show, i.e. freed seats were left on open sale (or a join was
 * let in) while someone waiting fitted them. Test code only: the audit table and triggers live in the test's schema.
 */
async function installAudit(db: TestDatabase) {
  await sql`create table waitlist_audit (slot_id uuid, free int, fitting int, at timestamptz default now())`.execute(
    db.db,
  );
  await sql`create function waitlist_audit_check() returns trigger language plpgsql as $$
    declare
      target uuid := (to_jsonb(new) ->> case when tg_table_name = 'event_slots' then 'id' else 'slot_id' end)::uuid;
      shown record;
      fitting int;
    begin
      select s.capacity, s.seats_taken, s.starts_at, s.waitlist_closed_at, e.status into shown
        from event_slots s join events e on e.id = s.event_id where s.id = target;
      if shown.status = 'published' and shown.waitlist_closed_at is null and shown.starts_at > now() then
        select count(*) into fitting from waitlist_entries w
          where w.slot_id = target and w.status = 'waiting' and w.seats <= shown.capacity - shown.seats_taken;
        if fitting > 0 then
          insert into waitlist_audit (slot_id, free, fitting) values (target, shown.capacity - shown.seats_taken, fitting);
        end if;
      end if;
      return null;
    end $$`.execute(db.db);
  await sql`create constraint trigger waitlist_audit_slots after update on event_slots
    deferrable initially deferred for each row execute function waitlist_audit_check()`.execute(db.db);
  await sql`create constraint trigger waitlist_audit_entries after insert or update on waitlist_entries
    deferrable initially deferred for each row execute function waitlist_audit_check()`.execute(db.db);
}

describe('waitlists under concurrency, two API instances on one PostgreSQL', () => {
  const database = useTestDatabase('postgres');
  let db: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: Session;
  let crowd: Session[];

  beforeAll(async () => {
    db = await database();
    a = await db.build({}, {}, { ownPool: true });
    b = await db.build({}, {}, { ownPool: true });
    await installAudit(db);
    admin = await signIn(a, 'admin@engagex.dev');
    crowd = [];
    for (let i = 0; i < 48; i += 1) {
      const person = await signIn(i % 2 ? a : b, `wl-crowd-${i}@example.com`);
      await addCreditsAsAdmin(a, admin, person.user.id, 1000, `wl-crowd-${i}`);
      crowd.push(person);
    }
  }, 120_000);

  it('never oversells, and never leaves freed seats on open sale while someone waiting fits them', async () => {
    const started = Date.now();
    const { eventId, slotId } = await createEventWithSlot(a, prefix, admin, {
      capacity: 10,
      priceCredits: 10,
    });
    const byId = new Map(crowd.map((person) => [person.user.id, person]));
    const via = (index: number) => (index % 2 ? a : b);

    // 10 confirmed seats (5 people, 2 each), then 8 people waiting for 1 to 3 seats.
    for (const person of crowd.slice(0, 5)) {
      const held = await inject(via(0), bookingsApi.create, {
        realm,
        session: person,
        body: { eventId, slotId, seats: 2 },
      });
      expect(held.statusCode, held.body).toBe(201);
      const paid = await inject(via(1), bookingsApi.initiatePayment, {
        realm,
        session: person,
        body: { bookingId: held.json().data.id, method: 'credits' },
      });
      expect(paid.json().data.booking.status).toBe('confirmed');
    }
    for (const [index, person] of crowd.slice(5, 13).entries()) {
      const joined = await inject(via(index), waitlistApi.join, {
        realm,
        session: person,
        params: { id: eventId, slotId },
        body: { seats: (index % 3) + 1 },
      });
      expect(joined.statusCode).toBe(201);
    }

    const statuses = new Map<string, number>();
    let requests = 0;
    let capacity = 10;
    const ROUNDS = 8;
    for (let round = 0; round < ROUNDS; round += 1) {
      const live = await db.db
        .selectFrom('bookings')
        .select(['id', 'user_id', 'status', 'waitlist_entry_id'])
        .where('slot_id', '=', slotId)
        .where('status', 'in', ['held', 'confirmed'])
        .orderBy('id')
        .execute();
      const entries = await db.db
        .selectFrom('waitlist_entries')
        .select(['id', 'user_id', 'status'])
        .where('slot_id', '=', slotId)
        .where('status', 'in', ['waiting', 'offered'])
        .execute();
      const active = new Set(entries.map((entry) => entry.user_id));
      const offers = live.filter((booking) => booking.waitlist_entry_id && booking.status === 'held');
      const others = live.filter((booking) => !booking.waitlist_entry_id);
      // A third of the open offers lapse now; the sweeps below (one on each process) release them.
      const lapsing = offers.filter((_, index) => index % 3 === round % 3);
      if (lapsing.length > 0) await lapseHold(db, ...lapsing.map((offer) => offer.id));
      const calls: Promise<LightMyRequestResponse | number>[] = [];
      const add = (kind: string, call: Promise<LightMyRequestResponse>) =>
        calls.push(
          call.then((response) => {
            const key = `${kind} ${response.statusCode}`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            return response;
          }),
        );
      let n = 0;
      // Cancels: owners of three bookings, and an organiser for one more.
      for (const booking of others.slice(0, 4)) {
        const owner = byId.get(booking.user_id) as Session;
        const who = n % 4 === 3 ? admin : owner;
        add(
          'cancel',
          inject(via(n++), bookingsApi.cancel, {
            realm,
            session: who,
            params: { id: booking.id },
            body: { reason: 'Race' },
          }),
        );
      }
      // Offers: some paid, some declined, the rest left waiting (or lapsing).
      for (const [index, offer] of offers.filter((o) => !lapsing.includes(o)).entries()) {
        const owner = byId.get(offer.user_id) as Session;
        if (index % 2 === 0)
          add(
            'pay',
            inject(via(n++), bookingsApi.initiatePayment, {
              realm,
              session: owner,
              body: { bookingId: offer.id, method: 'credits' },
            }),
          );
        else
          add(
            'decline',
            inject(via(n++), bookingsApi.confirm, {
              realm,
              session: owner,
              params: { id: offer.id },
              body: { confirm: false },
            }),
          );
      }
      // Leaves: two of those waiting.
      for (const entry of entries.filter((e) => e.status === 'waiting').slice(0, 2)) {
        add(
          'leave',
          inject(via(n++), waitlistApi.leave, {
            realm,
            session: byId.get(entry.user_id) as Session,
            params: { entryId: entry.id },
          }),
        );
      }
      // Joins by people not in line, and holds by others: they race for the same seats.
      const idle = crowd.slice(13).filter((person) => !active.has(person.user.id));
      for (const [index, person] of idle.slice((round * 3) % 20, ((round * 3) % 20) + 10).entries()) {
        add(
          'join',
          inject(via(n++), waitlistApi.join, {
            realm,
            session: person,
            params: { id: eventId, slotId },
            body: { seats: (index % 3) + 1 },
          }),
        );
      }
      for (const [index, person] of idle.slice(-16).entries()) {
        add(
          'hold',
          inject(via(n++), bookingsApi.create, {
            realm,
            session: person,
            body: { eventId, slotId, seats: (index % 2) + 1 },
          }),
        );
      }
      // One capacity raise a round, and the sweep on both processes.
      capacity += round % 2 === 0 ? 2 : 1;
      add(
        'raise',
        inject(via(n++), eventsApi.updateSlot, {
          realm,
          session: admin,
          params: { id: eventId, slotId },
          body: { capacity },
        }),
      );
      calls.push(expireHolds(a.db), expireHolds(b.db));
      const results = await Promise.all(calls);
      requests += results.length;

      for (const result of results) {
        if (typeof result === 'number') continue;
        expect(result.statusCode, result.body).toBeLessThan(500);
      }
      // After the round: the counter is the bookings' seats and within capacity; each person has one place in line.
      const slot = await db.db
        .selectFrom('event_slots')
        .select(['capacity', 'seats_taken'])
        .where('id', '=', slotId)
        .executeTakeFirstOrThrow();
      const seats = await db.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('seats'), eb.lit(0)).as('seats'))
        .where('slot_id', '=', slotId)
        .where('status', 'in', ['held', 'confirmed'])
        .executeTakeFirstOrThrow();
      expect(Number(seats.seats)).toBe(slot.seats_taken);
      expect(slot.seats_taken).toBeLessThanOrEqual(slot.capacity);
      const fitting = await db.db
        .selectFrom('waitlist_entries')
        .select('id')
        .where('slot_id', '=', slotId)
        .where('status', '=', 'waiting')
        .where('seats', '<=', slot.capacity - slot.seats_taken)
        .execute();
      expect(fitting).toEqual([]);
      const doubled = await db.db
        .selectFrom('waitlist_entries')
        .select(['user_id', (eb) => eb.fn.countAll<string>().as('n')])
        .where('status', 'in', ['waiting', 'offered'])
        .groupBy(['slot_id', 'user_id'])
        .having((eb) => eb.fn.countAll(), '>', 1)
        .execute();
      expect(doubled).toEqual([]);
      // Each entry's status agrees with its offer's booking.
      const mismatched = await sql<{ id: string }>`select w.id from waitlist_entries w
        join bookings b on b.waitlist_entry_id = w.id
        where not ((w.status = 'offered' and b.status = 'held') or (w.status = 'booked' and b.status = 'confirmed')
          or (w.status = 'lapsed' and b.status = 'expired') or (w.status = 'declined' and b.status = 'cancelled'))`.execute(
        db.db,
      );
      expect(mismatched.rows).toEqual([]);
    }

    const audit = await sql<{ n: string }>`select count(*) as n from waitlist_audit`.execute(db.db);
    const offersMade = await db.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('slot_id', '=', slotId)
      .where('waitlist_entry_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const outcomes = await db.db
      .selectFrom('waitlist_entries')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('slot_id', '=', slotId)
      .groupBy('status')
      .orderBy('status')
      .execute();
    const final = await db.db
      .selectFrom('event_slots')
      .select(['capacity', 'seats_taken'])
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
    console.log(
      `waitlist race: ${ROUNDS} rounds, ${requests} concurrent calls over 2 processes in ${Date.now() - started} ms; ` +
        `${offersMade.n} offers made; capacity ${final.capacity}, seats taken ${final.seats_taken}; ` +
        `entries ${outcomes.map((row) => `${row.status} ${row.n}`).join(', ')}; ` +
        `answers ${[...statuses]
          .sort()
          .map(([key, count]) => `${key}: ${count}`)
          .join(', ')}; ` +
        `audited commits with a waiting entry fitting free seats: ${audit.rows[0]?.n}`,
    );
    expect(Number(audit.rows[0]?.n)).toBe(0);
    expect(Number(offersMade.n)).toBeGreaterThan(5);
    // The race reached every way an offer ends: paid, declined and lapsed (the sweeps released the lapsed ones).
    const ended = (status: string) => Number(outcomes.find((row) => row.status === status)?.n ?? 0);
    expect({
      booked: ended('booked') > 0,
      declined: ended('declined') > 0,
      lapsed: ended('lapsed') > 0,
    }).toEqual({
      booked: true,
      declined: true,
      lapsed: true,
    });
    expect(requests).toBeGreaterThanOrEqual(30 * ROUNDS);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  }, 180_000);
});
