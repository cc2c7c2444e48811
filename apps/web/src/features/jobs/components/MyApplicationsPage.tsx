import type { TJobApplication } from '@engagex/contracts';
import { ChevronRight, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/ui/states';
import { useMyApplications } from '../api/list-my-applications';
import { formatDay, nextStep, openingLine } from '../format';
import { t } from '../messages';
import { FeeBadge, JobStatusBadge } from './badges';
import { JobsHeader } from './JobsHeader';

/** /jobs/applications: the user's applications, newest first, each with its status and what comes next. */
export function MyApplicationsPage() {
  const [page, setPage] = useState(1);
  const applications = useMyApplications(page);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>{t('mine.pageTitle')}</title>
      <JobsHeader title={t('mine.title')} description={t('mine.description')} />
      {applications.isPending ? (
        <ListSkeleton label={t('mine.loading')} />
      ) : applications.isError ? (
        <LoadError
          title={t('mine.loadError')}
          error={applications.error}
          onRetry={() => void applications.refetch()}
        />
      ) : applications.data.items.length === 0 ? (
        <EmptyState
          framed
          icon={<FileText className="size-6" />}
          title={t('mine.empty')}
          text={t('mine.emptyText')}
          action={
            <Link to="/jobs" className={buttonClasses()}>
              {t('mine.browse')}
            </Link>
          }
        />
      ) : (
        <>
          <ul
            aria-label={t('mine.list')}
            className={cx('flex flex-col gap-3', applications.isPlaceholderData && 'opacity-60')}
          >
            {applications.data.items.map((application) => (
              <li key={application.id}>
                <ApplicationRow application={application} />
              </li>
            ))}
          </ul>
          <Pagination
            label={t('mine.pages')}
            page={page}
            totalPages={applications.data.totalPages}
            busy={applications.isPlaceholderData}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  );
}

function ApplicationRow({ application }: { application: TJobApplication }) {
  return (
    <Card className="group relative flex items-center gap-4 p-4 transition-shadow focus-within:ring-2 focus-within:ring-focus hover:shadow-md sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <JobStatusBadge status={application.status} />
          <FeeBadge application={application} />
        </div>
        <h2 className="mt-2 font-semibold text-ink">
          <Link
            to={`/jobs/applications/${application.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {application.opening.title}
          </Link>
        </h2>
        <p className="text-sm text-ink-muted">
          {t('mine.applied', { line: openingLine(application), date: formatDay(application.createdAt) })}
        </p>
        <p className="mt-2 text-sm text-ink">{nextStep(application)}</p>
      </div>
      <ChevronRight
        aria-hidden
        className="size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5"
      />
    </Card>
  );
}
