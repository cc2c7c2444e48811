import { type TContestantStatus, ZContestantStatus } from '@engagex/contracts';
import { eventExportsApi } from '@engagex/contracts/api/event-exports';
import { ClipboardList } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { download } from '@/lib/download';
import { pageFrom, withParams } from '@/lib/page-param';
import { useRealmWithItems } from '@/lib/use-realm-with-items';
import { Card, Skeleton } from '@/ui/Card';
import { ExportButton } from '@/ui/ExportButton';
import { Field, selectClasses } from '@/ui/fields';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, LoadError } from '@/ui/states';
import { contestantsQueryOptions, useContestants } from '../api/list-contestants';
import { useCompetitions } from '../api/list-events';
import { formatDate } from '../format';
import { t } from '../messages';
import { useOwnEventsOnly } from '../organiser';
import { useRealm } from '../use-realm';
import { CONTESTANT_STATUS_LABELS } from './badges';
import { ContestantCard } from './ContestantCard';
import { AdminPageHeader } from './EventsAdminLayout';

const STATUSES = ZContestantStatus.options;
const isStatus = (value: string | null): value is TContestantStatus =>
  value !== null && (STATUSES as readonly string[]).includes(value);

/**
 * /events/admin/review: contestant registrations, filtered by status and competition, with the review moves; the
 * filtered list exports as CSV.
 */
export function ReviewQueuePage() {
  const [realm] = useRealm();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const eventId = params.get('eventId') || undefined;
  const page = pageFrom(params);
  const contestants = useContestants(realm, { page, status, eventId });
  // An empty Events queue in front of cultural entries read as "No registrations yet".
  const deciding = useRealmWithItems(
    (side) => contestantsQueryOptions(side, { page: 1, status }),
    undefined,
    {
      enabled: !eventId,
    },
  );
  const competitions = useCompetitions(realm, useOwnEventsOnly());

  const setParam = (key: string, value: string | undefined) =>
    setParams((current) => withParams(current, { [key]: value }), { replace: key !== 'page' });

  return (
    <div className="flex flex-col gap-6">
      <title>{t('review.pageTitle')}</title>
      <AdminPageHeader
        title={t('review.title')}
        description={t('review.description')}
        actions={
          <ExportButton
            onExport={() => download(eventExportsApi.contestants, { realm, query: { status, eventId } })}
          />
        }
      />
      <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
        <Field label={t('review.status')}>
          {(props) => (
            <select
              {...props}
              className={selectClasses}
              value={status ?? ''}
              onChange={(e) => setParam('status', e.target.value || undefined)}
            >
              <option value="">{t('review.allStatuses')}</option>
              {STATUSES.map((option) => (
                <option key={option} value={option}>
                  {CONTESTANT_STATUS_LABELS[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('review.competition')}>
          {(props) => (
            <select
              {...props}
              className={selectClasses}
              value={eventId ?? ''}
              disabled={competitions.isPending}
              onChange={(e) => setParam('eventId', e.target.value || undefined)}
            >
              <option value="">{t('review.allCompetitions')}</option>
              {(competitions.data?.items ?? []).map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title} ({formatDate(event.startsAt, event.timeZone)})
                </option>
              ))}
            </select>
          )}
        </Field>
      </Card>

      {contestants.isPending || deciding ? (
        <div className="flex flex-col gap-4" role="status" aria-label={t('review.loading')}>
          <Skeleton className="h-64 w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : contestants.isError ? (
        <Card className="p-4 sm:p-6">
          <LoadError
            inline
            title={t('review.failed')}
            error={contestants.error}
            onRetry={() => void contestants.refetch()}
          />
        </Card>
      ) : contestants.data.total === 0 ? (
        <EmptyState
          framed
          icon={<ClipboardList className="size-6" />}
          title={status || eventId ? t('review.noMatch') : t('review.none')}
          text={status || eventId ? t('review.noMatchText') : t('review.noneText')}
        />
      ) : (
        <div className="flex flex-col gap-4" aria-busy={contestants.isPlaceholderData || undefined}>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('review.count', { count: contestants.data.total })}
          </p>
          {contestants.data.items.map((contestant) => (
            <ContestantCard key={contestant.id} realm={realm} contestant={contestant} />
          ))}
          <Pagination
            label={t('review.pages')}
            page={contestants.data.page}
            totalPages={contestants.data.totalPages}
            busy={contestants.isFetching}
            onPageChange={(next) => setParam('page', String(next))}
          />
        </div>
      )}
    </div>
  );
}
