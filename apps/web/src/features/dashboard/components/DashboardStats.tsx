import type { TDashboardStats } from '@engagex/contracts';
import { Briefcase, CalendarCheck, Clapperboard, Coins, Gift, LayoutGrid, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { formatCount, formatFullDate, formatMonthYear } from '../format';
import { t } from '../messages';
import { FoldHeading, FoldPanel, useFold } from './Fold';

type Tone = 'blue' | 'green' | 'orange' | 'pink' | 'purple' | 'yellow';

interface StatDef {
  /** Also the key: the label is read at render time, in the reader's language. */
  label: 'stats.referral' | 'stats.events' | 'stats.modules' | 'stats.jobs' | 'stats.videos' | 'stats.since';
  icon: ReactNode;
  tone: Tone;
  value: (stats: TDashboardStats) => ReactNode;
  hint?: (stats: TDashboardStats) => string;
}

const icon = 'size-5';
const STATS: StatDef[] = [
  {
    label: 'stats.referral',
    icon: <Gift className={icon} />,
    tone: 'pink',
    value: (s) => formatCount(s.monthlyReferralCredits),
    hint: (s) => t('stats.referralHint', { earned: s.referralCreditsEarned, count: s.totalReferrals }),
  },
  {
    label: 'stats.events',
    icon: <CalendarCheck className={icon} />,
    tone: 'blue',
    value: (s) => formatCount(s.eventsAttended),
  },
  {
    label: 'stats.modules',
    icon: <LayoutGrid className={icon} />,
    tone: 'purple',
    value: (s) => formatCount(s.modulesUsed),
  },
  {
    label: 'stats.jobs',
    icon: <Briefcase className={icon} />,
    tone: 'orange',
    value: (s) => formatCount(s.jobApplications),
  },
  {
    label: 'stats.videos',
    icon: <Clapperboard className={icon} />,
    tone: 'green',
    value: (s) => formatCount(s.videosGenerated),
  },
  {
    label: 'stats.since',
    icon: <UserRound className={icon} />,
    tone: 'yellow',
    value: (s) => (
      <time dateTime={s.memberSince} title={formatFullDate(s.memberSince)}>
        {formatMonthYear(s.memberSince)}
      </time>
    ),
  },
];

/**
 * The user's numbers (GET /dashboard/stats): credits first and widest, then what they did on EngageX.
 * On a phone (`folded`) the balance shows and the counts fold away under "Your stats" until asked for.
 */
export function DashboardStats({ folded = false }: { folded?: boolean }) {
  const query = useDashboardStats();
  const stats = query.data;
  const fold = useFold(folded);

  if (query.isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3 p-5">
        <p className="font-semibold">{t('stats.failed')}</p>
        <p className="text-sm text-ink-muted">{query.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Card>
    );
  }

  const balance = <CreditBalance stats={stats} />;
  const counts = STATS.map((stat) => <Stat key={stat.label} def={stat} stats={stats} />);
  return (
    <section
      aria-labelledby="stats-heading"
      aria-busy={query.isPending || undefined}
      className="@container flex flex-col gap-3"
    >
      {query.isPending && (
        <span role="status" className="sr-only">
          {t('stats.loading')}
        </span>
      )}
      {folded ? (
        <>
          <ul className="grid grid-cols-2">{balance}</ul>
          <FoldHeading fold={fold} id="stats-heading">
            {t('stats.title')}
          </FoldHeading>
          <FoldPanel fold={fold}>
            <ul className="grid grid-cols-2 gap-3">{counts}</ul>
          </FoldPanel>
        </>
      ) : (
        <>
          <h2 id="stats-heading" className="sr-only">
            {t('stats.title')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 @2xl:grid-cols-4">
            {balance}
            {counts}
          </ul>
        </>
      )}
    </section>
  );
}

function CreditBalance({ stats }: { stats: TDashboardStats | undefined }) {
  return (
    <li className="col-span-2 flex items-center gap-4 rounded-2xl bg-slate-900 p-4 text-white shadow-sm ring-1 ring-slate-900/5 dark:bg-slate-800 dark:ring-white/10">
      <span
        aria-hidden
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-400/15 text-amber-300"
      >
        <Coins className="size-6" />
      </span>
      <p className="flex min-w-0 flex-col">
        <span className="text-xs font-medium text-slate-300">{t('stats.balance')}</span>
        {stats ? (
          <span className="text-3xl font-bold tracking-tight tabular-nums">
            {formatCount(stats.totalCredits)}
          </span>
        ) : (
          <span aria-hidden className="my-1.5 block h-7 w-20 animate-pulse rounded-lg bg-white/15" />
        )}
      </p>
    </li>
  );
}

function Stat({ def, stats }: { def: StatDef; stats: TDashboardStats | undefined }) {
  const hint = stats && def.hint?.(stats);
  return (
    // Narrow cards (two to a row on a phone) put the icon above the figure, so labels do not wrap word by word.
    <li className="flex min-w-0 flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xs @2xl:flex-row">
      <span
        aria-hidden
        data-palette={def.tone}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-tone-soft text-tone-fg @2xl:size-10"
      >
        {def.icon}
      </span>
      <p className="flex min-w-0 flex-col">
        {stats ? (
          <span className="text-xl font-bold tracking-tight text-ink tabular-nums">{def.value(stats)}</span>
        ) : (
          <Skeleton className="my-1 h-5.5 w-10" />
        )}
        <span className="text-xs leading-tight font-medium text-ink-muted">{t(def.label)}</span>
        {hint && <span className="mt-1 text-xs leading-tight text-ink-muted">{hint}</span>}
      </p>
    </li>
  );
}
