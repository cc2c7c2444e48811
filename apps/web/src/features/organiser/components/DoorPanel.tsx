import type { TCheckInCounts } from '@engagex/contracts';
import { CalendarClock, Users } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/ui/Card';
import { Select } from '@/ui/fields';
import { ProgressBar } from '@/ui/ProgressBar';
import { t } from '../check-in/messages';
import { formatNumber, formatRange } from '../format';
import type { useDoorShow } from './use-door-show';

type Door = ReturnType<typeof useDoorShow>;

const showsOf = (door: Door) =>
  door.eventId && door.counts?.eventId === door.eventId ? door.counts.shows : [];

/**
 * The chosen show's live counts in people (a booking of three is three, each ticket one person; decision 078):
 * checked in, expected and still to come, the bookings below. Polled while the
 * page is open and asked again after every admit; nothing until a show is chosen.
 */
export function DoorCounts({ door }: { door: Door }) {
  const show = showsOf(door).find((candidate) => candidate.slotId === door.slotId);
  if (!show || !door.counts) return null;
  return (
    <Card className="p-4 sm:p-5">
      <ShowCounts show={show} timeZone={door.counts.timeZone} />
    </Card>
  );
}

/** Which show this door admits, with the event's shows and their counts in a line each. */
export function DoorChoice({ door }: { door: Door }) {
  const ids = { event: useId(), show: useId() };
  const { counts } = door;
  const shows = showsOf(door);
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <CalendarClock aria-hidden className="size-4 text-ink-muted" />
        {t('door.heading')}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 md:grid-cols-1">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={ids.event} className="text-sm font-medium text-ink">
            {t('door.event')}
          </label>
          <Select
            id={ids.event}
            value={door.eventId ?? ''}
            onChange={(e) => door.chooseEvent(e.target.value)}
            disabled={door.eventsLoading}
          >
            <option value="">{t('door.anyEvent')}</option>
            {door.eventId && !door.events.some((event) => event.id === door.eventId) && (
              <option value={door.eventId}>{counts?.title ?? t('door.thisEvent')}</option>
            )}
            {door.events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={ids.show} className="text-sm font-medium text-ink">
            {t('door.show')}
          </label>
          <Select
            id={ids.show}
            value={door.slotId ?? ''}
            onChange={(e) => door.chooseShow(e.target.value)}
            disabled={shows.length === 0}
          >
            {shows.length === 0 && (
              <option value="">{door.eventId ? t('door.loadingShows') : t('door.chooseEvent')}</option>
            )}
            {shows.map((show) => (
              <option key={show.slotId} value={show.slotId}>
                {formatRange(show.startsAt, show.endsAt, counts?.timeZone ?? 'UTC')}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {door.countsError && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t('door.countsFailed', { message: door.countsError.message })}
        </p>
      )}
      {counts && shows.length > 1 && <OtherShows counts={counts} slotId={door.slotId} />}
      {!door.eventId && <p className="mt-3 text-sm text-ink-muted">{t('door.chooseHint')}</p>}
    </Card>
  );
}

function ShowCounts({ show, timeZone }: { show: TCheckInCounts['shows'][number]; timeZone: string }) {
  const share = show.expectedSeats ? (100 * show.checkedInSeats) / show.expectedSeats : 0;
  return (
    <section aria-label={t('door.countsLabel')}>
      <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Users aria-hidden className="size-4 shrink-0 text-ink-muted" />
        {t('door.atTheDoor')}
      </h2>
      <p className="mt-0.5 mb-3 truncate text-xs text-ink-muted">
        {formatRange(show.startsAt, show.endsAt, timeZone)}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Figure label={t('door.checkedIn')} value={show.checkedInSeats} tone="green" />
        <Figure label={t('door.expected')} value={show.expectedSeats} />
        <Figure label={t('door.toCome')} value={show.toComeSeats} />
      </dl>
      <ProgressBar className="mt-3" value={share} tone="green" label={t('door.share')} />
      <p className="mt-2 text-xs text-ink-muted">
        {t('door.peopleNote', { checkedIn: show.checkedInTickets, count: show.expectedTickets })}
      </p>
    </section>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'green' }) {
  return (
    <div data-palette={tone} className="rounded-xl bg-surface-muted px-2 py-3">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className={tone ? 'text-3xl font-bold text-tone-fg' : 'text-3xl font-bold text-ink'}>
        {formatNumber(value)}
      </dd>
    </div>
  );
}

function OtherShows({ counts, slotId }: { counts: TCheckInCounts; slotId: string | null }) {
  return (
    <ul
      aria-label={t('door.every')}
      className="mt-4 flex flex-col divide-y divide-line border-t border-line text-sm"
    >
      {counts.shows.map((show) => (
        <li
          key={show.slotId}
          aria-current={show.slotId === slotId ? 'true' : undefined}
          className="flex items-center justify-between gap-3 py-2 aria-[current]:font-semibold"
        >
          <span className="min-w-0 truncate text-ink">
            {formatRange(show.startsAt, show.endsAt, counts.timeZone)}
          </span>
          <span className="shrink-0 text-ink-muted">
            {t('door.inOf', { checkedIn: show.checkedInSeats, expected: show.expectedSeats })}
          </span>
        </li>
      ))}
    </ul>
  );
}
