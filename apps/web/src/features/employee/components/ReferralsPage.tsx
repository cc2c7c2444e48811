import type { TReferralModule } from '@engagex/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { hasRole, useCurrentUser } from '@/lib/account';
import { Badge } from '@/ui/Badge';
import { Card, Skeleton } from '@/ui/Card';
import { ModuleIcon } from '@/ui/ModuleIcon';
import { LoadError } from '@/ui/states';
import { useReferralModules } from '../api/list-referral-modules';
import { EmployeeHeader } from './EmployeeHeader';
import { ReferralSummaryCard } from './ReferralSummaryCard';
import { RoleRequired } from './RoleRequired';

/** /employee/referrals: the employee's referral link and results, and a guide for each module. */
export function ReferralsPage() {
  const { data: viewer } = useCurrentUser();
  if (viewer && !hasRole(viewer, 'employee')) return <RoleRequired needs="employee" email={viewer.email} />;
  return (
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>Referral guide · Employee · EngageX</title>
      <EmployeeHeader
        title="Employee"
        description="Encash the credits you earned from referrals and bonuses, and learn how to refer customers."
      />
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
          Refer customers to a module
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Each guide says who to talk to, what to say and what to avoid.
        </p>
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
          title="Could not load the modules"
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
          {module.status === 'live' ? 'Live' : 'Coming soon'}
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
          <span className="font-semibold">{module.commission.signupCredits} credits</span> a first payment ·{' '}
          <span className="font-semibold">{module.commission.purchasePercent}%</span> of purchases
        </span>
        <ArrowRight
          aria-hidden
          className="size-4 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5"
        />
      </p>
    </Card>
  );
}
