import type { TEventSales } from '@engagex/contracts';
import { describe, expect, it } from 'vitest';
import {
  admissionsOverTime,
  colourAt,
  daySeconds,
  moneyPerDay,
  SERIES_COLOURS,
  ticketsPerDay,
} from './sales-figures';

const STANDARD = '11111111-1111-4111-8111-aaaaaaaaaaaa';
const VIP = '11111111-1111-4111-8111-bbbbbbbbbbbb';
const GONE = '11111111-1111-4111-8111-cccccccccccc';

const type = (ticketTypeId: string, name: string) => ({
  ticketTypeId,
  name,
  sold: 0,
  cancelled: 0,
  admitted: 0,
  netCredits: 0,
});

function sales(overrides: Partial<TEventSales> = {}): TEventSales {
  return {
    eventId: '11111111-1111-4111-8111-111111111111',
    timeZone: 'Asia/Kolkata',
    types: [type(STANDARD, 'Standard'), type(VIP, 'VIP')],
    perDay: [],
    money: [],
    admissions: [],
    totals: { tickets: 0, netCredits: 0, netInr: 0, admitted: 0 },
    ...overrides,
  };
}

describe('the sales page’s figures', () => {
  it('lays tickets out per day (in order) and type, with each type’s and the day’s totals', () => {
    const figures = ticketsPerDay(
      sales({
        perDay: [
          { date: '2026-12-03', ticketTypeId: VIP, tickets: 1 },
          { date: '2026-12-01', ticketTypeId: STANDARD, tickets: 3 },
          { date: '2026-12-03', ticketTypeId: STANDARD, tickets: 2 },
          { date: '2026-12-01', ticketTypeId: VIP, tickets: 1 },
        ],
      }),
    );
    expect(figures.columns.map((column) => [column.name, column.colour])).toEqual([
      ['Standard', '--blue-solid'],
      ['VIP', '--green-solid'],
    ]);
    expect(figures.rows).toEqual([
      { date: '2026-12-01', byType: [3, 1], total: 4 },
      { date: '2026-12-03', byType: [2, 1], total: 3 },
    ]);
    expect(figures.columnTotals).toEqual([5, 2]);
    expect(figures.total).toBe(7);
  });

  it('keeps tickets of a type the answer does not list in a column of their own, so no ticket goes missing', () => {
    const figures = ticketsPerDay(
      sales({
        perDay: [
          { date: '2026-12-01', ticketTypeId: GONE, tickets: 2 },
          { date: '2026-12-01', ticketTypeId: STANDARD, tickets: 1 },
        ],
      }),
    );
    expect(figures.columns.map((column) => column.name)).toEqual(['Standard', 'VIP', null]);
    expect(figures.rows).toEqual([{ date: '2026-12-01', byType: [1, 0, 2], total: 3 }]);
    expect(figures.total).toBe(3);
  });

  it('adds up each day’s money in order, refunds taking away, keeping rupees to whole paise', () => {
    const figures = moneyPerDay(
      sales({
        money: [
          { date: '2026-12-02', credits: -30, inr: -300 },
          { date: '2026-12-01', credits: 250, inr: 2500.1 },
          { date: '2026-12-01', credits: 50, inr: 500.2 },
        ],
      }),
    );
    expect(figures.rows.map(({ date, credits }) => [date, credits])).toEqual([
      ['2026-12-01', 300],
      ['2026-12-02', -30],
    ]);
    expect(figures.credits).toBe(270);
    expect(figures.inr).toBe(2700.3);
  });

  it('counts the people in so far after each quarter hour, in time order', () => {
    const figures = admissionsOverTime(
      sales({
        admissions: [
          { at: '2026-12-10T13:45:00.000Z', people: 1 },
          { at: '2026-12-10T13:30:00.000Z', people: 3 },
          { at: '2026-12-10T14:15:00.000Z', people: 6 },
        ],
      }),
    );
    expect(figures.rows.map(({ people, soFar }) => [people, soFar])).toEqual([
      [3, 3],
      [1, 4],
      [6, 10],
    ]);
    expect(figures.total).toBe(10);
  });

  it('draws a calendar day at its 00:00 UTC, and runs through the colours again after the eighth type', () => {
    expect(daySeconds('2026-12-01')).toBe(Date.UTC(2026, 11, 1) / 1000);
    expect(colourAt(SERIES_COLOURS.length)).toBe(colourAt(0));
  });
});
