import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, inject } from '../../test/api.js';
import { createEventWithSlot } from '../../test/events.js';
import type { Session } from '../../test/harness.js';
import { useEventsRace } from '../../test/processes.js';
import { financialYear, nextNumber } from './numbering.js';

/**
 * The numbering race (decision 079): many payments committing at once on two API processes, each with its own pool
 * and its own copy of the modules (decision 071), on one PostgreSQL. Only the series row's lock, taken by the upsert
 * in each payment's transaction, keeps the numbers consecutive: 1..N with no gap and no repeat.
 */
const prefix = SERVICE_PREFIXES.events;
const realm = 'events';
const PAYMENTS = 40;
const CANCELS = 12;

describe('document numbers under payments committing at once on two processes (PostgreSQL)', () => {
  const race = useEventsRace('gst-race', PAYMENTS, (person, index, { a, admin }) =>
    addCreditsAsAdmin(a, admin, person.user.id, 200, `gst-race-${index}`),
  );
  const { split } = race;

  const numbersOf = async (series: string) => {
    const rows = await split.db.db
      .selectFrom('invoices')
      .select('number')
      .where('supplier_key', '=', 'platform')
      .where('series', '=', series as 'invoice')
      .execute();
    return rows.map((row) => Number(row.number.split('/')[2])).sort((x, y) => x - y);
  };
  const consecutive = (numbers: number[]) => numbers.every((number, index) => number === index + 1);

  it(`${PAYMENTS} bookings paid at once, then ${CANCELS} refunded at once: each series 1..N, no gap, no repeat`, async () => {
    const { a, b, admin, crowd } = race;
    const at = await createEventWithSlot(a, prefix, admin, { capacity: PAYMENTS + 5, priceCredits: 60 });
    const holds = await Promise.all(
      crowd.map((person, index) =>
        inject(index % 2 ? a : b, bookingsApi.create, { realm, session: person, body: { ...at, seats: 1 } }),
      ),
    );
    expect(holds.every((hold) => hold.statusCode === 201)).toBe(true);
    const started = Date.now();
    const paid = await Promise.all(
      holds.map((hold, index) =>
        inject(index % 2 ? b : a, bookingsApi.initiatePayment, {
          realm,
          session: crowd[index] as Session,
          body: { bookingId: hold.data().id, method: 'credits' },
        }),
      ),
    );
    const payMs = Date.now() - started;
    expect(paid.map((answer) => answer.statusCode)).toEqual(paid.map(() => 200));
    const invoices = await numbersOf('invoice');
    const cancelled = await Promise.all(
      holds.slice(0, CANCELS).map((hold, index) =>
        inject(index % 2 ? a : b, bookingsApi.cancel, {
          realm,
          session: crowd[index] as Session,
          params: { id: hold.data().id },
          body: { reason: 'Racing refunds', refundTo: 'credits' },
        }),
      ),
    );
    expect(cancelled.map((answer) => answer.statusCode)).toEqual(cancelled.map(() => 200));
    const notes = await numbersOf('credit-note');
    const series = await split.db.db
      .selectFrom('invoice_series')
      .select(['series', 'last_number'])
      .where('supplier_key', '=', 'platform')
      .execute();
    const figures = {
      payments: PAYMENTS,
      invoices: invoices.length,
      invoiceNumbers: `${invoices[0]}..${invoices.at(-1)}`,
      distinct: new Set(invoices).size,
      refunds: CANCELS,
      creditNotes: notes.length,
      creditNoteNumbers: `${notes[0]}..${notes.at(-1)}`,
      lastNumbers: Object.fromEntries(series.map((row) => [row.series, row.last_number])),
      payMs,
    };
    console.log('[invoices] numbering race on PostgreSQL, two processes:', JSON.stringify(figures));
    expect(invoices).toHaveLength(PAYMENTS);
    expect(consecutive(invoices)).toBe(true);
    expect(notes).toHaveLength(CANCELS);
    expect(consecutive(notes)).toBe(true);
    expect(figures.lastNumbers).toEqual({ invoice: PAYMENTS, 'credit-note': CANCELS });
  }, 180_000);

  it('a payment that rolls back gives its number back: the next payment takes it', async () => {
    const before = (await numbersOf('invoice')).length;
    const key = {
      supplierKey: 'platform',
      series: 'invoice' as const,
      financialYear: financialYear(new Date()),
    };
    await expect(
      split.db.db.transaction().execute(async (trx) => {
        expect(await nextNumber(trx, key)).toBe(before + 1);
        throw new Error('the payment failed after taking its number');
      }),
    ).rejects.toThrow('the payment failed');
    const taken = await split.db.db.transaction().execute((trx) => nextNumber(trx, key));
    expect(taken).toBe(before + 1);
  });
});
