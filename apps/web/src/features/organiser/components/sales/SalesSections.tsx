import { CREDIT_PRICE_INR, type TEventSales } from '@engagex/contracts';
import { Banknote, DoorOpen, Ticket } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { formatInr } from '@/lib/format';
import { dayKey, formatCalendarDate } from '@/lib/time';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/states';
import { formatDateTime, formatNumber, formatTime } from '../../format';
import { t } from '../../messages';
import { FiguresTable } from './FiguresTable';
import { SalesChart } from './SalesChart';
import {
  admissionsOverTime,
  colourAt,
  daySeconds,
  instantSeconds,
  moneyPerDay,
  roundPaise,
  ticketsPerDay,
} from './sales-figures';

/** The sales page's panels: each chart above its table, then the totals per ticket type. */

function Panel({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {heading}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{text}</p>
        </div>
        {children}
      </section>
    </Card>
  );
}

const day = (date: string) => formatCalendarDate(date, 'date');

export function TicketsPerDay({ sales }: { sales: TEventSales }) {
  const { columns, rows, columnTotals, total } = ticketsPerDay(sales);
  const names = columns.map((column) => column.name ?? t('sales.otherTypes'));
  return (
    <Panel heading={t('sales.ticketsHeading')} text={t('sales.ticketsText')}>
      {rows.length === 0 ? (
        <EmptyState
          icon={<Ticket className="size-6" />}
          title={t('sales.ticketsNone')}
          text={t('sales.ticketsNoneText')}
        />
      ) : (
        <>
          <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
            {columns.map((column, index) => (
              <li key={column.ticketTypeId ?? 'other'} className="inline-flex items-center gap-1.5">
                <span className="size-3 rounded-sm" style={{ background: `var(${column.colour})` }} />
                {names[index]}
              </li>
            ))}
          </ul>
          <SalesChart
            spec={{
              kind: 'tickets',
              days: rows.map((row) => daySeconds(row.date)),
              stacks: columns.map((column, index) => ({
                colour: column.colour,
                values: rows.map((row) => row.byType[index] ?? 0),
              })),
              axisLabel: t('sales.ticketsAxis'),
            }}
          />
          <FiguresTable
            caption={t('sales.ticketsCaption')}
            head={[t('sales.day'), ...names, t('sales.total')]}
            rows={rows.map((row) => ({
              key: row.date,
              cells: [day(row.date), ...row.byType.map(formatNumber), formatNumber(row.total)],
            }))}
            foot={[t('sales.total'), ...columnTotals.map(formatNumber), formatNumber(total)]}
          />
        </>
      )}
    </Panel>
  );
}

export function MoneyPerDay({ sales }: { sales: TEventSales }) {
  const { rows, credits, inr } = moneyPerDay(sales);
  return (
    <Panel
      heading={t('sales.moneyHeading')}
      text={t('sales.moneyText', { rate: formatInr(CREDIT_PRICE_INR) })}
    >
      {rows.length === 0 ? (
        <EmptyState
          icon={<Banknote className="size-6" />}
          title={t('sales.moneyNone')}
          text={t('sales.moneyNoneText')}
        />
      ) : (
        <>
          <SalesChart
            spec={{
              kind: 'money',
              days: rows.map((row) => daySeconds(row.date)),
              credits: rows.map((row) => row.credits),
              creditsLabel: t('sales.credits'),
              rupeesLabel: t('sales.rupees'),
              rupeesPerCredit: CREDIT_PRICE_INR,
            }}
          />
          <FiguresTable
            caption={t('sales.moneyCaption')}
            head={[t('sales.day'), t('sales.credits'), t('sales.rupees')]}
            rows={rows.map((row) => ({
              key: row.date,
              cells: [day(row.date), formatNumber(row.credits), formatInr(roundPaise(row.inr))],
            }))}
            foot={[t('sales.total'), formatNumber(credits), formatInr(inr)]}
          />
        </>
      )}
    </Panel>
  );
}

export function Admissions({ sales }: { sales: TEventSales }) {
  const { rows, total } = admissionsOverTime(sales);
  const zone = sales.timeZone;
  // One day's door needs only the times; admissions over several days name the day too.
  const oneDay = new Set(rows.map((row) => dayKey(row.at, zone))).size <= 1;
  const when = (at: string) => (oneDay ? formatTime(at, zone) : formatDateTime(at, zone));
  return (
    <Panel heading={t('sales.admissionsHeading')} text={t('sales.admissionsText')}>
      {rows.length === 0 ? (
        <EmptyState
          icon={<DoorOpen className="size-6" />}
          title={t('sales.admissionsNone')}
          text={t('sales.admissionsNoneText')}
        />
      ) : (
        <>
          <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
            <li className="inline-flex items-center gap-1.5">
              <span className="size-3 rounded-sm" style={{ background: 'var(--purple-solid)' }} />
              {t('sales.admittedInQuarter')}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <span className="h-0.5 w-4 rounded-full" style={{ background: 'var(--green-solid)' }} />
              {t('sales.inSoFar')}
            </li>
          </ul>
          <SalesChart
            spec={{
              kind: 'admissions',
              times: rows.map((row) => instantSeconds(row.at)),
              people: rows.map((row) => row.people),
              soFar: rows.map((row) => row.soFar),
              timeZone: zone,
              peopleLabel: t('sales.admittedInQuarter'),
              soFarLabel: t('sales.inSoFar'),
            }}
          />
          <FiguresTable
            caption={t('sales.admissionsCaption')}
            head={[t('sales.quarterFrom'), t('sales.admittedInQuarter'), t('sales.inSoFar')]}
            rows={rows.map((row) => ({
              key: row.at,
              cells: [when(row.at), formatNumber(row.people), formatNumber(row.soFar)],
            }))}
            foot={[t('sales.total'), formatNumber(total), '']}
          />
        </>
      )}
    </Panel>
  );
}

/** Sold, cancelled, admitted and net money of each type: the figures of the exports, per type (decision 078). */
export function TypeTotals({ sales }: { sales: TEventSales }) {
  const sum = (pick: (type: TEventSales['types'][number]) => number) =>
    sales.types.reduce((total, type) => total + pick(type), 0);
  const netCredits = sum((type) => type.netCredits);
  return (
    <Panel
      heading={t('sales.typesHeading')}
      text={t('sales.typesText', { rate: formatInr(CREDIT_PRICE_INR) })}
    >
      <FiguresTable
        caption={t('sales.typesCaption')}
        head={[
          t('sales.type'),
          t('sales.sold'),
          t('sales.cancelled'),
          t('sales.admitted'),
          t('sales.netCredits'),
          t('sales.netRupees'),
        ]}
        rows={sales.types.map((type, index) => ({
          key: type.ticketTypeId,
          cells: [
            <span key="name" className="inline-flex items-center gap-2">
              <span
                aria-hidden
                className="size-3 shrink-0 rounded-sm"
                style={{ background: `var(${colourAt(index)})` }}
              />
              {type.name}
            </span>,
            formatNumber(type.sold),
            formatNumber(type.cancelled),
            formatNumber(type.admitted),
            formatNumber(type.netCredits),
            formatInr(type.netCredits * CREDIT_PRICE_INR),
          ],
        }))}
        foot={[
          t('sales.total'),
          formatNumber(sum((type) => type.sold)),
          formatNumber(sum((type) => type.cancelled)),
          formatNumber(sum((type) => type.admitted)),
          formatNumber(netCredits),
          formatInr(netCredits * CREDIT_PRICE_INR),
        ]}
      />
    </Panel>
  );
}
