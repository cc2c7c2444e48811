import type { TRealm } from '@engagex/contracts';
import { CalendarX2, Search, SlidersHorizontal, X } from 'lucide-react';
import { type ComponentProps, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentLocation } from '@/lib/location-cache';
import { REALM_NAME, REALM_TAB_LABEL, REALMS } from '@/lib/realm';
import { useDebounced } from '@/lib/use-debounced';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { Pagination } from '@/ui/Pagination';
import { EmptyState } from '@/ui/states';
import { useEvents } from '../api/list-events';
import { activeFilterCount, readBrowseState, toEventFilters, writeBrowseState } from '../filters';
import {
  FILTERS_SHOWN_AT_ONCE,
  filtersShownAtOnce,
  loadedFiltersPanel,
  loadFiltersPanel,
} from '../filters-panel';
import { formatCount } from '../format';
import { t } from '../list/messages';
import { listPath } from '../paths';
import { EventCard } from './EventCard';
import type { EventFiltersPanel } from './EventFiltersPanel';
import { EventsHeader } from './EventsHeader';
import { ErrorNotice } from './feedback';

/** /events and /events/cultural: the catalogue of one realm, filtered by what the URL says. */
export function EventsPage({ realm }: { realm: TRealm }) {
  const [params, setParams] = useSearchParams();
  const state = readBrowseState(params);
  // Once the reader's district is known (a precise location, decision 045), the nearest events come first.
  const location = useCurrentLocation();
  const here = location?.districtId;
  const events = useEvents(realm, toEventFilters(state, here));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeCount = activeFilterCount(state);

  const update = (changes: Parameters<typeof writeBrowseState>[1]) =>
    setParams((current) => writeBrowseState(current, changes), { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <title>{`${REALM_NAME[realm]} · EngageX`}</title>
      <EventsHeader title={t('browse.title')} description={t('browse.description')} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav
          aria-label={t('browse.catalogue')}
          className="flex rounded-xl border border-line bg-surface p-1 shadow-xs"
        >
          {REALMS.map((value) => (
            <Link
              key={value}
              to={listPath(value)}
              aria-current={value === realm ? 'page' : undefined}
              className={cx(
                'inline-flex h-9 items-center rounded-lg px-4 text-sm font-semibold transition-colors duration-(--duration-fast)',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
                value === realm ? 'bg-primary text-primary-fg shadow-sm' : 'text-ink-muted hover:text-ink',
              )}
            >
              {REALM_TAB_LABEL[value]}
            </Link>
          ))}
        </nav>
        <Button
          variant="secondary"
          className="xs:hidden"
          aria-expanded={filtersOpen}
          aria-controls="event-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          icon={<SlidersHorizontal aria-hidden className="size-4" />}
        >
          {t('browse.filters', { count: activeCount })}
        </Button>
      </div>

      <section aria-label={t('browse.searchAndFilters')} className="flex flex-col gap-3">
        <SearchBox key={realm} value={state.q} onSearch={(q) => update({ q })} />
        <div id="event-filters" className={cx(filtersOpen ? 'block' : 'max-xs:hidden')}>
          <FiltersPanel
            open={filtersOpen}
            realm={realm}
            state={state}
            onChange={update}
            activeCount={activeCount}
          />
        </div>
      </section>

      <section aria-labelledby="results-heading" className="@container flex flex-col gap-4">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="results-heading" className="text-lg font-semibold">
            {t('browse.results', { realm })}
          </h2>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {events.data
              ? t('browse.count', {
                  count: events.data.total,
                  amount: formatCount(events.data.total),
                  nearest: !state.district && (state.near || here) ? 'yes' : 'no',
                })
              : ''}
          </p>
        </div>

        {events.isPending ? (
          <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3" aria-busy="true">
            <span role="status" className="sr-only">
              {t('browse.loading')}
            </span>
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={index} className="overflow-hidden rounded-2xl border border-line bg-surface">
                <Skeleton className="h-32 rounded-none" />
                <div className="space-y-3 p-4">
                  <Skeleton className="h-5 w-24" />
                  <Skeleton className="h-5 w-4/5" />
                  <Skeleton className="h-4 w-3/5" />
                  <Skeleton className="h-4 w-2/5" />
                  <Skeleton className="mt-4 h-8 w-full" />
                </div>
              </div>
            ))}
          </div>
        ) : events.isError ? (
          <ErrorNotice
            title={t('browse.failed')}
            error={events.error}
            onRetry={() => void events.refetch()}
          />
        ) : events.data.items.length === 0 ? (
          <EmptyState
            framed
            icon={<CalendarX2 className="size-6" />}
            title={t('browse.empty.title')}
            text={activeCount > 0 || state.q ? t('browse.empty.filtered') : t('browse.empty.nothing')}
            action={
              state.district ? (
                // A district with nothing on still leads somewhere: everything, nearest to it first.
                <Button
                  variant="secondary"
                  onClick={() => update({ district: '', nearby: false, near: state.district })}
                >
                  {t('browse.empty.nearest')}
                </Button>
              ) : activeCount > 0 || state.q ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    setParams(new URLSearchParams(), { replace: true, preventScrollReset: true })
                  }
                >
                  {t('browse.empty.clear')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul
              className={cx(
                'grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3',
                events.isPlaceholderData && 'opacity-60 transition-opacity',
              )}
              aria-busy={events.isPlaceholderData || undefined}
            >
              {events.data.items.map((event) => (
                <li key={event.id} className="flex">
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
            <Pagination
              label={t('browse.pages')}
              page={events.data.page}
              totalPages={events.data.totalPages}
              busy={events.isPlaceholderData}
              onPageChange={(page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}

/** Whether the screen is wide enough to show the filters without a button, following a resize or a turn. */
function useFiltersShownAtOnce() {
  return useSyncExternalStore((changed) => {
    const query = window.matchMedia?.(FILTERS_SHOWN_AT_ONCE);
    query?.addEventListener('change', changed);
    return () => query?.removeEventListener('change', changed);
  }, filtersShownAtOnce);
}

/**
 * The filter panel, loaded when it is shown (decision 093): with the page where the screen is wide (./pages loads
 * both, so it is drawn in the first frame), on a phone when the Filters button first opens it. Until it has loaded
 * (a moment after that press, or after a window grows wide) a placeholder of its shape stands in.
 */
function FiltersPanel({ open, ...props }: { open: boolean } & ComponentProps<typeof EventFiltersPanel>) {
  const wide = useFiltersShownAtOnce();
  const [Panel, setPanel] = useState(loadedFiltersPanel);
  const [failed, setFailed] = useState(false);
  const shown = open || wide;
  useEffect(() => {
    if (!shown || Panel || failed) return;
    let current = true;
    loadFiltersPanel().then(
      (loaded) => current && setPanel(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [shown, Panel, failed]);

  if (Panel) return <Panel {...props} />;
  if (!shown) return null;
  if (failed)
    return <ErrorNotice title={t('filters.failed')} error={null} onRetry={() => setFailed(false)} />;
  return (
    <Card className="p-4 sm:p-5" aria-busy="true">
      <span role="status" className="sr-only">
        {t('filters.loading')}
      </span>
      <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className="flex flex-col gap-1.5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    </Card>
  );
}

/** Free text search; the list follows once typing pauses. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text.trim(), 350);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text searches
  useEffect(() => {
    if (settled !== value) onSearch(settled);
  }, [settled]);
  // The URL changed from elsewhere (Clear filters, Back): show what it says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL only
  useEffect(() => {
    if (value !== settled) setText(value);
  }, [value]);

  return (
    <div className="relative">
      <label htmlFor="event-search" className="sr-only">
        {t('browse.search.label')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
      />
      <input
        id="event-search"
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        placeholder={t('browse.search.placeholder')}
        className="h-12 w-full rounded-2xl border border-line-strong bg-surface pr-12 pl-12 text-base text-ink shadow-xs placeholder:text-ink-muted/80 hover:border-ink-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label={t('browse.search.clear')}
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
