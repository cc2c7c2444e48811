import type { TJobApplication, TJobOpening } from '@engagex/contracts';
import { Building2, CalendarClock, CalendarX2, Coins, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { rich } from '@/i18n/rich';
import { hasRole, useCurrentUser } from '@/lib/account';
import { isApiError } from '@/lib/api-error';
import { BackLink } from '@/ui/BackLink';
import { Badge } from '@/ui/Badge';
import { Button, buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { LoadError } from '@/ui/states';
import { saidNow, toast } from '@/ui/toast';
import { useCloseOpening } from '../api/close-opening';
import { useOpening } from '../api/get-opening';
import { useMyApplications } from '../api/list-my-applications';
import { daysUntil, formatCredits, formatDay } from '../format';
import { t } from '../messages';
import { ApplicationForm } from './ApplicationForm';
import { CategoryBadge, JobStatusBadge } from './badges';

/** /jobs/openings/:openingId — the role, and the application form while it takes applications. */
export function OpeningPage() {
  const { openingId = '' } = useParams();
  const opening = useOpening(openingId);
  return (
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-5">
      <BackLink to="/jobs">{t('opening.back')}</BackLink>
      {opening.isPending ? (
        <OpeningSkeleton />
      ) : opening.isError ? (
        isApiError(opening.error) && (opening.error.status === 404 || opening.error.status === 400) ? (
          <Card role="alert" className="p-6">
            <title>{t('opening.notFoundTitle')}</title>
            <h1 className="text-xl font-bold">{t('opening.notFound')}</h1>
            <p className="mt-2 text-sm text-ink-muted">{t('opening.notFoundText')}</p>
            <Link to="/jobs" className={buttonClasses({ className: 'mt-4' })}>
              {t('opening.seeOpenings')}
            </Link>
          </Card>
        ) : (
          <LoadError
            title={t('opening.loadError')}
            error={opening.error}
            onRetry={() => void opening.refetch()}
          />
        )
      ) : (
        <OpeningDetail opening={opening.data} />
      )}
    </div>
  );
}

function OpeningDetail({ opening }: { opening: TJobOpening }) {
  const navigate = useNavigate();
  const mine = useMyApplications(1);
  const existing = mine.data?.items.find(
    (item) => item.openingId === opening.id && item.status !== 'REJECTED',
  );
  // The application's page says "Application sent" and shows the fee step next.
  const onApplied = (application: TJobApplication) =>
    void navigate(`/jobs/applications/${application.id}`, { state: { justApplied: true } });

  return (
    <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
      <title>{t('opening.pageTitle', { title: opening.title })}</title>
      <article className="flex min-w-0 flex-col gap-5">
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={opening.category} />
            {opening.isAcceptingApplications ? (
              <Badge tone="green" dot>
                {t('opening.accepting')}
              </Badge>
            ) : (
              <Badge tone="gray" dot>
                {t('opening.closed')}
              </Badge>
            )}
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{opening.title}</h1>
        </header>
        <Card className="p-5">
          <dl className="grid gap-4 text-sm xxs:grid-cols-2">
            <Fact
              icon={<Building2 className="size-4" />}
              term={t('opening.department')}
              value={opening.department}
            />
            <Fact
              icon={<MapPin className="size-4" />}
              term={t('opening.location')}
              value={opening.location}
            />
            <Fact
              icon={<CalendarClock className="size-4" />}
              term={t('opening.closingDate')}
              value={closingDetail(opening)}
            />
            <Fact
              icon={<Coins className="size-4" />}
              term={t('opening.fee')}
              value={opening.feeCredits === 0 ? t('opening.noFee') : formatCredits(opening.feeCredits)}
            />
          </dl>
        </Card>
        <section aria-labelledby="about-role">
          <h2 id="about-role" className="text-base font-semibold text-ink">
            {t('opening.about')}
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-ink">{opening.description}</p>
        </section>
        <AdminClose opening={opening} />
      </article>

      <Card className="p-5 sm:p-6">
        {existing ? (
          <AlreadyApplied application={existing} />
        ) : opening.isAcceptingApplications ? (
          <ApplicationForm opening={opening} onApplied={onApplied} />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <span
              aria-hidden
              className="inline-flex size-11 items-center justify-center rounded-xl bg-surface-muted text-ink-muted"
            >
              <CalendarX2 className="size-5" />
            </span>
            <h2 className="text-lg font-semibold">{t('opening.closedTitle')}</h2>
            <p className="text-sm text-ink-muted">
              {t('opening.closedText', { date: formatDay(opening.closesOn) })}
            </p>
            <Link to="/jobs" className={buttonClasses({ variant: 'secondary' })}>
              {t('opening.seeOpenRoles')}
            </Link>
          </div>
        )}
      </Card>
    </div>
  );
}

/** "22 Dec 2026 (in 30 days)" while open; "22 Dec 2026 (closed)" after. */
function closingDetail(opening: TJobOpening): string {
  const days = daysUntil(opening.closesOn);
  const date = formatDay(opening.closesOn);
  if (!opening.isAcceptingApplications) return t('opening.closesClosed', { date });
  if (days <= 0) return t('opening.closesToday', { date });
  if (days === 1) return t('opening.closesTomorrow', { date });
  return t('opening.closesInDays', { date, days });
}

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-ink-muted">
        <span aria-hidden className="inline-flex shrink-0">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 pl-6 font-medium text-ink">{value}</dd>
    </div>
  );
}

function AlreadyApplied({ application }: { application: TJobApplication }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <h2 className="text-lg font-semibold">{t('opening.appliedTitle')}</h2>
      <p className="text-sm text-ink-muted">
        {rich(t('opening.appliedText', { date: formatDay(application.createdAt) }), {
          badge: () => <JobStatusBadge status={application.status} />,
        })}
      </p>
      <Link to={`/jobs/applications/${application.id}`} className={buttonClasses()}>
        {t('opening.viewApplication')}
      </Link>
    </div>
  );
}

function AdminClose({ opening }: { opening: TJobOpening }) {
  const { data: viewer } = useCurrentUser();
  const close = useCloseOpening();
  if (!hasRole(viewer, 'admin') || opening.status !== 'open') return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-line-strong p-4">
      <p className="text-sm text-ink-muted">{t('opening.adminClose')}</p>
      <Button
        variant="danger"
        size="sm"
        loading={close.isPending}
        onClick={() =>
          close.mutate(opening.id, {
            onSuccess: () =>
              toast({
                title: () => t('opening.closedToast'),
                description: () => opening.title,
                variant: 'success',
              }),
            onError: (error) =>
              toast({
                title: () => t('opening.closeFailed'),
                description: saidNow(error.message),
                variant: 'error',
              }),
          })
        }
      >
        {t('opening.close')}
      </Button>
    </div>
  );
}

function OpeningSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 @4xl:grid-cols-2">
      <p role="status" className="sr-only">
        {t('opening.loading')}
      </p>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-6 w-28" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-32" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}
