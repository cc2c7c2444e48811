import type { TEvent } from '@engagex/contracts';
import { Pencil, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { realmSearch } from '@/lib/realm';
import { formatTimeRange } from '@/lib/time';
import { Badge } from '@/ui/Badge';
import { buttonClasses } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { ProgressBar } from '@/ui/ProgressBar';
import { useEventStats } from '../api/get-event-stats';
import { formatDate, formatNumber, formatRange } from '../format';
import { t } from '../messages';
import { useRealm } from '../use-realm';
import { EventStatusBadge } from './badges';
import { ADMIN_BASE } from './EventsAdminLayout';

/** "7:00 pm – 10:00 pm IST" in the event's zone, or with the end's date when the event runs past midnight. */
const timesOf = (event: TEvent) =>
  formatDate(event.startsAt, event.timeZone) === formatDate(event.endsAt, event.timeZone)
    ? formatTimeRange(event.startsAt, event.endsAt, event.timeZone)
    : formatRange(event.startsAt, event.endsAt, event.timeZone);

const editHref = (event: TEvent) => `${ADMIN_BASE}/${event.id}${realmSearch(event.realm)}`;

/**
 * The realm's events: a table where the panel is wide, cards where it is not (a container query, so it follows
 * the room the sidebar leaves). Seats come from each event's stats.
 */
export function EventsTable({ events, busy }: { events: TEvent[]; busy: boolean }) {
  return (
    <div className="@container" aria-busy={busy || undefined}>
      <table className="hidden w-full text-left text-sm @3xl:table">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead>
          <tr className="border-b border-line text-xs font-semibold tracking-wider text-ink-muted uppercase">
            <th scope="col" className="py-2.5 pr-4 font-semibold">
              {t('table.event')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {t('table.when')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {t('table.status')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {t('table.seatsSold')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">
              {t('table.price')}
            </th>
            <th scope="col" className="py-2.5 pl-4">
              <span className="sr-only">{t('table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {events.map((event) => (
            <tr key={event.id} className="align-top">
              <td className="max-w-72 py-3.5 pr-4">
                <Link to={editHref(event)} className="font-semibold text-ink hover:text-link hover:underline">
                  {event.title}
                </Link>
                <EventMeta event={event} />
              </td>
              <td className="px-4 py-3.5 whitespace-nowrap text-ink">
                {formatDate(event.startsAt, event.timeZone)}
                <span className="block text-xs whitespace-normal text-ink-muted">{timesOf(event)}</span>
              </td>
              <td className="px-4 py-3.5">
                <EventStatusBadge status={event.status} />
              </td>
              <td className="w-48 px-4 py-3.5">
                <SeatsSold event={event} />
              </td>
              <td className="px-4 py-3.5 text-right font-medium whitespace-nowrap tabular-nums">
                <Price credits={event.priceCredits} />
              </td>
              <td className="py-3.5 pl-4 text-right">
                <Link
                  to={editHref(event)}
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  aria-label={t('table.editLabel', { title: event.title })}
                >
                  <Pencil aria-hidden className="size-3.5" />
                  {t('table.edit')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="flex flex-col divide-y divide-line @3xl:hidden">
        {events.map((event) => (
          <li key={event.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link to={editHref(event)} className="font-semibold text-ink hover:text-link hover:underline">
                  {event.title}
                </Link>
                <EventMeta event={event} />
              </div>
              <EventStatusBadge status={event.status} />
            </div>
            <p className="text-sm text-ink">{formatRange(event.startsAt, event.endsAt, event.timeZone)}</p>
            <div className="flex items-end justify-between gap-4">
              <div className="min-w-0 flex-1">
                <SeatsSold event={event} />
              </div>
              <p className="text-sm font-medium tabular-nums">
                <Price credits={event.priceCredits} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EventMeta({ event }: { event: TEvent }) {
  return (
    <>
      <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
        <span className="capitalize">{event.eventType.replaceAll('-', ' ')}</span>
        {event.isCompetition && (
          <Badge tone="purple">
            <Trophy aria-hidden className="size-3" />
            {t('table.competition')}
          </Badge>
        )}
        {event.roundNumber !== null && (
          <Badge tone="blue">{t('table.round', { number: String(event.roundNumber) })}</Badge>
        )}
      </span>
      <span className="mt-0.5 block text-xs text-ink-muted">
        {event.venue
          ? `${event.venue.name}, ${event.district.name}`
          : t('table.noVenue', { district: event.district.name })}
      </span>
    </>
  );
}

function Price({ credits }: { credits: number }) {
  return credits === 0 ? (
    <span className="text-ink">{t('table.free')}</span>
  ) : (
    <span>{t('table.credits', { credits })}</span>
  );
}

/** Confirmed seats of the capacity of every slot; held (unpaid) seats noted apart. */
function SeatsSold({ event }: { event: TEvent }) {
  const [realm] = useRealm();
  const stats = useEventStats(realm, event.id);
  if (stats.isPending) return <Skeleton className="h-8 w-full" />;
  if (stats.isError) return <span className="text-xs text-ink-muted">{t('table.seatsUnavailable')}</span>;
  const { confirmedSeats, capacity, heldSeats } = stats.data;
  if (capacity === 0) return <span className="text-xs text-ink-muted">{t('table.noSlots')}</span>;
  const percent = (confirmedSeats / capacity) * 100;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm tabular-nums">
        <span className="font-semibold text-ink">{formatNumber(confirmedSeats)}</span>
        <span className="text-ink-muted"> / {formatNumber(capacity)}</span>
        {heldSeats > 0 && (
          <span className="text-xs text-ink-muted">{t('table.held', { count: heldSeats })}</span>
        )}
      </p>
      <ProgressBar
        value={percent}
        label={t('table.seatsSoldLabel', {
          title: event.title,
          sold: String(confirmedSeats),
          capacity: String(capacity),
        })}
        tone={percent >= 90 ? 'orange' : 'blue'}
      />
    </div>
  );
}
