import type { TJobApplication, TJobStatus } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { ClipboardCheck, ExternalLink } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { rich } from '@/i18n/rich';
import { hasRole, useCurrentUser } from '@/lib/account';
import { download } from '@/lib/download';
import { pageFrom } from '@/lib/page-param';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { ExportButton } from '@/ui/ExportButton';
import { selectClasses } from '@/ui/fields';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/ui/states';
import { type ReviewFilter, useReviewQueue } from '../api/list-applications';
import { useOpenings } from '../api/list-openings';
import { FeeBadge, JobStatusBadge } from '../components/badges';
import { JobsHeader } from '../components/JobsHeader';
import { StatusTimeline } from '../components/StatusTimeline';
import { formatDay, STATUS_LOOK, STATUS_ORDER } from '../format';
import { t } from '../messages';
import { AdminsOnly } from './AdminsOnly';
import { ReviewActions } from './ReviewActions';

const isStatus = (value: string | null): value is TJobStatus =>
  value !== null && (STATUS_ORDER as readonly string[]).includes(value);

function useReviewFilter() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: ReviewFilter = {
    status: isStatus(status) ? status : undefined,
    openingId: params.get('opening') || undefined,
    page: pageFrom(params),
  };
  const update = (next: Partial<ReviewFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.status) search.set('status', merged.status);
    if (merged.openingId) search.set('opening', merged.openingId);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };
  return { filter, update };
}

/**
 * /jobs/admin: every application, by status and opening, with the decisions the workflow allows next; the filtered
 * list exports as CSV.
 */
export function ReviewQueuePage() {
  const { data: viewer } = useCurrentUser();
  if (viewer && !hasRole(viewer, 'admin')) return <AdminsOnly email={viewer.email} />;
  return <ReviewQueue />;
}

function ReviewQueue() {
  const { filter, update } = useReviewFilter();
  const queue = useReviewQueue(filter);
  const openings = useOpenings({ status: 'all', page: 1, limit: 100 });
  const questionsOf = (openingId: string) =>
    openings.data?.items.find((opening) => opening.id === openingId)?.questions ?? [];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>{t('queue.pageTitle')}</title>
      <JobsHeader
        title={t('queue.title')}
        description={t('queue.description')}
        actions={
          <ExportButton
            onExport={() =>
              download(jobsApi.exportApplications, {
                query: { status: filter.status, openingId: filter.openingId },
              })
            }
          />
        }
      />

      <Card className="grid gap-3 p-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          {t('queue.status')}
          <select
            value={filter.status ?? ''}
            onChange={(event) =>
              update({ status: isStatus(event.target.value) ? event.target.value : undefined })
            }
            className={selectClasses}
          >
            <option value="">{t('queue.allStatuses')}</option>
            {STATUS_ORDER.map((status) => (
              <option key={status} value={status}>
                {STATUS_LOOK[status].label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          {t('queue.opening')}
          <select
            value={filter.openingId ?? ''}
            onChange={(event) => update({ openingId: event.target.value || undefined })}
            className={selectClasses}
          >
            <option value="">{t('queue.allOpenings')}</option>
            {openings.data?.items.map((opening) => (
              <option key={opening.id} value={opening.id}>
                {opening.title}
              </option>
            ))}
          </select>
        </label>
      </Card>

      {queue.isPending ? (
        <ListSkeleton label={t('queue.loading')} />
      ) : queue.isError ? (
        <LoadError title={t('queue.loadError')} error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState
          framed
          icon={<ClipboardCheck className="size-6" />}
          title={filter.status || filter.openingId ? t('queue.noMatch') : t('queue.none')}
          text={filter.status || filter.openingId ? t('queue.noMatchText') : t('queue.noneText')}
        />
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('queue.count', { count: queue.data.total })}
          </p>
          <ul
            aria-label={t('queue.list')}
            className={cx('flex flex-col gap-4', queue.isPlaceholderData && 'opacity-60')}
          >
            {queue.data.items.map((application) => (
              <li key={application.id}>
                <ReviewCard application={application} questions={questionsOf(application.openingId)} />
              </li>
            ))}
          </ul>
          <Pagination
            label={t('queue.pages')}
            page={filter.page}
            totalPages={queue.data.totalPages}
            busy={queue.isPlaceholderData}
            onPageChange={(page) => update({ page })}
          />
        </>
      )}
    </div>
  );
}

function ReviewCard({ application, questions }: { application: TJobApplication; questions: string[] }) {
  const titleId = `application-${application.id}`;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-ink">
            {rich(
              t('queue.cardTitle', { name: application.applicantName, title: application.opening.title }),
              {
                muted: (text) => <span className="font-normal text-ink-muted">{text}</span>,
              },
            )}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('queue.applied', {
              date: formatDay(application.createdAt),
              years: application.experienceYears,
            })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <JobStatusBadge status={application.status} />
          <FeeBadge application={application} />
        </div>
      </div>

      <div className="grid gap-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-3 text-sm">
          <details className="group rounded-xl border border-line bg-surface-muted/50 px-3.5 py-2.5" open>
            <summary className="cursor-pointer font-medium text-ink">{t('queue.coverNote')}</summary>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-ink">{application.coverNote}</p>
          </details>
          {application.answers.map((answer, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: answers follow the questions by position
            <div key={index}>
              <p className="text-ink-muted">{questions[index] ?? t('queue.answer', { number: index + 1 })}</p>
              <p className="mt-0.5 leading-relaxed whitespace-pre-line text-ink">{answer}</p>
            </div>
          ))}
          {application.links.length > 0 && (
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {application.links.map((link) => (
                <li key={link} className="min-w-0">
                  <a
                    href={link}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="inline-flex max-w-full items-center gap-1 text-link underline-offset-2 hover:underline"
                  >
                    <span className="truncate">{link.replace(/^https?:\/\//, '')}</span>
                    <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="min-w-0">
          <p className="mb-3 text-sm font-medium text-ink">{t('queue.history')}</p>
          <StatusTimeline
            application={application}
            label={t('queue.historyOf', { name: application.applicantName })}
          />
        </div>
      </div>

      <div className="border-t border-line pt-4">
        <ReviewActions application={application} />
      </div>
    </Card>
  );
}
