import type { TReferralGuidance } from '@engagex/contracts';
import { Ban, CircleCheck, MessageSquareQuote, Scale, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { rich } from '@/i18n/rich';
import { hasRole, useCurrentUser } from '@/lib/account';
import { isApiError } from '@/lib/api-error';
import { BackLink } from '@/ui/BackLink';
import { Badge } from '@/ui/Badge';
import { buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { ModuleIcon } from '@/ui/ModuleIcon';
import { LoadError } from '@/ui/states';
import { useReferralGuidance } from '../api/get-referral-guidance';
import { formatNumber } from '../format';
import { t } from '../messages';
import { RoleRequired } from './RoleRequired';

/** /employee/referrals/:moduleId: the playbook for referring customers to one module. */
export function GuidancePage() {
  const { data: viewer } = useCurrentUser();
  const { moduleId = '' } = useParams();
  if (viewer && !hasRole(viewer, 'employee')) return <RoleRequired needs="employee" email={viewer.email} />;
  return (
    <div className="@container mx-auto flex w-full max-w-5xl flex-col gap-5">
      <BackLink to="/employee/referrals">{t('guide.back')}</BackLink>
      <Guidance moduleId={moduleId} />
    </div>
  );
}

function Guidance({ moduleId }: { moduleId: string }) {
  const guidance = useReferralGuidance(moduleId);
  if (guidance.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          {t('guide.loading')}
        </p>
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  if (guidance.isError) {
    if (isApiError(guidance.error) && guidance.error.status === 404)
      return (
        <Card role="alert" className="p-6">
          <title>{t('guide.notFoundTitle')}</title>
          <h1 className="text-xl font-bold">{t('guide.notFound')}</h1>
          <Link to="/employee/referrals" className={buttonClasses({ className: 'mt-4' })}>
            {t('guide.allModules')}
          </Link>
        </Card>
      );
    return (
      <LoadError
        title={t('guide.loadError')}
        error={guidance.error}
        onRetry={() => void guidance.refetch()}
      />
    );
  }
  return <GuidanceView guidance={guidance.data} />;
}

function GuidanceView({ guidance }: { guidance: TReferralGuidance }) {
  const { module } = guidance;
  return (
    <>
      <title>{t('guide.pageTitle', { title: module.title })}</title>
      <header className="flex items-start gap-4">
        <ModuleIcon module={module} size="lg" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{module.title}</h1>
            <Badge tone={module.status === 'live' ? 'green' : 'yellow'} dot>
              {module.status === 'live' ? t('module.live') : t('module.comingSoon')}
            </Badge>
          </div>
          <p className="mt-1 text-ink-muted">{module.pitch}</p>
        </div>
      </header>

      <Card
        data-palette="purple"
        className="flex flex-wrap items-center gap-x-8 gap-y-2 border-tone-line bg-tone-soft p-4 text-tone-fg"
      >
        <p className="text-sm">
          {rich(t('guide.signup', { credits: module.commission.signupCredits }), { big })}
        </p>
        <p className="text-sm">
          {rich(t('guide.percent', { percent: module.commission.purchasePercent }), { big })}
        </p>
        <p className="text-sm">
          {rich(t('guide.cap', { cap: formatNumber(module.commission.monthlyCapCredits) }), { big })}
        </p>
      </Card>

      <Section icon={<Scale className="size-5" />} title={t('guide.howItPays')} tone="blue">
        <ul className="flex flex-col gap-2">
          {guidance.rules.map((rule) => (
            <Bullet key={rule}>{rule}</Bullet>
          ))}
        </ul>
      </Section>

      <div className="grid gap-5 @3xl:grid-cols-2">
        <Section icon={<Users className="size-5" />} title={t('guide.whoToTalkTo')} tone="blue">
          <ul className="flex flex-col gap-2">
            {guidance.idealCustomers.map((item) => (
              <Bullet key={item}>{item}</Bullet>
            ))}
          </ul>
        </Section>
        <Section icon={<CircleCheck className="size-5" />} title={t('guide.steps')} tone="green">
          <ol className="flex flex-col gap-3">
            {guidance.steps.map((step, index) => (
              <li key={step} className="flex gap-3 text-sm text-ink">
                <span
                  aria-hidden
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-surface-muted text-xs font-semibold text-ink tabular-nums"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </Section>
        <Section
          icon={<MessageSquareQuote className="size-5" />}
          title={t('guide.talkingPoints')}
          tone="purple"
        >
          <ul className="flex flex-col gap-2">
            {guidance.talkingPoints.map((item) => (
              <Bullet key={item}>{item}</Bullet>
            ))}
          </ul>
        </Section>
        <Section icon={<Ban className="size-5" />} title={t('guide.avoid')} tone="red">
          <ul className="flex flex-col gap-2">
            {guidance.avoid.map((item) => (
              <Bullet key={item}>{item}</Bullet>
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
}

/** A commission's figure, set large inside its sentence. */
const big = (text: string) => <span className="text-2xl font-bold tabular-nums">{text}</span>;

function Section({
  icon,
  title,
  tone,
  children,
}: {
  icon: ReactNode;
  title: string;
  tone: 'blue' | 'green' | 'purple' | 'red';
  children: ReactNode;
}) {
  return (
    <Card className="p-5">
      <h2 className="mb-3 flex items-center gap-2.5 text-base font-semibold text-ink">
        <span
          aria-hidden
          data-palette={tone}
          className="inline-flex size-8 items-center justify-center rounded-lg bg-tone-soft text-tone-fg"
        >
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Bullet({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2.5 text-sm text-ink">
      <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-line-strong" />
      <span>{children}</span>
    </li>
  );
}
