import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../platform/ledger/ledger-invariants.js';
import { signIn, type TestDatabase, useTestDatabase } from '../../test/harness.js';
import {
  balanceOf,
  createEventWithSlot,
  grantCredits,
  type Session,
  slotSeatsTaken,
} from './events.fixtures.js';

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
    await grantCredits(a, admin, owner.user.id, 500, 'race-grant');
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
});
