import type { TEventSales } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate } from '@/lib/time';
import { fail, ok, stubApi } from '@/test/api';
import { sampleEvent, sampleSlot } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { formatTime } from '../../format';
import { SalesPage } from './SalesPage';
import { daySeconds } from './sales-figures';
import { drawChart } from './uplot-charts';

// The chart library draws on a canvas jsdom has not got: what each chart is asked to draw is checked instead.
vi.mock('./uplot-charts', () => ({ drawChart: vi.fn(() => () => {}) }));

const event = sampleEvent({ title: 'Sur Sangam' });
const STANDARD = '11111111-1111-4111-8111-aaaaaaaaaaaa';
const VIP = '11111111-1111-4111-8111-bbbbbbbbbbbb';
const SALES = `GET /api/events/events/${event.id}/sales`;

const figures: TEventSales = {
  eventId: event.id,
  timeZone: 'Asia/Kolkata',
  types: [
    { ticketTypeId: STANDARD, name: 'Standard', sold: 5, cancelled: 1, admitted: 3, netCredits: 500 },
    { ticketTypeId: VIP, name: 'VIP', sold: 2, cancelled: 0, admitted: 1, netCredits: 600 },
  ],
  perDay: [
    { date: '2026-12-03', ticketTypeId: STANDARD, tickets: 2 },
    { date: '2026-12-01', ticketTypeId: STANDARD, tickets: 3 },
    { date: '2026-12-01', ticketTypeId: VIP, tickets: 1 },
    { date: '2026-12-03', ticketTypeId: VIP, tickets: 1 },
  ],
  money: [
    { date: '2026-12-01', credits: 700, inr: 7000 },
    { date: '2026-12-03', credits: 400, inr: 4000 },
  ],
  admissions: [
    { at: '2026-12-10T13:45:00.000Z', people: 1 },
    { at: '2026-12-10T13:30:00.000Z', people: 3 },
  ],
  totals: { tickets: 7, netCredits: 1100, netInr: 11000, admitted: 4 },
};

function render(answer: () => Response) {
  stubApi({
    [`GET /api/events/events/${event.id}`]: () =>
      ok({ event, slots: [sampleSlot({ eventId: event.id })], ticketTypes: [], questions: [] }),
    [SALES]: answer,
  });
  return renderWithApp(<SalesPage />, {
    path: `/events/admin/${event.id}/sales`,
    routes: [{ path: '/events/admin/:eventId/sales', element: <SalesPage /> }],
  });
}

/** Each row of the table in the region named `name`, as the texts of its cells. */
const tableRows = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The spec of the last drawing of each kind of chart. */
const drawn = (kind: string) =>
  vi
    .mocked(drawChart)
    .mock.calls.map(([, spec]) => spec)
    .filter((spec) => spec.kind === kind)
    .at(-1);

describe('SalesPage', () => {
  beforeEach(() => vi.mocked(drawChart).mockClear());

  it('shows the totals, and each chart’s figures as a table', async () => {
    render(() => ok(figures));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sur Sangam' })).toBeTruthy();
    const headline = await screen.findByRole('heading', { name: 'Sales figures' });
    const figure = (term: string) =>
      within(headline.parentElement as HTMLElement).getByText(term).nextElementSibling?.textContent;
    expect(figure('Tickets sold')).toBe('7');
    expect(figure('Taken, after refunds')).toBe('₹11,000');
    expect(screen.getByText('1,100 credits')).toBeTruthy();
    expect(figure('Admitted')).toBe('4');
    expect(figure('Cancelled')).toBe('1');

    const [first, third] = ['2026-12-01', '2026-12-03'].map((date) => formatCalendarDate(date, 'date'));
    expect(tableRows('Tickets sold per day and ticket type')).toEqual([
      ['Day', 'Standard', 'VIP', 'Total'],
      [first, '3', '1', '4'],
      [third, '2', '1', '3'],
      ['Total', '5', '2', '7'],
    ]);
    expect(tableRows('Money taken per day after refunds')).toEqual([
      ['Day', 'Credits', 'Rupees'],
      [first, '700', '₹7,000'],
      [third, '400', '₹4,000'],
      ['Total', '1,100', '₹11,000'],
    ]);
    // The door's times are the event's: 13:30 UTC is 7:00 pm in Kolkata.
    const kolkata = (iso: string) => formatTime(iso, 'Asia/Kolkata');
    expect(kolkata('2026-12-10T13:30:00.000Z')).toMatch(/^7:00/);
    expect(tableRows('People admitted per quarter hour')).toEqual([
      ['Time', 'Admitted', 'In so far'],
      [kolkata('2026-12-10T13:30:00.000Z'), '3', '3'],
      [kolkata('2026-12-10T13:45:00.000Z'), '1', '4'],
      ['Total', '4', ''],
    ]);
    expect(tableRows('Sold, cancelled, admitted and net money per ticket type')).toEqual([
      ['Ticket type', 'Tickets sold', 'Cancelled', 'Admitted', 'Net credits', 'Net ₹'],
      ['Standard', '5', '1', '3', '500', '₹5,000'],
      ['VIP', '2', '0', '1', '600', '₹6,000'],
      ['Total', '7', '1', '4', '1,100', '₹11,000'],
    ]);
  });

  it('draws each chart from the same figures as its table, hidden from screen readers', async () => {
    const { container } = render(() => ok(figures));
    await waitFor(() => expect(drawn('admissions')).toBeTruthy());
    const days = [daySeconds('2026-12-01'), daySeconds('2026-12-03')];
    expect(drawn('tickets')).toEqual({
      kind: 'tickets',
      days,
      stacks: [
        { colour: '--blue-solid', values: [3, 2] },
        { colour: '--green-solid', values: [1, 1] },
      ],
      axisLabel: 'Tickets',
    });
    expect(drawn('money')).toMatchObject({ kind: 'money', days, credits: [700, 400], rupeesPerCredit: 10 });
    expect(drawn('admissions')).toMatchObject({
      kind: 'admissions',
      times: [Date.parse('2026-12-10T13:30:00Z') / 1000, Date.parse('2026-12-10T13:45:00Z') / 1000],
      people: [3, 1],
      soFar: [3, 4],
      timeZone: 'Asia/Kolkata',
    });
    const charts = container.querySelectorAll('[data-chart]');
    expect(charts).toHaveLength(3);
    for (const chart of charts) expect(chart.getAttribute('aria-hidden')).toBe('true');
  });

  it('says what will show where nothing is sold, taken or admitted yet, and draws nothing', async () => {
    render(() =>
      ok({
        ...figures,
        types: figures.types.map((type) => ({ ...type, sold: 0, cancelled: 0, admitted: 0, netCredits: 0 })),
        perDay: [],
        money: [],
        admissions: [],
        totals: { tickets: 0, netCredits: 0, netInr: 0, admitted: 0 },
      }),
    );
    expect(await screen.findByText('No tickets sold yet')).toBeTruthy();
    expect(screen.getByText('No money taken yet')).toBeTruthy();
    expect(screen.getByText('Nobody admitted yet')).toBeTruthy();
    expect(tableRows('Sold, cancelled, admitted and net money per ticket type').at(-1)).toEqual([
      'Total',
      '0',
      '0',
      '0',
      '0',
      '₹0',
    ]);
    // A chart draws in an effect after its library loads, later than this: no chart is there to draw at all.
    expect(document.querySelector('[data-chart]')).toBeNull();
    expect(drawChart).not.toHaveBeenCalled();
  });

  it('says the sales could not be loaded, with a retry', async () => {
    render(() => fail(404, 'NOT_FOUND', 'Event not found'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The sales could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('Event not found')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('where uPlot loads', () => {
  // Decision 076: the first page's budget. Only the chart module imports the library, and only SalesChart
  // imports that module, dynamically, so the library is a chunk of its own that the sales page fetches.
  const sources = import.meta.glob<string>(['./*.{ts,tsx}', '!./*.test.{ts,tsx}', '../../**/*.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('is imported by the chart module alone, and that module only dynamically', () => {
    const importers = Object.entries(sources)
      .filter(([, code]) => /from\s+['"]uplot['"]|import\s+['"]uplot/.test(code))
      .map(([path]) => path.split('/').at(-1));
    expect(importers).toEqual(['uplot-charts.ts']);
    for (const [path, code] of Object.entries(sources)) {
      if (/from\s+['"]\.\/uplot-charts['"]/.test(code) && !path.endsWith('.test.tsx'))
        throw new Error(`${path} imports the chart module statically`);
    }
    expect(sources['./SalesChart.tsx']).toMatch(/import\(['"]\.\/uplot-charts['"]\)/);
  });
});
