import type { TAdminUserDetail } from '@engagex/contracts';
import { History, ShieldAlert, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { rich } from '@/i18n/rich';
import { useCurrentUser } from '@/lib/account';
import { isApiError } from '@/lib/api-error';
import { countryName } from '@/lib/country-name';
import { formatMoment, formatRelative } from '@/lib/time';
import { BackLink } from '@/ui/BackLink';
import { buttonClasses } from '@/ui/Button';
import { EmptyState, ListSkeleton, LoadError } from '@/ui/states';
import { usePerson } from '../api/get-person';
import { t } from '../messages';
import { AdminsOnly } from './AdminsOnly';
import { CreditsPanel } from './CreditsPanel';
import { HistoryPanel } from './HistoryPanel';
import type { PeopleState } from './PeoplePage';
import { RoleBadges } from './RoleBadges';
import { RolesPanel } from './RolesPanel';
import { SessionsPanel } from './SessionsPanel';
import { StandingPanel } from './StandingPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

/** /admin/people/:userId: everything about one person, and every change an admin can make to them. */
export function PersonPage() {
  return (
    <AdminsOnly>
      <Person />
    </AdminsOnly>
  );
}

function Person() {
  const { userId = '' } = useParams();
  const person = usePerson(userId);
  const from = (useLocation().state as Partial<PeopleState> | null)?.peopleSearch;
  return (
    <div className="@container mx-auto flex w-full max-w-5xl flex-col gap-6">
      <BackLink to={from ? `/admin/people?${from}` : '/admin/people'}>{t('person.back')}</BackLink>
      {person.isPending ? (
        <ListSkeleton label={t('person.loading')} />
      ) : person.isError ? (
        isApiError(person.error) && (person.error.status === 404 || person.error.status === 400) ? (
          <EmptyState
            framed
            icon={<UserRound className="size-6" />}
            title={t('person.none.title')}
            text={t('person.none.text')}
          />
        ) : (
          <LoadError title={t('person.failed')} error={person.error} onRetry={() => void person.refetch()} />
        )
      ) : (
        <PersonDetail detail={person.data} />
      )}
    </div>
  );
}

function PersonDetail({ detail }: { detail: TAdminUserDetail }) {
  const { user } = detail;
  // Ending one's own sessions keeps this one, and one's own account cannot be suspended (decision 050).
  const own = useCurrentUser().data?.id === user.id;
  return (
    <>
      <title>{t('person.title', { name: user.name })}</title>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{user.name}</h1>
            <p className="break-all text-ink-muted">{user.email}</p>
          </div>
          <Link
            to={`/admin/audit?target=${user.id}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <History aria-hidden className="size-4" />
            {t('person.audit')}
          </Link>
        </div>
        <RoleBadges roles={user.roles} suspended={user.suspended} />
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm @xl:flex @xl:flex-wrap">
          <Fact label={t('person.memberSince')}>
            <time dateTime={user.createdAt}>{formatMoment(user.createdAt, 'date')}</time>
          </Fact>
          <Fact label={t('person.lastSignIn')}>
            {user.lastSignInAt ? (
              <time dateTime={user.lastSignInAt} title={formatMoment(user.lastSignInAt, 'stamp')}>
                {formatRelative(user.lastSignInAt)}
              </time>
            ) : (
              t('person.never')
            )}
          </Fact>
          <Fact label={t('person.country')}>{countryName(user.country)}</Fact>
        </dl>
        {user.suspended && (
          <div
            data-palette="red"
            className="flex items-start gap-3 rounded-xl border border-tone-line bg-tone-soft px-4 py-3 text-sm text-tone-fg"
          >
            <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong className="font-semibold">
                {user.suspendedAt
                  ? rich(t('person.suspendedSince', { when: formatMoment(user.suspendedAt, 'stamp') }), {
                      time: (text) => <time dateTime={user.suspendedAt ?? undefined}>{text}</time>,
                    })
                  : t('person.suspended')}
              </strong>{' '}
              {user.suspendedReason && t('person.reason', { reason: user.suspendedReason })}
            </p>
          </div>
        )}
      </header>
      <div className="grid items-start gap-6 @3xl:grid-cols-2">
        <RolesPanel user={user} />
        <StandingPanel user={user} own={own} />
        <TwoFactorPanel user={user} own={own} />
      </div>
      <CreditsPanel detail={detail} />
      <SessionsPanel user={user} sessions={detail.sessions} own={own} />
      <HistoryPanel detail={detail} />
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
