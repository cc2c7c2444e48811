import type { TJobApplication, TJobStatus } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { ClipboardCheck, ExternalLink } from 'lucide-react';
import { useSearchParams } from 'react-router';
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
      <title>Review queue · Jobs · EngageX</title>
      <JobsHeader
        title="Review queue"
        description="Every application, newest first. Move each along the workflow and leave notes in its timeline."
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
          Status
          <select
            value={filter.status ?? ''}
            onChange={(event) =>
              update({ status: isStatus(event.target.value) ? event.target.value : undefined })
            }
            className={selectClasses}
          >
            <option value="">All statuses</option>
            {STATUS_ORDER.map((status) => (
              <option key={status} value={status}>
                {STATUS_LOOK[status].label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          Opening
          <select
            value={filter.openingId ?? ''}
            onChange={(event) => update({ openingId: event.target.value || undefined })}
            className={selectClasses}
          >
            <option value="">All openings</option>
            {openings.data?.items.map((opening) => (
              <option key={opening.id} value={opening.id}>
                {opening.title}
              </option>
            ))}
          </select>
        </label>
      </Card>

      {queue.isPending ? (
        <ListSkeleton label="Loading applications…" />
      ) : queue.isError ? (
        <LoadError
          title="Could not load the applications"
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      ) : queue.data.items.length === 0 ? (
        <EmptyState
          framed
          icon={<ClipboardCheck className="size-6" />}
          title={filter.status || filter.openingId ? 'No applications match' : 'No applications yet'}
          text={
            filter.status || filter.openingId
              ? 'Nothing with this status for this opening. Try another filter.'
              : 'Applications appear here as soon as someone applies.'
          }
        />
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {queue.data.total} {queue.data.total === 1 ? 'application' : 'applications'}
          </p>
          <ul
            aria-label="Applications"
            className={cx('flex flex-col gap-4', queue.isPlaceholderData && 'opacity-60')}
          >
            {queue.data.items.map((application) => (
              <li key={application.id}>
                <ReviewCard application={application} questions={questionsOf(application.openingId)} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Review queue pages"
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
            {application.applicantName} <span className="font-normal text-ink-muted">for</span>{' '}
            {application.opening.title}
          </h2>
          <p className="text-sm text-ink-muted">
            Applied {formatDay(application.createdAt)} · {application.experienceYears}{' '}
            {application.experienceYears === 1 ? 'year' : 'years'} of experience
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
            <summary className="cursor-pointer font-medium text-ink">Cover note</summary>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-ink">{application.coverNote}</p>
          </details>
          {application.answers.map((answer, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: answers follow the questions by position
            <div key={index}>
              <p className="text-ink-muted">{questions[index] ?? `Answer ${index + 1}`}</p>
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
          <p className="mb-3 text-sm font-medium text-ink">History</p>
          <StatusTimeline
            application={application}
            label={`Status history of ${application.applicantName}`}
          />
        </div>
      </div>

      <div className="border-t border-line pt-4">
        <ReviewActions application={application} />
      </div>
    </Card>
  );
}
