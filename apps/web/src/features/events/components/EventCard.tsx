import type { TEvent } from '@engagex/contracts';
import { Clock, MapPin, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { eventTitle } from '@/lib/content-text';
import { eventWhen, formatCredits, monthAndDay, typeLabel } from '../format';
import { t } from '../list/messages';
import { eventPath } from '../paths';
import { EventCover } from './EventCover';
import { useRupeesText } from './RupeesPrice';
import { SeatsBadge } from './SeatsBadge';

/** One event in the catalogue: the whole card opens the event page. */
export function EventCard({ event }: { event: TEvent }) {
  const titleId = `event-card-${event.id}`;
  const { month, day } = monthAndDay(event.startsAt, event.timeZone);
  const rupees = useRupeesText();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-xs transition duration-(--duration-fast) hover:-translate-y-0.5 hover:border-line-strong hover:shadow-md focus-within:border-line-strong"
    >
      <EventCover hue={event.imageHue} className="h-32 shrink-0">
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          <span className="flex w-12 flex-col items-center rounded-xl bg-white/95 py-1 text-slate-900 shadow-sm">
            <span className="text-[10px] font-bold tracking-wider text-slate-600">{month}</span>
            <span className="text-lg leading-5 font-bold tabular-nums">{day}</span>
          </span>
          <span className="rounded-full bg-slate-950/55 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur-sm">
            {typeLabel(event.eventType)}
          </span>
        </div>
      </EventCover>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <SeatsBadge available={event.seatsAvailable} capacity={event.capacity} />
          {event.isCompetition && (
            <span
              data-palette="purple"
              className="inline-flex items-center gap-1 rounded-full border border-tone-line bg-tone-soft px-2 py-0.5 text-xs font-semibold text-tone-fg"
            >
              <Trophy aria-hidden className="size-3" /> {t('event.competition')}
            </span>
          )}
        </div>
        <h3 id={titleId} className="mt-2 text-base leading-snug font-semibold">
          <Link
            to={eventPath(event.realm, event.id)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus"
          >
            {eventTitle(event)}
          </Link>
        </h3>
        <ul className="mt-2 space-y-1 text-sm text-ink-muted">
          <li className="flex items-start gap-2">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{eventWhen(event)}</span>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0">
              {event.venue ? `${event.venue.name}, ` : ''}
              {event.district.name}
            </span>
          </li>
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          {event.priceCredits === 0 ? (
            <p className="text-base font-bold text-ink">{t('price.free')}</p>
          ) : (
            <p className="leading-tight">
              <span className="block text-base font-bold text-ink">{formatCredits(event.priceCredits)}</span>
              <span className="text-xs text-ink-muted">
                {t('card.rupeesPerSeat', { price: rupees(event.priceInr) })}
              </span>
            </p>
          )}
          <span
            aria-hidden
            className="rounded-xl bg-primary px-3 py-1.5 text-sm font-semibold text-primary-fg shadow-sm transition-colors group-hover:bg-primary-hover"
          >
            {event.seatsAvailable > 0 ? t('card.book') : t('card.view')}
          </span>
        </div>
      </div>
    </article>
  );
}
