import type { TAdminUserSummary } from '@engagex/contracts';
import { Search, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { rich } from '@/i18n/rich';
import { useDraftForm } from '@/lib/form';
import { withParams } from '@/lib/page-param';
import { formatMoment, formatRelative } from '@/lib/time';
import { useDebounced } from '@/lib/use-debounced';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { EmptyState, ListSkeleton, LoadError } from '@/ui/states';
import { usePeople } from '../api/search-people';
import { t } from '../messages';
import { AdminHeader } from './AdminHeader';
import { AdminsOnly } from './AdminsOnly';
import { LoadMore } from './LoadMore';
import { RoleBadges } from './RoleBadges';

/** /admin/people: find anyone by part of their name or email; the address keeps the search (`?q=`). */
export function PeoplePage() {
  return (
    <AdminsOnly>
      <People />
    </AdminsOnly>
  );
}

const SEARCH_DEBOUNCE_MS = 300;

/** What a person's page is told about the search it was opened from. */
export type PeopleState = { peopleSearch: string };

function People() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { draft, set } = useDraftForm({ initial: { text: q } });
  const { text } = draft;
  const typed = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const show = (next: string) => {
    if (next !== q) setParams(withParams(params, { q: next }), { replace: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing writes the address
  useEffect(() => show(typed), [typed]);
  // Back and forward change the address under the box: the box follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address rewrites the box
  useEffect(() => {
    if (text.trim() !== q) set('text', q);
  }, [q]);

  const people = usePeople(q);
  const list = people.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <title>{t('people.title')}</title>
      <AdminHeader title={t('people.heading')} description={t('people.intro')} />
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            show(text.trim());
          }}
        >
          <label htmlFor="people-search" className="text-sm font-medium text-ink">
            {t('people.search')}
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
            />
            <input
              id="people-search"
              type="search"
              value={text}
              onChange={(event) => set('text', event.target.value)}
              placeholder={t('people.searchPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              className="h-11 w-full rounded-xl border border-line-strong bg-surface pr-3.5 pl-10 text-[15px] text-ink shadow-xs placeholder:text-ink-muted/70 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-focus"
            />
          </div>
        </form>
      </search>
      {people.isPending ? (
        <ListSkeleton label={t('people.loading')} />
      ) : people.isError && !people.isFetchNextPageError ? (
        <LoadError title={t('people.failed')} error={people.error} onRetry={() => void people.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          framed
          icon={<UserRound className="size-6" />}
          title={q ? t('people.noMatch.title', { q }) : t('people.none.title')}
          text={q ? t('people.noMatch.text') : t('people.none.text')}
        />
      ) : (
        <section aria-labelledby="people-results" className="flex flex-col gap-3">
          <h2 id="people-results" className="sr-only">
            {t('people.results')}
          </h2>
          <p role="status" className="text-sm font-medium text-ink-muted">
            {q
              ? t(people.hasNextPage ? 'people.matchingMore' : 'people.matching', { count: list.length, q })
              : t(people.hasNextPage ? 'people.everyoneMore' : 'people.everyone')}
          </p>
          <Card className={cx('overflow-hidden', people.isPlaceholderData && 'opacity-60')}>
            <ul aria-label={t('people.list')} className="divide-y divide-line">
              {list.map((person) => (
                <li key={person.id}>
                  <PersonRow person={person} search={params.toString()} />
                </li>
              ))}
            </ul>
          </Card>
          <LoadMore list={people} label={t('people.loadMore')} />
        </section>
      )}
    </div>
  );
}

/** `search` goes along in the history entry, so the person's page leads back to this search. */
function PersonRow({ person, search }: { person: TAdminUserSummary; search: string }) {
  const seen = person.lastSignInAt;
  return (
    <Link
      to={`/admin/people/${person.id}`}
      state={{ peopleSearch: search } satisfies PeopleState}
      className="flex flex-col gap-1.5 px-5 py-4 transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus sm:flex-row sm:items-center sm:justify-between sm:gap-4"
    >
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-ink">{person.name}</span>
        <span className="truncate text-sm text-ink-muted">{person.email}</span>
      </span>
      <span className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1.5 sm:justify-end">
        <RoleBadges roles={person.roles} suspended={person.suspended} />
        <span className="text-xs text-ink-muted">
          {seen
            ? rich(t('people.signedIn', { when: formatRelative(seen) }), {
                time: (text) => (
                  <time dateTime={seen} title={formatMoment(seen, 'stamp')}>
                    {text}
                  </time>
                ),
              })
            : t('people.neverSignedIn')}
        </span>
      </span>
    </Link>
  );
}
