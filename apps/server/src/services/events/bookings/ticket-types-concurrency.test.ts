import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { addShow, createEventWithSlot, slotSeatsTaken } from '../../../test/events.js';
import type { Session } from '../../../test/harness.js';
import { useEventsRace } from '../../../test/processes.js';
import {
  addPromo,
  addType,
  liveTickets,
  promoUses,
  standardType,
  typeSeatsTaken,
} from '../../../test/ticketing.js';

/**
 * Ticket types' quotas and promo codes' uses under bursts from two API processes on one PostgreSQL (decision 071's
 * processes: no in-process queue is shared, so only the rows' conditional updates and CHECKs keep the counts).
 */
const prefix = SERVICE_PREFIXES.events;
const realm = 'events';

describe('ticket types and promo codes under concurrency, two API processes on one PostgreSQL', () => {
  const race = useEventsRace('tt-crowd', 20);
  const { split } = race;

  const tally = (codes: number[]) => {
    const counts: Record<number, number> = {};
    for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
    return counts;
  };

  it('a burst of 60 holds on a VIP type with quota 2 per show: exactly 2 VIP tickets, counters equal tickets', async () => {
    const { a, b, admin, crowd } = race;
    const { db } = split;
    const { eventId, slotId } = await createEventWithSlot(a, prefix, admin, {
      capacity: 50,
      priceCredits: 20,
    });
    const standard = await standardType(db, eventId);
    const vip = await addType(db, eventId, { name: 'VIP', price: 90, quota: 2, order: 1 });
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        inject(index % 2 ? a : b, bookingsApi.create, {
          realm,
          session: crowd[index % crowd.length] as Session,
          body: {
            eventId,
            slotId,
            // Two in three take the grouped statement (one type), one in three goes step by step (two types).
            items:
              index % 3 === 2
                ? [
                    { ticketTypeId: vip, quantity: 1 },
                    { ticketTypeId: standard, quantity: 1 },
                  ]
                : [{ ticketTypeId: vip, quantity: 1 }],
          },
        }),
      ),
    );
    const ms = Date.now() - started;
    const statuses = tally(answers.map((answer) => answer.statusCode));
    const figures = {
      statuses,
      vipCounter: await typeSeatsTaken(db, slotId, vip),
      vipTickets: await liveTickets(db, slotId, vip),
      standardCounter: await typeSeatsTaken(db, slotId, standard),
      standardTickets: await liveTickets(db, slotId, standard),
      showSeats: await slotSeatsTaken(db, slotId),
      allTickets: await liveTickets(db, slotId),
      ms,
    };
    console.log('VIP quota 2 burst (60 holds, two processes):', JSON.stringify(figures));
    expect(statuses).toEqual({ 201: 2, 422: 58 });
    expect(figures.vipCounter).toBe(2);
    expect(figures.vipTickets).toBe(2);
    expect(figures.standardCounter).toBe(figures.standardTickets);
    expect(figures.showSeats).toBe(figures.allTickets);
    expect(
      answers
        .filter((answer) => answer.statusCode === 422)
        .every(
          (answer) => answer.json().message === 'Sold out: not enough tickets of that type left in this show',
        ),
    ).toBe(true);
  }, 120_000);

  it('a burst of 60 holds with a code of 3 uses: exactly 3 bookings take it, the rest hold nothing', async () => {
    const { a, b, admin, crowd } = race;
    const { db } = split;
    const { eventId, slotId } = await createEventWithSlot(a, prefix, admin, {
      capacity: 100,
      priceCredits: 20,
    });
    const promo = await addPromo(db, eventId, { code: 'THREE', percentOff: 25, maxUses: 3 });
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        inject(index % 2 ? a : b, bookingsApi.create, {
          realm,
          session: crowd[index % crowd.length] as Session,
          body: { eventId, slotId, seats: 1 + (index % 2), promoCode: 'three' },
        }),
      ),
    );
    const ms = Date.now() - started;
    const statuses = tally(answers.map((answer) => answer.statusCode));
    const withCode = await db.db
      .selectFrom('bookings')
      .select((eb) => [eb.fn.countAll<string>().as('bookings'), eb.fn.sum<string>('seats').as('seats')])
      .where('promo_code_id', '=', promo)
      .where('status', 'in', ['held', 'confirmed'])
      .executeTakeFirstOrThrow();
    const figures = {
      statuses,
      uses: await promoUses(db, promo),
      bookingsWithCode: Number(withCode.bookings),
      showSeats: await slotSeatsTaken(db, slotId),
      tickets: await liveTickets(db, slotId),
      ms,
    };
    console.log('Promo code maxUses 3 burst (60 holds, two processes):', JSON.stringify(figures));
    expect(statuses).toEqual({ 201: 3, 422: 57 });
    expect(figures.uses).toBe(3);
    expect(figures.bookingsWithCode).toBe(3);
    expect(figures.showSeats).toBe(Number(withCode.seats));
    expect(figures.tickets).toBe(figures.showSeats);
    expect(
      answers
        .filter((answer) => answer.statusCode === 422)
        .every((answer) => answer.json().message === 'This promo code has been used up'),
    ).toBe(true);
  }, 120_000);

  it('holds and cancels with one code on two shows at once: no deadlock, uses equal the live bookings', async () => {
    const { a, b, admin, crowd } = race;
    const { db } = split;
    const { eventId, slotId } = await createEventWithSlot(a, prefix, admin, {
      capacity: 100,
      priceCredits: 20,
    });
    const second = await addShow(a, realm, eventId, admin, { capacity: 100 });
    const slots = [slotId, second.id];
    const promo = await addPromo(db, eventId, { code: 'SHARED', percentOff: 10, maxUses: 100 });
    const first = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        inject(a, bookingsApi.create, {
          realm,
          session: crowd[index] as Session,
          body: { eventId, slotId: slots[index % 2] as string, seats: 1, promoCode: 'SHARED' },
        }),
      ),
    );
    expect(first.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const cancels = first.map((answer, index) =>
      inject(index % 2 ? a : b, bookingsApi.cancel, {
        realm,
        session: crowd[index] as Session,
        params: { id: answer.data().id },
        body: { reason: 'making room' },
      }),
    );
    const holds = Array.from({ length: 60 }, (_, index) =>
      inject(index % 2 ? b : a, bookingsApi.create, {
        realm,
        session: crowd[6 + (index % 14)] as Session,
        body: { eventId, slotId: slots[index % 2] as string, seats: 1, promoCode: 'SHARED' },
      }),
    );
    const answers = await Promise.all([...cancels, ...holds]);
    const statuses = tally(answers.map((answer) => answer.statusCode));
    const live = await db.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('promo_code_id', '=', promo)
      .where('status', 'in', ['held', 'confirmed'])
      .executeTakeFirstOrThrow();
    const figures = { statuses, uses: await promoUses(db, promo), liveWithCode: Number(live.count) };
    console.log('Holds and cancels of one code on two shows (66 requests):', JSON.stringify(figures));
    expect(Object.keys(statuses).filter((status) => Number(status) >= 500)).toEqual([]);
    expect(figures.uses).toBe(figures.liveWithCode);
    expect(statuses).toEqual({ 200: 6, 201: 60 });
    expect(figures.uses).toBe(60);
    for (const slot of slots) expect(await slotSeatsTaken(db, slot)).toBe(await liveTickets(db, slot));
  }, 120_000);
});
