import type { TEvent } from '@engagex/contracts';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { rich } from '@/i18n/rich';
import { Skeleton } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { useParentEvent } from '../api/get-parent-event';
import { formatDay } from '../format';
import { eventPath } from '../paths';
import { t } from '../registration/messages';
import { ErrorNotice, Switch } from './feedback';

type Phase = 'done' | 'live' | 'upcoming';
const phaseOf = (round: TEvent, now: number): Phase =>
  Date.parse(round.endsAt) < now ? 'done' : Date.parse(round.startsAt) <= now ? 'live' : 'upcoming';

/** A competition's rounds in order (GET /events/parent/:id), the current page's round marked. */
export function RoundsTimeline({ event }: { event: TEvent }) {
  const parentId = event.parentId ?? event.id;
  const [includeUpcoming, setIncludeUpcoming] = useState(true);
  const parent = useParentEvent(event.realm, parentId, includeUpcoming);
  const now = Date.now();
  // A competition without rounds (a single-evening contest) has no timeline to show.
  if (!event.parentId && includeUpcoming && parent.data?.rounds.length === 0) return null;

  return (
    <section
      aria-labelledby="rounds-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="rounds-heading" className="text-lg font-semibold">
            {t('rounds.title')}
          </h2>
          {event.parentId && parent.data ? (
            <p className="text-sm text-ink-muted">
              {rich(t('rounds.partOf', { title: parent.data.parent.title }), {
                link: (text) => (
                  <Link
                    to={eventPath(event.realm, parent.data.parent.id)}
                    className="font-medium text-link hover:underline"
                  >
                    {text}
                  </Link>
                ),
              })}
            </p>
          ) : (
            <p className="text-sm text-ink-muted">{t('rounds.intro')}</p>
          )}
        </div>
        <Switch label={t('rounds.includeUpcoming')} checked={includeUpcoming} onChange={setIncludeUpcoming} />
      </div>

      {parent.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <span role="status" className="sr-only">
            {t('rounds.loading')}
          </span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : parent.isError ? (
        <ErrorNotice title={t('rounds.failed')} error={parent.error} onRetry={() => void parent.refetch()} />
      ) : parent.data.rounds.length === 0 ? (
        <p className="rounded-xl bg-surface-muted px-4 py-5 text-center text-sm text-ink-muted">
          {includeUpcoming ? t('rounds.noneScheduled') : t('rounds.noneYet')}
        </p>
      ) : (
        <ol className="relative flex flex-col gap-0">
          {parent.data.rounds.map((round, index, all) => {
            const phase = phaseOf(round, now);
            const current = round.id === event.id;
            return (
              <li key={round.id} className="relative flex gap-4 pb-5 last:pb-0">
                {index < all.length - 1 && (
                  <span aria-hidden className="absolute top-9 bottom-0 left-[17px] w-0.5 bg-line" />
                )}
                <span
                  aria-hidden
                  data-palette={phase === 'done' ? 'gray' : phase === 'live' ? 'green' : 'purple'}
                  className={cx(
                    'relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-tone-line bg-tone-soft text-sm font-bold text-tone-fg',
                    current && 'ring-4 ring-primary/25',
                  )}
                >
                  {round.roundNumber ?? index + 1}
                </span>
                <div
                  className={cx(
                    'min-w-0 flex-1 rounded-2xl border p-3.5',
                    current ? 'border-primary bg-primary/5' : 'border-line bg-surface',
                  )}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                      {t('rounds.phase', { phase })} · {formatDay(round.startsAt, round.timeZone)}
                    </p>
                    {current && (
                      <span className="text-xs font-semibold text-primary">{t('rounds.youAreHere')}</span>
                    )}
                  </div>
                  <p className="mt-1 font-semibold text-ink">
                    {current ? (
                      round.title
                    ) : (
                      <Link to={eventPath(round.realm, round.id)} className="hover:underline">
                        {round.title}
                      </Link>
                    )}
                  </p>
                  <p className="mt-0.5 text-sm text-ink-muted">
                    {round.venue ? `${round.venue.name}, ` : ''}
                    {round.district.name} · {t('rounds.audience', { price: round.priceCredits })}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="flex items-center gap-2 text-xs text-ink-muted">
        <Flag aria-hidden className="size-3.5" /> {t('rounds.seatsNote')}
      </p>
    </section>
  );
}
