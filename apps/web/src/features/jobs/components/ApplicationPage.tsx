import type { TJobApplication } from '@engagex/contracts';
import { CircleCheck, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { BackLink } from '@/ui/BackLink';
import { buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { LoadError } from '@/ui/states';
import { useApplication } from '../api/get-application';
import { useOpening } from '../api/get-opening';
import { formatDay, nextStep, openingLine } from '../format';
import { t } from '../messages';
import { FeeBadge, JobStatusBadge } from './badges';
import { FeePayment } from './FeePayment';
import { StatusTimeline } from './StatusTimeline';

/** /jobs/applications/:applicationId — status, fee, the status timeline and what was sent. */
export function ApplicationPage() {
  const { applicationId = '' } = useParams();
  const application = useApplication(applicationId);
  return (
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-5">
      <BackLink to="/jobs/applications">{t('application.back')}</BackLink>
      {application.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <p role="status" className="sr-only">
            {t('application.loading')}
          </p>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : application.isError ? (
        isApiError(application.error) &&
        (application.error.status === 404 || application.error.status === 400) ? (
          <Card role="alert" className="p-6">
            <title>{t('application.notFoundTitle')}</title>
            <h1 className="text-xl font-bold">{t('application.notFound')}</h1>
            <p className="mt-2 text-sm text-ink-muted">{t('application.notFoundText')}</p>
            <Link to="/jobs/applications" className={buttonClasses({ className: 'mt-4' })}>
              {t('application.back')}
            </Link>
          </Card>
        ) : (
          <LoadError
            title={t('application.loadError')}
            error={application.error}
            onRetry={() => void application.refetch()}
          />
        )
      ) : (
        <ApplicationDetail application={application.data} />
      )}
    </div>
  );
}

function ApplicationDetail({ application }: { application: TJobApplication }) {
  // "Application sent" is for the arrival from the form only: the flag is read once and then dropped from the
  // history entry, so a reload or a later visit does not announce it again.
  const location = useLocation();
  const navigate = useNavigate();
  const arrivedFromForm = Boolean((location.state as { justApplied?: boolean } | null)?.justApplied);
  const [justApplied] = useState(arrivedFromForm);
  useEffect(() => {
    if (arrivedFromForm) void navigate(location.pathname, { replace: true, state: null });
  }, [arrivedFromForm, navigate, location.pathname]);
  return (
    <>
      <title>{t('application.pageTitle', { title: application.opening.title })}</title>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <JobStatusBadge status={application.status} />
          <FeeBadge application={application} />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {application.opening.title}
        </h1>
        <p className="text-sm text-ink-muted">
          {t('mine.applied', { line: openingLine(application), date: formatDay(application.createdAt) })}
        </p>
      </header>

      {justApplied && (
        <div
          role="status"
          data-palette="green"
          className="flex items-start gap-3 rounded-2xl border border-tone-line bg-tone-soft px-4 py-3 text-tone-fg"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p className="text-sm">
            <span className="font-semibold">{t('application.sent')}</span> {nextStep(application)}
          </p>
        </div>
      )}

      <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <FeePayment application={application} />
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-ink">{t('application.status')}</h2>
            <p className="mt-1 mb-5 text-sm text-ink-muted">{nextStep(application)}</p>
            <StatusTimeline application={application} />
          </Card>
        </div>
        <Card className="flex min-w-0 flex-col gap-5 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">{t('application.whatYouSent')}</h2>
          <Sent application={application} />
          <Link
            to={`/jobs/openings/${application.openingId}`}
            className="self-start text-sm font-medium text-link underline-offset-2 hover:underline"
          >
            {t('application.viewOpening')}
          </Link>
        </Card>
      </div>
    </>
  );
}

function Sent({ application }: { application: TJobApplication }) {
  // The answers follow the opening's questions by position; the questions label them once loaded.
  const questions = useOpening(application.openingId).data?.questions ?? [];
  return (
    <dl className="flex flex-col gap-4 text-sm">
      <div>
        <dt className="text-ink-muted">{t('application.experience')}</dt>
        <dd className="font-medium text-ink">
          {t('application.years', { count: application.experienceYears })}
        </dd>
      </div>
      <div>
        <dt className="text-ink-muted">{t('application.coverNote')}</dt>
        <dd className="mt-1 leading-relaxed whitespace-pre-line text-ink">{application.coverNote}</dd>
      </div>
      {application.links.length > 0 && (
        <div>
          <dt className="text-ink-muted">{t('application.links')}</dt>
          <dd>
            <ul className="mt-1 flex flex-col gap-1">
              {application.links.map((link) => (
                <li key={link} className="min-w-0">
                  <a
                    href={link}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="inline-flex max-w-full items-center gap-1.5 text-link underline-offset-2 hover:underline"
                  >
                    <span className="truncate">{link}</span>
                    <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {application.answers.map((answer, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: answers follow the opening's questions by position
        <div key={index}>
          <dt className="text-ink-muted">
            {questions[index] ?? t('application.answer', { number: index + 1 })}
          </dt>
          <dd className="mt-1 leading-relaxed whitespace-pre-line text-ink">{answer}</dd>
        </div>
      ))}
    </dl>
  );
}
