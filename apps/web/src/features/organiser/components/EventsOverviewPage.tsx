import { CalendarPlus, CalendarX2, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageFrom, withParams } from '@/lib/page-param';
import { REALM_NAME, realmSearch } from '@/lib/realm';
import { buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { inputClasses } from '@/ui/fields';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, LoadError } from '@/ui/states';
import { useAdminEvents } from '../api/list-events';
import { useOwnEventsOnly } from '../organiser';
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
      <title>{`Organiser · ${REALM_NAME[realm]} · EngageX`}</title>
      <AdminPageHeader
        title={REALM_NAME[realm]}
        description={
          mine
            ? 'The events you organise in this service, drafts included: status, seats sold and what to edit.'
            : 'Every event of this service, drafts included: status, seats sold and what to edit.'
        }
        actions={
          <Link to={`${ADMIN_BASE}/new${realmSearch(realm)}`} className={buttonClasses()}>
            <CalendarPlus aria-hidden className="size-4" />
            New event
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
            title="Failed to fetch events"
            error={events.error}
            onRetry={() => void events.refetch()}
          />
        ) : events.data.total === 0 ? (
          <EmptyState
            icon={<CalendarX2 className="size-6" />}
            title={q ? 'No events match' : 'No events yet'}
            text={
              q
                ? `Nothing in ${REALM_NAME[realm]} matches “${q}”.`
                : mine
                  ? 'Create your first event of this service.'
                  : 'Create the first event of this service.'
            }
            action={
              !q && (
                <Link
                  to={`${ADMIN_BASE}/new${realmSearch(realm)}`}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  New event
                </Link>
              )
            }
          />
        ) : (
          <>
            <p className="text-sm text-ink-muted" aria-live="polite">
              {events.data.total === 1 ? '1 event' : `${events.data.total.toLocaleString()} events`}
              {q && ` matching “${q}”`}
            </p>
            <EventsTable events={events.data.items} busy={events.isPlaceholderData} />
            <Pagination
              label="Event pages"
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
        aria-label="Search events"
        placeholder="Search by title, description or venue"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`${inputClasses} pl-10`}
      />
    </search>
  );
}

function TableSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading events">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </div>
  );
}
