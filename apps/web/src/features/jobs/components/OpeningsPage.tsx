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
import { t } from '../messages';
import { FeeRates } from './FeeRates';
import { JobsHeader } from './JobsHeader';
import { OpeningCard } from './OpeningCard';

const STATUSES = [
  {
    value: 'open',
    get label() {
      return t('openings.open');
    },
  },
  {
    value: 'closed',
    get label() {
      return t('openings.closed');
    },
  },
  {
    value: 'all',
    get label() {
      return t('openings.all');
    },
  },
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
      <title>{t('openings.pageTitle')}</title>
      <JobsHeader
        title={t('openings.title')}
        description={t('openings.description')}
        actions={
          hasRole(viewer, 'admin') ? (
            <Link to="/jobs/admin/openings/new" className={buttonClasses()}>
              <Plus aria-hidden className="size-4" />
              {t('openings.new')}
            </Link>
          ) : undefined
        }
      />

      <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="openings-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="openings-heading" className="sr-only">
            {t('openings.heading')}
          </h2>
          <Card className="flex flex-col gap-3 p-3 @lg:flex-row @lg:items-center @lg:justify-between">
            <fieldset className="flex rounded-xl bg-surface-muted p-1">
              <legend className="sr-only">{t('openings.show')}</legend>
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
              <span className="shrink-0">{t('openings.category')}</span>
              <select
                value={filter.category ?? ''}
                onChange={(event) =>
                  update({ category: isCategory(event.target.value) ? event.target.value : undefined })
                }
                className={cx(selectClasses, 'h-10 text-sm @lg:w-52')}
              >
                <option value="">{t('openings.allCategories')}</option>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {CATEGORY_LABELS[category]}
                  </option>
                ))}
              </select>
            </label>
          </Card>

          {openings.isPending ? (
            <ListSkeleton label={t('openings.loading')} />
          ) : openings.isError ? (
            <LoadError
              title={t('openings.loadError')}
              error={openings.error}
              onRetry={() => void openings.refetch()}
            />
          ) : openings.data.items.length === 0 ? (
            <EmptyState
              framed
              icon={<BriefcaseBusiness className="size-6" />}
              title={filtered ? t('openings.noMatch') : t('openings.none')}
              text={filtered ? t('openings.noMatchText') : t('openings.noneText')}
              action={
                filtered ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => update({ status: 'open', category: undefined })}
                  >
                    {t('openings.clearFilters')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('openings.count', { count: openings.data.total })}
              </p>
              <ul className={cx('grid gap-4 @2xl:grid-cols-2', openings.isPlaceholderData && 'opacity-60')}>
                {openings.data.items.map((opening) => (
                  <li key={opening.id} className="flex">
                    <OpeningCard opening={opening} />
                  </li>
                ))}
              </ul>
              <Pagination
                label={t('openings.pages')}
                page={filter.page}
                totalPages={openings.data.totalPages}
                busy={openings.isPlaceholderData}
                onPageChange={(page) => update({ page })}
              />
            </>
          )}
        </section>
        <aside aria-label={t('openings.fees')}>
          <FeeRates />
        </aside>
      </div>
    </div>
  );
}
