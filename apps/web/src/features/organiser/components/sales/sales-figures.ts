/*
 * An event's sales (GET /events/:id/sales, decision 078) laid out for the sales page: the rows of its tables and
 * the series of its charts, worked out once from the same answer so a chart and its table never disagree. Pure:
 * no words, no chart library. Changes when the sales answer or what the page shows of it does.
 */
import type { TEventSales } from '@engagex/contracts';

/**
 * The design tokens' solid fills (ui/styles.css), one per ticket type in the order the answer lists them: each has a
 * light and a dark value, so a chart drawn from them reads in either theme. The legend's swatches use the same.
 */
export const SERIES_COLOURS = [
  '--blue-solid',
  '--green-solid',
  '--orange-solid',
  '--purple-solid',
  '--pink-solid',
  '--yellow-solid',
  '--red-solid',
  '--gray-solid',
] as const;
export type SeriesColour = (typeof SERIES_COLOURS)[number];

export const colourAt = (index: number): SeriesColour =>
  SERIES_COLOURS[index % SERIES_COLOURS.length] as SeriesColour;

/** What a chart draws, as plain data: the chart module (uplot-charts.ts) turns it into a uPlot. */
export type ChartSpec =
  | {
      kind: 'tickets';
      /** Each day at 00:00 UTC, in seconds: a calendar day, drawn and labelled as that day wherever the reader is. */
      days: number[];
      /** One per ticket type, stacked in this order from the bottom. */
      stacks: Array<{ colour: SeriesColour; values: number[] }>;
      axisLabel: string;
    }
  | {
      kind: 'money';
      days: number[];
      credits: number[];
      creditsLabel: string;
      /** The right axis reads the same bars in rupees, at this many rupees a credit. */
      rupeesLabel: string;
      rupeesPerCredit: number;
    }
  | {
      kind: 'admissions';
      /** Each quarter hour's start, in seconds. */
      times: number[];
      people: number[];
      soFar: number[];
      timeZone: string;
      peopleLabel: string;
      soFarLabel: string;
    };

export interface TypeColumn {
  /** null for tickets of a type the answer no longer lists (never expected: types with tickets cannot go). */
  ticketTypeId: string | null;
  name: string | null;
  colour: SeriesColour;
}

export interface DayTickets {
  date: string;
  /** Tickets of each column, in the columns' order. */
  byType: number[];
  total: number;
}

/** Tickets confirmed per day and type, days in order, with a column per type and each column's total. */
export function ticketsPerDay(sales: TEventSales): {
  columns: TypeColumn[];
  rows: DayTickets[];
  columnTotals: number[];
  total: number;
} {
  const columns: TypeColumn[] = sales.types.map((type, index) => ({
    ticketTypeId: type.ticketTypeId,
    name: type.name,
    colour: colourAt(index),
  }));
  const indexOf = new Map(sales.types.map((type, index) => [type.ticketTypeId, index]));
  const unknown = sales.perDay.some((entry) => !indexOf.has(entry.ticketTypeId));
  if (unknown) columns.push({ ticketTypeId: null, name: null, colour: colourAt(columns.length) });
  const byDate = new Map<string, number[]>();
  for (const entry of sales.perDay) {
    let counts = byDate.get(entry.date);
    if (!counts) {
      counts = columns.map(() => 0);
      byDate.set(entry.date, counts);
    }
    const column = indexOf.get(entry.ticketTypeId) ?? columns.length - 1;
    counts[column] = (counts[column] ?? 0) + entry.tickets;
  }
  const rows = [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, byType]) => ({ date, byType, total: sum(byType) }));
  const columnTotals = columns.map((_, column) => sum(rows.map((row) => row.byType[column] ?? 0)));
  return { columns, rows, columnTotals, total: sum(columnTotals) };
}

export interface DayMoney {
  date: string;
  credits: number;
  inr: number;
}

/** Money taken per day, net of refunds, days in order (two entries for one day are added up), with totals. */
export function moneyPerDay(sales: TEventSales): { rows: DayMoney[]; credits: number; inr: number } {
  const byDate = new Map<string, DayMoney>();
  for (const entry of sales.money) {
    const day = byDate.get(entry.date) ?? { date: entry.date, credits: 0, inr: 0 };
    day.credits += entry.credits;
    day.inr += entry.inr;
    byDate.set(entry.date, day);
  }
  const rows = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  return {
    rows,
    credits: sum(rows.map((row) => row.credits)),
    inr: roundPaise(sum(rows.map((row) => row.inr))),
  };
}

export interface QuarterAdmissions {
  at: string;
  people: number;
  /** Everyone admitted up to the end of this quarter hour. */
  soFar: number;
}

/** People admitted per quarter hour, in order, with the running count the door would read. */
export function admissionsOverTime(sales: TEventSales): { rows: QuarterAdmissions[]; total: number } {
  const sorted = [...sales.admissions].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let soFar = 0;
  const rows = sorted.map((entry) => {
    soFar += entry.people;
    return { at: entry.at, people: entry.people, soFar };
  });
  return { rows, total: soFar };
}

/** `YYYY-MM-DD` as the seconds of that day's 00:00 UTC: the chart's x for a calendar day. */
export function daySeconds(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 1000;
}

export const instantSeconds = (iso: string): number => Date.parse(iso) / 1000;

export function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Rupees added up from many days keep to whole paise, so 0.1 + 0.2 is never written ₹0.30000000000000004. */
export const roundPaise = (rupees: number): number => Math.round(rupees * 100) / 100;
