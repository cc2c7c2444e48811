import type { TModule, TModuleStatusFilter } from '@engagex/contracts';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { useModules } from '../api/list-modules';
import { t } from '../messages';
import { ModuleCard } from './ModuleCard';

/** Each filter with its label's message. */
const FILTERS: { value: TModuleStatusFilter; label: 'all' | 'live' | 'upcoming' }[] = [
  { value: 'all', label: 'all' },
  { value: 'live', label: 'live' },
  { value: 'upcoming', label: 'upcoming' },
];

const readFilter = (value: string | null): TModuleStatusFilter =>
  value === 'live' || value === 'upcoming' ? value : 'all';

/**
 * The module grid with its status filter (kept in the URL), from GET /modules. What other features add to it
 * comes in through props, so this folder does not depend on them: an action on each card (the favorite star),
 * which modules to show (only favorites) and a notice above the grid saying why some are hidden.
 * `firstOnly` (on a phone, where nine cards made the dashboard 4,000 px long) shows that many, then "Show all".
 */
export function ModuleCatalogue({
  cardAction,
  include,
  notice,
  firstOnly,
}: {
  cardAction?: (module: TModule) => ReactNode;
  include?: (module: TModule) => boolean;
  notice?: ReactNode;
  firstOnly?: number | undefined;
}) {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  const all = useModules('all');
  const filtered = useModules(filter);
  const summary = all.data?.summary;
  const counts: Record<TModuleStatusFilter, number | undefined> = {
    all: summary?.totalModules,
    live: summary?.liveModules,
    upcoming: summary?.upcomingModules,
  };
  const shown = filtered.data?.modules.filter((module) => include?.(module) ?? true);
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const folds = firstOnly !== undefined && (shown?.length ?? 0) > firstOnly;
  const cards = folds && !showAll ? shown?.slice(0, firstOnly) : shown;

  const choose = (value: TModuleStatusFilter) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete('status');
        else next.set('status', value);
        return next;
      },
      { preventScrollReset: true, replace: true },
    );

  return (
    <section aria-labelledby="modules-heading" className="@container flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="modules-heading" className="text-lg font-semibold">
            {t('title')}
          </h2>
          <p className="text-sm text-ink-muted">
            {all.data && summary
              ? t('summary', {
                  available: summary.availableInUserCountry,
                  total: summary.totalModules,
                  country: all.data.location.countryName,
                })
              : t('intro')}
          </p>
        </div>
        <fieldset className="flex rounded-xl border border-line bg-surface p-1 shadow-xs">
          <legend className="sr-only">{t('filter')}</legend>
          {FILTERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => choose(value)}
              className={cx(
                'inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors duration-(--duration-fast)',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
                filter === value ? 'bg-primary text-primary-fg shadow-sm' : 'text-ink-muted hover:text-ink',
              )}
            >
              {t(label)}
              {counts[value] !== undefined && (
                <span className={cx('text-xs tabular-nums', filter === value ? 'opacity-85' : 'opacity-70')}>
                  {counts[value]}
                </span>
              )}
            </button>
          ))}
        </fieldset>
      </div>

      {notice}

      {filtered.isPending ? (
        <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3" aria-busy="true">
          <span role="status" className="sr-only">
            {t('loading')}
          </span>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-52 rounded-2xl" />
          ))}
        </div>
      ) : filtered.isError ? (
        <Card role="alert" className="flex flex-col items-start gap-3 p-6">
          <p className="font-semibold">{t('failed')}</p>
          <p className="text-sm text-ink-muted">{filtered.error.message}</p>
          <Button variant="secondary" onClick={() => void filtered.refetch()}>
            {t('retry')}
          </Button>
        </Card>
      ) : !shown?.length ? (
        <Card className="p-8 text-center text-sm text-ink-muted">{t('none')}</Card>
      ) : (
        <>
          <ul
            id={listId}
            className={cx(
              // Columns follow the room the content area has (sidebar open or not), not the viewport.
              'grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @7xl:grid-cols-4',
              filtered.isPlaceholderData && 'opacity-60 transition-opacity',
            )}
            aria-busy={filtered.isPlaceholderData || undefined}
          >
            {cards?.map((module) => (
              <li key={module.id} className="flex">
                <ModuleCard module={module} action={cardAction?.(module)} />
              </li>
            ))}
          </ul>
          {folds && (
            <Button
              variant="secondary"
              className="w-full"
              aria-expanded={showAll}
              aria-controls={listId}
              onClick={() => setShowAll((current) => !current)}
              icon={<ChevronDown aria-hidden className={cx('size-4', showAll && 'rotate-180')} />}
            >
              {showAll ? t('showFewer') : t('showAll', { count: shown.length })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
