import type { TJobCategory } from '@engagex/contracts';
import { BriefcaseBusiness, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { hasRole, useCurrentUser } from '@/lib/account';
import { pageFrom } from '@/lib/page-param';
import { Button, buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { selectClasses } from '@/ui/fields';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/ui/states';
import { type OpeningsFilter, useOpenings } from '../api/list-openings';
import { CATEGORIES, CATEGORY_LABELS } from '../format';
import { FeeRates } from './FeeRates';
import { JobsHeader } from './JobsHeader';
import { OpeningCard } from './OpeningCard';

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
] as const;
type StatusFilter = OpeningsFilter['status'];

const isCategory = (value: string | null): value is TJobCategory =>
  value !== null && (CATEGORIES as readonly string[]).includes(value);

/** The filter lives in the address, so a filtered list can be shared and survives a reload. */
function useOpeningsFilter() {
  const [params, setParams] = useSearchParams();
  const status = (STATUSES.find((s) => s.value === params.get('status'))?.value ?? 'open') as StatusFilter;
  const category = isCategory(params.get('category')) ? (params.get('category') as TJobCategory) : undefined;
  const page = pageFrom(params);
  const update = (next: Partial<OpeningsFilter>) => {
    const merged = { status, category, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.status !== 'open') search.set('status', merged.status);
    if (merged.category) search.set('category', merged.category);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };
  return { filter: { status, category, page }, update };
}

/** /jobs: internal openings, by category and open or closed, with the fee of each category beside them. */
export function OpeningsPage() {
  const { filter, update } = useOpeningsFilter();
  const openings = useOpenings(filter);
  const filtered = filter.status !== 'open' || filter.category !== undefined;
  const { data: viewer } = useCurrentUser();

  return (
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>Jobs · EngageX</title>
      <JobsHeader
        title="Jobs"
        description="Internal openings across EngageX. Apply in minutes; track every step."
        actions={
          hasRole(viewer, 'admin') ? (
            <Link to="/jobs/admin/openings/new" className={buttonClasses()}>
              <Plus aria-hidden className="size-4" />
              New opening
            </Link>
          ) : undefined
        }
      />

      <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="openings-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="openings-heading" className="sr-only">
            Openings
          </h2>
          <Card className="flex flex-col gap-3 p-3 @lg:flex-row @lg:items-center @lg:justify-between">
            <fieldset className="flex rounded-xl bg-surface-muted p-1">
              <legend className="sr-only">Show openings</legend>
              {STATUSES.map(({ value, label }) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={filter.status === value}
                  onClick={() => update({ status: value })}
                  className={cx(
                    'h-9 flex-1 rounded-lg px-4 text-sm font-medium transition-colors @lg:flex-none',
                    'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus',
                    filter.status === value
                      ? 'bg-surface text-ink shadow-xs'
                      : 'text-ink-muted hover:text-ink',
                  )}
                >
                  {label}
                </button>
              ))}
            </fieldset>
            <label className="flex items-center gap-2 text-sm font-medium text-ink">
              <span className="shrink-0">Category</span>
              <select
                value={filter.category ?? ''}
                onChange={(event) =>
                  update({ category: isCategory(event.target.value) ? event.target.value : undefined })
                }
                className={cx(selectClasses, 'h-10 text-sm @lg:w-52')}
              >
                <option value="">All categories</option>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {CATEGORY_LABELS[category]}
                  </option>
                ))}
              </select>
            </label>
          </Card>

          {openings.isPending ? (
            <ListSkeleton label="Loading openings…" />
          ) : openings.isError ? (
            <LoadError
              title="Could not load the openings"
              error={openings.error}
              onRetry={() => void openings.refetch()}
            />
          ) : openings.data.items.length === 0 ? (
            <EmptyState
              framed
              icon={<BriefcaseBusiness className="size-6" />}
              title={filtered ? 'No openings match' : 'No open positions right now'}
              text={
                filtered
                  ? 'Try another category, or show open and closed openings together.'
                  : 'New roles are posted here first. Check back soon.'
              }
              action={
                filtered ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => update({ status: 'open', category: undefined })}
                  >
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {openings.data.total} {openings.data.total === 1 ? 'opening' : 'openings'}
              </p>
              <ul className={cx('grid gap-4 @2xl:grid-cols-2', openings.isPlaceholderData && 'opacity-60')}>
                {openings.data.items.map((opening) => (
                  <li key={opening.id} className="flex">
                    <OpeningCard opening={opening} />
                  </li>
                ))}
              </ul>
              <Pagination
                label="Openings pages"
                page={filter.page}
                totalPages={openings.data.totalPages}
                busy={openings.isPlaceholderData}
                onPageChange={(page) => update({ page })}
              />
            </>
          )}
        </section>
        <aside aria-label="Fees">
          <FeeRates />
        </aside>
      </div>
    </div>
  );
}
