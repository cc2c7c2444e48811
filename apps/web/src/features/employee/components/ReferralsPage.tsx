import type { TReferralModule } from '@engagex/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { rich } from '@/i18n/rich';
import { hasRole, useCurrentUser } from '@/lib/account';
import { Badge } from '@/ui/Badge';
import { Card, Skeleton } from '@/ui/Card';
import { ModuleIcon } from '@/ui/ModuleIcon';
import { LoadError } from '@/ui/states';
import { useReferralModules } from '../api/list-referral-modules';
import { t } from '../messages';
import { EmployeeHeader } from './EmployeeHeader';
import { ReferralSummaryCard } from './ReferralSummaryCard';
import { RoleRequired } from './RoleRequired';

/** /employee/referrals: the employee's referral link and results, and a guide for each module. */
export function ReferralsPage() {
  const { data: viewer } = useCurrentUser();
  if (viewer && !hasRole(viewer, 'employee')) return <RoleRequired needs="employee" email={viewer.email} />;
  return (
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>{t('referrals.pageTitle')}</title>
      <EmployeeHeader title={t('page.heading')} description={t('page.description')} />
      <ReferralSummaryCard />
      <ModulesGrid />
    </div>
  );
}

function ModulesGrid() {
  const modules = useReferralModules();
  return (
    <section aria-labelledby="referral-modules" className="flex flex-col gap-4">
      <div>
        <h2 id="referral-modules" className="text-lg font-semibold text-ink">
          {t('referrals.modules')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('referrals.modulesText')}</p>
      </div>
      {modules.isPending ? (
        <div aria-busy="true" className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-40 rounded-2xl" />
          ))}
        </div>
      ) : modules.isError ? (
        <LoadError
          title={t('referrals.modulesError')}
          error={modules.error}
          onRetry={() => void modules.refetch()}
        />
      ) : (
        <ul className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3">
          {modules.data.map((module) => (
            <li key={module.id} className="flex">
              <ModuleCard module={module} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ModuleCard({ module }: { module: TReferralModule }) {
  return (
    <Card className="group relative flex w-full flex-col gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-focus hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <ModuleIcon module={module} />
        <Badge tone={module.status === 'live' ? 'green' : 'yellow'} dot>
          {module.status === 'live' ? t('module.live') : t('module.comingSoon')}
        </Badge>
      </div>
      <h3 className="font-semibold text-ink">
        <Link
          to={`/employee/referrals/${module.id}`}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
        >
          {module.title}
        </Link>
      </h3>
      <p className="line-clamp-2 text-sm text-ink-muted">{module.pitch}</p>
      <p className="mt-auto flex items-center justify-between gap-2 pt-1 text-sm">
        <span className="text-ink">
          {rich(
            t('referrals.commission', {
              credits: module.commission.signupCredits,
              percent: module.commission.purchasePercent,
            }),
            {
              strong: (text) => <span className="font-semibold">{text}</span>,
              percent: (text) => <span className="font-semibold">{text}</span>,
            },
          )}
        </span>
        <ArrowRight
          aria-hidden
          className="size-4 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5"
        />
      </p>
    </Card>
  );
}
