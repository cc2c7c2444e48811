import { CalendarPlus, CalendarX2, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageFrom, withParams } from '@/lib/page-param';
import { realmSearch } from '@/lib/realm';
import { buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { inputClasses } from '@/ui/fields';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, LoadError } from '@/ui/states';
import { useAdminEvents } from '../api/list-events';
import { t } from '../messages';
import { useOwnEventsOnly } from '../organiser';
import { realmName } from '../realm-name';
import { useRealm } from '../use-realm';
import { ADMIN_BASE, AdminPageHeader } from './EventsAdminLayout';
import { EventsTable } from './EventsTable';

const SEARCH_PAUSE_MS = 300;

/**
 * /events/admin: the events of the realm (drafts too) the caller runs, with seats sold, and the way to a new one:
 * an organiser's own, every event for an admin (decision 046).
 */
export function EventsOverviewPage() {
  const [realm] = useRealm();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const q = params.get('q') ?? '';
  const mine = useOwnEventsOnly();
  const events = useAdminEvents(realm, { page, q, ...(mine ? { mine } : {}) });

  const setParam = (key: string, value: string | null) =>
    setParams((current) => withParams(current, { [key]: value }), { replace: key !== 'page' });

  return (
    <div className="flex flex-col gap-6">
      <title>{t('overview.pageTitle', { realm: realmName(realm) })}</title>
      <AdminPageHeader
        title={realmName(realm)}
        description={mine ? t('overview.descriptionMine') : t('overview.descriptionAll')}
        actions={
          <Link to={`${ADMIN_BASE}/new${realmSearch(realm)}`} className={buttonClasses()}>
            <CalendarPlus aria-hidden className="size-4" />
            {t('overview.newEvent')}
          </Link>
        }
      />
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <SearchBox key={realm} initial={q} onSearch={(value) => setParam('q', value || null)} />
        {events.isPending ? (
          <TableSkeleton />
        ) : events.isError ? (
          <LoadError
            inline
            title={t('overview.failed')}
            error={events.error}
            onRetry={() => void events.refetch()}
          />
        ) : events.data.total === 0 ? (
          <EmptyState
            icon={<CalendarX2 className="size-6" />}
            title={q ? t('overview.noMatch') : t('overview.none')}
            text={
              q
                ? t('overview.noMatchText', { realm: realmName(realm), q })
                : mine
                  ? t('overview.createFirstMine')
                  : t('overview.createFirst')
            }
            action={
              !q && (
                <Link
                  to={`${ADMIN_BASE}/new${realmSearch(realm)}`}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  {t('overview.newEvent')}
                </Link>
              )
            }
          />
        ) : (
          <>
            <p className="text-sm text-ink-muted" aria-live="polite">
              {q
                ? t('overview.countMatching', { count: events.data.total, q })
                : t('overview.count', { count: events.data.total })}
            </p>
            <EventsTable events={events.data.items} busy={events.isPlaceholderData} />
            <Pagination
              label={t('overview.pages')}
              page={events.data.page}
              totalPages={events.data.totalPages}
              busy={events.isFetching}
              onPageChange={(next) => setParam('page', String(next))}
            />
          </>
        )}
      </Card>
    </div>
  );
}

/** Searches title, description and venue as the organiser types, after a short pause. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(initial);
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    const value = text.trim();
    if (value === initial) return;
    const timer = setTimeout(() => search.current(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, initial]);
  return (
    <search className="relative block max-w-md">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        type="search"
        aria-label={t('overview.search')}
        placeholder={t('overview.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`${inputClasses} pl-10`}
      />
    </search>
  );
}

function TableSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label={t('overview.loading')}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </div>
  );
}
