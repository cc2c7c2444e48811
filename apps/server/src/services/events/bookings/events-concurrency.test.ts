// Over 300 lines: each race needs two API processes and its own gates; one file starts the processes once.
import { randomUUID } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { addCreditsAsAdmin, balanceOf } from '../../../test/api.js';
import { createEventWithSlot, slotSeatsTaken } from '../../../test/events.js';
import { type Session, signIn, type TestDatabase, useTestDatabase } from '../../../test/harness.js';

const prefix = SERVICE_PREFIXES.events;

describe('seats under concurrency, two API instances on one PostgreSQL', () => {
  const database = useTestDatabase('postgres');
  let db: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: Session;
  let users: Session[];

  beforeAll(async () => {
    db = await database();
    a = await db.build({}, {}, { ownPool: true });
    b = await db.build({}, {}, { ownPool: true });
    admin = await signIn(a, 'admin@engagex.dev');
    users = [];
    for (let i = 0; i < 20; i += 1) users.push(await signIn(i % 2 ? a : b, `crowd-${i}@example.com`));
  }, 60_000);

  it('1,000 attempts for 50 seats: exactly 50 taken, every other a clean sold-out, no 5xx', async () => {
    const { eventId, slotId } = await createEventWithSlot(a, prefix, admin, {
      capacity: 50,
      priceCredits: 10,
    });
    const attempts = Array.from({ length: 1000 }, (_, index) =>
      (index % 2 ? a : b).inject({
        method: 'POST',
        url: `${prefix}/bookings`,
        headers: (users[index % users.length] as Session).headers,
        payload: { eventId, slotId, seats: 1 },
      }),
    );
    const responses = await Promise.all(attempts);
    const statuses = new Map<number, number>();
    for (const response of responses)
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: 50, 422: 950 });
    expect(responses.filter((r) => r.statusCode === 422).every((r) => r.json().message === 'Sold out')).toBe(
      true,
    );
    expect(await slotSeatsTaken(db, slotId)).toBe(50);
    const held = await db.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.sum<string>('seats').as('seats'))
      .where('slot_id', '=', slotId)
      .where('status', 'in', ['held', 'confirmed'])
      .executeTakeFirstOrThrow();
    expect(Number(held.seats)).toBe(50);
  }, 120_000);

  it('a transfer and a cancel racing on one booking leave seats and ledger consistent', async () => {
    const owner = users[0] as Session;
    await addCreditsAsAdmin(a, admin, owner.user.id, 500, 'race-grant');
    for (let round = 0; round < 6; round += 1) {
      const { eventId, slotId } = await createEventWithSlot(a, prefix, admin, {
        capacity: 4,
        priceCredits: 20,
      });
      const target = await a.inject({
        method: 'POST',
        url: `${prefix}/events/${eventId}/slots`,
        headers: admin.headers,
        payload: {
          startsAt: new Date(Date.now() + 100 * 3600_000).toISOString(),
          endsAt: new Date(Date.now() + 102 * 3600_000).toISOString(),
          capacity: 4,
        },
      });
      const targetSlot = target.json().data.id as string;
      const booking = (
        await a.inject({
          method: 'POST',
          url: `${prefix}/bookings`,
          headers: owner.headers,
          payload: { eventId, slotId, seats: 2 },
        })
      ).json().data;
      await a.inject({
        method: 'POST',
        url: `${prefix}/bookings/initiate-payment`,
        headers: owner.headers,
        payload: { bookingId: booking.id, method: 'credits' },
      });
      const balanceBefore = await balanceOf(a, owner);
      const [transfer, cancel] = await Promise.all([
        a.inject({
          method: 'POST',
          url: `${prefix}/bookings/transfer`,
          headers: owner.headers,
          payload: { bookingId: booking.id, targetSlotId: targetSlot },
        }),
        b.inject({
          method: 'POST',
          url: `${prefix}/bookings/${booking.id}/cancel`,
          headers: owner.headers,
          payload: { reason: 'Race' },
        }),
      ]);
      expect(transfer.statusCode).toBeLessThan(500);
      expect(cancel.statusCode).toBe(200);
      const seats = [await slotSeatsTaken(db, slotId), await slotSeatsTaken(db, targetSlot)];
      expect(seats).toEqual([0, 0]);
      expect(await balanceOf(a, owner)).toBe(balanceBefore + 40);
    }
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  }, 60_000);

  it('one Idempotency-Key sent 20 times at once over two processes holds seats once and never answers 5xx', async () => {
    const owner = users[3] as Session;
    const { eventId, slotId } = await createEventWithSlot(a, prefix, admin, {
      capacity: 10,
      priceCredits: 10,
    });
    const key = `hold-${randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? a : b).inject({
          method: 'POST',
          url: `${prefix}/bookings`,
          headers: { ...owner.headers, 'idempotency-key': key },
          payload: { eventId, slotId, seats: 3 },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.json().data.id)).size).toBe(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(
      19,
    );
    expect(await slotSeatsTaken(db, slotId)).toBe(3);
  }, 60_000);

  /**
   * The order of events that used to deadlock: a cancel or payment waits on the booking's old slot while a
   * transfer moves it to a lower-id slot; a third transaction, locking in id order, takes that lower slot and then
   * asks for the old one. The request's retry must not hold the old slot while it waits for the new one.
   */
  it.each(['cancel', 'pay'] as const)(
    'a %s that finds its booking moved retries with its locks in id order: no deadlock, no 503',
    async (action) => {
      const owner = users[4] as Session;
      await addCreditsAsAdmin(a, admin, owner.user.id, 200, `lock-order-${action}`);
      const { eventId, slotId: first } = await createEventWithSlot(a, prefix, admin, {
        capacity: 4,
        priceCredits: 10,
      });
      const later = new Date(Date.now() + 96 * 3600_000);
      const second = (
        await a.inject({
          method: 'POST',
          url: `${prefix}/events/${eventId}/slots`,
          headers: admin.headers,
          payload: {
            startsAt: later.toISOString(),
            endsAt: new Date(later.getTime() + 3600_000).toISOString(),
            capacity: 4,
          },
        })
      ).json().data.id as string;
      // The booking starts in the higher id and moves to the lower one.
      const [low, high] = [first, second].sort() as [string, string];
      const booking = (
        await a.inject({
          method: 'POST',
          url: `${prefix}/bookings`,
          headers: owner.headers,
          payload: { eventId, slotId: high, seats: 2 },
        })
      ).json().data;
      if (action === 'cancel') {
        await a.inject({
          method: 'POST',
          url: `${prefix}/bookings/initiate-payment`,
          headers: owner.headers,
          payload: { bookingId: booking.id, method: 'credits' },
        });
      }
      // The seats the move will need are already counted in the low slot, so the mover only has to lock the high one.
      await db.db.updateTable('event_slots').set({ seats_taken: 2 }).where('id', '=', low).execute();

      const waitUntilBlockedBy = async (pid: number) => {
        for (;;) {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where ${pid} = any(pg_blocking_pids(pid))`.execute(db.db);
          if ((rows[0]?.n ?? 0) > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const gate = () => {
        let open = () => {};
        const opened = new Promise<void>((resolve) => {
          open = resolve;
        });
        return { open, opened };
      };
      const moverMayCommit = gate();
      const moverPid = gate();
      let moverBackend = 0;
      const mover = db.db.transaction().execute(async (trx) => {
        moverBackend =
          (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]?.pid ?? 0;
        await sql`select id from event_slots where id = ${high} for no key update`.execute(trx);
        await trx.updateTable('event_slots').set({ seats_taken: 0 }).where('id', '=', high).execute();
        await trx.updateTable('bookings').set({ slot_id: low }).where('id', '=', booking.id).execute();
        moverPid.open();
        await moverMayCommit.opened;
      });
      await moverPid.opened;
      const request =
        action === 'cancel'
          ? b.inject({
              method: 'POST',
              url: `${prefix}/bookings/${booking.id}/cancel`,
              headers: owner.headers,
              payload: { reason: 'Lock order' },
            })
          : b.inject({
              method: 'POST',
              url: `${prefix}/bookings/initiate-payment`,
              headers: owner.headers,
              payload: { bookingId: booking.id, method: 'credits' },
            });
      await waitUntilBlockedBy(moverBackend);

      const thirdMayAskHigh = gate();
      let thirdBackend = 0;
      const thirdHasLow = gate();
      const third = db.db.transaction().execute(async (trx) => {
        thirdBackend =
          (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]?.pid ?? 0;
        await sql`select id from event_slots where id = ${low} for no key update`.execute(trx);
        thirdHasLow.open();
        await thirdMayAskHigh.opened;
        await sql`select id from event_slots where id = ${high} for no key update`.execute(trx);
      });
      await thirdHasLow.opened;
      moverMayCommit.open();
      await mover;
      // The request now finds its booking in the low slot, which the third transaction holds.
      await waitUntilBlockedBy(thirdBackend);
      thirdMayAskHigh.open();
      const [answer, thirdOutcome] = await Promise.all([
        request,
        third.then(
          () => 'committed',
          (e) => String(e),
        ),
      ]);
      expect(thirdOutcome).toBe('committed');
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.booking?.status ?? answer.json().data.status).toBe(
        action === 'cancel' ? 'cancelled' : 'confirmed',
      );
      expect(await ledgerInvariantViolations(db.db)).toEqual([]);
    },
    60_000,
  );

  it('an organiser cancelling an event while its holds are paid on another process leaves no one charged', async () => {
    const payer = users[5] as Session;
    await addCreditsAsAdmin(a, admin, payer.user.id, 500, 'cancel-race-grant');
    const balanceBefore = await balanceOf(a, payer);
    for (let round = 0; round < 5; round += 1) {
      const { eventId, slotId } = await createEventWithSlot(a, prefix, admin, {
        capacity: 10,
        priceCredits: 10,
      });
      const holds = [];
      for (let i = 0; i < 3; i += 1) {
        holds.push(
          (
            await b.inject({
              method: 'POST',
              url: `${prefix}/bookings`,
              headers: payer.headers,
              payload: { eventId, slotId, seats: 1 },
            })
          ).json().data.id as string,
        );
      }
      const [cancelled, ...payments] = await Promise.all([
        a.inject({
          method: 'POST',
          url: `${prefix}/events/${eventId}/cancel`,
          headers: admin.headers,
          payload: { reason: 'Venue closed' },
        }),
        ...holds.map((bookingId, i) =>
          (i % 2 ? a : b).inject({
            method: 'POST',
            url: `${prefix}/bookings/initiate-payment`,
            headers: payer.headers,
            payload: { bookingId, method: 'credits' },
          }),
        ),
      ]);
      expect(cancelled.statusCode).toBe(200);
      for (const payment of payments) expect([200, 409, 422]).toContain(payment.statusCode);
      const rows = await db.db.selectFrom('bookings').select('status').where('id', 'in', holds).execute();
      expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
      expect(await slotSeatsTaken(db, slotId)).toBe(0);
    }
    expect(await balanceOf(a, payer)).toBe(balanceBefore);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  }, 60_000);
});
