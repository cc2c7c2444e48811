import type { TEvent, TEventSlot, TRealm } from '@engagex/contracts';
import { CalendarDays, Coins, MapPin, Tag, Trophy, Users } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { lazy } from '@/i18n/lazy';
import { isApiError } from '@/lib/api-error';
import { eventDescription, eventTitle } from '@/lib/content-text';
import { REALM_TAB_LABEL } from '@/lib/realm';
import { BackLink } from '@/ui/BackLink';
import { buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { EmptyState } from '@/ui/states';
import { useEvent } from '../api/get-event';
import { useEventSlots } from '../api/get-event-slots';
import { t } from '../event-page/messages';
import {
  eventWhen,
  formatCount,
  formatLongDay,
  formatRange,
  formatTimeRange,
  showsText,
  typeLabel,
} from '../format';
import { listPath } from '../paths';
import { BookingPanel } from './BookingPanel';
import { EventCover } from './EventCover';
import { ErrorNotice } from './feedback';
import { RupeesPrice } from './RupeesPrice';
import { SeatsBadge } from './SeatsBadge';
import { ShareButton } from './ShareButton';

/** Only a competition's page shows these, with the registration wizard's words: they load with one (decision 081). */
const CompetitionCard = lazy(() => import('./CompetitionCard').then((m) => ({ default: m.CompetitionCard })));
const RoundsTimeline = lazy(() => import('./RoundsTimeline').then((m) => ({ default: m.RoundsTimeline })));

/**
 * Seats left over the shows still to come, from the same live slots the booking panel reads, so the page never says
 * "Sold out" beside a show with a seat left (decision 052).
 */
function LiveSeatsBadge({ event, initialSlots }: { event: TEvent; initialSlots: TEventSlot[] }) {
  const slots = useEventSlots(event.realm, event.id, initialSlots).data ?? initialSlots;
  const now = Date.now();
  const available = slots
    .filter((slot) => Date.parse(slot.startsAt) > now)
    .reduce((sum, slot) => sum + slot.seatsAvailable, 0);
  return <SeatsBadge available={available} capacity={event.capacity} />;
}

/** /events/:eventId and /events/cultural/:eventId: what, where, when, rounds, and booking. */
export function EventPage({ realm, eventId }: { realm: TRealm; eventId: string }) {
  const [params, setParams] = useSearchParams();
  const bookingId = params.get('booking');
  const query = useEvent(realm, eventId);

  const setBooking = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('booking', id);
        else next.delete('booking');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (query.isPending) return <EventPageSkeleton />;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.code === 404;
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <BackLink to={listPath(realm)} quiet>
          {t('event.back', { realm, tab: REALM_TAB_LABEL[realm] })}
        </BackLink>
        {notFound ? (
          <EmptyState
            framed
            icon={<CalendarDays className="size-6" />}
            title={t('event.notFound.title')}
            text={t('event.notFound.text')}
            action={
              <Link to={listPath(realm)} className={buttonClasses()}>
                {t('browse.action')}
              </Link>
            }
          />
        ) : (
          <ErrorNotice title={t('event.failed')} error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }

  const { event, slots } = query.data;
  const hasRounds = event.parentId !== null || event.isCompetition;
  return (
    <article
      aria-labelledby="event-title"
      className="@container mx-auto flex w-full max-w-6xl flex-col gap-6"
    >
      <title>{`${eventTitle(event)} · EngageX`}</title>
      <BackLink to={listPath(realm)} quiet>
        {t('event.back', { realm, tab: REALM_TAB_LABEL[realm] })}
      </BackLink>
      <EventHero event={event} />

      <div className="grid items-start gap-6 @3xl:grid-cols-[minmax(0,1fr)_24rem]">
        {/* First on a phone (booking is what most come for); the right-hand column on wider screens. */}
        <aside
          aria-label={t('event.booking')}
          className="flex flex-col gap-6 @3xl:sticky @3xl:top-20 @3xl:col-start-2 @3xl:row-start-1"
        >
          {/* Entering as a performer sits beside booking a seat, not below the page (decision 054). */}
          {event.isCompetition && (
            <Suspense fallback={null}>
              <CompetitionCard event={event} />
            </Suspense>
          )}
          <BookingPanel
            event={event}
            initialSlots={slots}
            ticketTypes={query.data.ticketTypes}
            questions={query.data.questions}
            bookingId={bookingId}
            onBookingChange={setBooking}
          />
        </aside>
        <div className="flex min-w-0 flex-col gap-6 @3xl:col-start-1 @3xl:row-start-1">
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold">{t('event.about')}</h2>
            <p className="mt-2 leading-relaxed text-ink">{eventDescription(event)}</p>
            {event.tags.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('event.tags')}>
                {event.tags.map((tag) => (
                  <li
                    key={tag}
                    className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2.5 py-1 text-xs font-medium text-ink-muted"
                  >
                    <Tag aria-hidden className="size-3" />
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            <dl className="mt-5 grid gap-4 border-t border-line pt-5 sm:grid-cols-2">
              <Fact icon={<CalendarDays className="size-5" />} term={t('facts.when')}>
                {/* Several shows read as shows, the next one named (decision 053), not as one long event. */}
                {showsText(event.shows, event.timeZone) ?? formatLongDay(event.startsAt, event.timeZone)}
                <span className="block text-sm text-ink-muted">
                  {event.shows.upcoming > 1 && event.shows.next
                    ? t('event.next', {
                        when: formatRange(event.shows.next.startsAt, event.shows.next.endsAt, event.timeZone),
                      })
                    : formatTimeRange(event.startsAt, slots[0]?.endsAt ?? event.endsAt, event.timeZone)}
                </span>
              </Fact>
              <Fact icon={<MapPin className="size-5" />} term={t('facts.where')}>
                {event.venue?.name ?? t('event.venueTba')}
                <span className="block text-sm text-ink-muted">
                  {event.venue ? `${event.venue.address} · ` : ''}
                  {event.district.name}, {event.district.state}
                </span>
              </Fact>
              <Fact icon={<Coins className="size-5" />} term={t('event.price')}>
                {/* Types at several prices read "From …": the event's price is its lowest (decision 078). */}
                {new Set(query.data.ticketTypes.map((type) => type.priceCredits)).size > 1
                  ? t('buy.price.from', {
                      count: event.priceCredits,
                      amount: formatCount(event.priceCredits),
                    })
                  : event.priceCredits === 0
                    ? t('price.free')
                    : t('price.perSeat', {
                        count: event.priceCredits,
                        amount: formatCount(event.priceCredits),
                      })}
                {event.priceCredits > 0 && (
                  <span className="block text-sm text-ink-muted">
                    <RupeesPrice inr={event.priceInr} />
                  </span>
                )}
              </Fact>
              <Fact icon={<Users className="size-5" />} term={t('event.capacity')}>
                {t('event.capacitySeats', { count: event.capacity, amount: formatCount(event.capacity) })}
                <span className="mt-1 block">
                  <LiveSeatsBadge event={event} initialSlots={slots} />
                </span>
              </Fact>
            </dl>
          </Card>

          {hasRounds && (
            <Suspense fallback={null}>
              <RoundsTimeline event={event} />
            </Suspense>
          )}
        </div>
      </div>
    </article>
  );
}

function EventHero({ event }: { event: TEvent }) {
  return (
    <EventCover hue={event.imageHue} className="rounded-3xl shadow-sm">
      <div className="relative flex min-h-56 flex-col justify-end gap-3 bg-gradient-to-t from-slate-950/75 via-slate-950/30 to-transparent p-5 sm:min-h-72 sm:p-8">
        <div className="absolute top-4 right-4 sm:top-6 sm:right-6">
          <ShareButton
            event={event}
            className="border-white/30 bg-white/90 text-slate-900 hover:bg-white dark:bg-white/90 dark:text-slate-900"
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!(event.isCompetition && event.eventType === 'competition') && (
            <span className="rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-slate-900">
              {typeLabel(event.eventType)}
            </span>
          )}
          {event.isCompetition && (
            <span className="inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-violet-800">
              <Trophy aria-hidden className="size-3.5" /> {t('event.competition')}
            </span>
          )}
          {event.roundNumber !== null && (
            <span className="rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-slate-900">
              {t('event.round', { round: event.roundNumber })}
            </span>
          )}
        </div>
        <h1 id="event-title" className="max-w-3xl text-2xl font-bold tracking-tight text-white sm:text-4xl">
          {eventTitle(event)}
        </h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-medium text-white/90">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" /> {eventWhen(event)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4" />
            {event.venue ? `${event.venue.name}, ` : ''}
            {event.district.name}
          </span>
        </p>
      </div>
    </EventCover>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 min-w-0 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <span
          aria-hidden
          className="absolute top-0.5 left-0 inline-flex size-9 items-center justify-center rounded-xl bg-surface-muted text-ink-muted"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 font-medium text-ink">{children}</dd>
    </div>
  );
}

function EventPageSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6" aria-busy="true">
      <span role="status" className="sr-only">
        {t('event.loading')}
      </span>
      <Skeleton className="h-8 w-28" />
      <Skeleton className="h-56 rounded-3xl sm:h-72" />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  );
}
