import type { TCreditBalance } from '@engagex/contracts';
import { ArrowDownRight, ArrowRight, ArrowUpRight, Coins, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCreditBalance } from '@/lib/account';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { formatNumber } from '../amount';
import { t } from '../messages';
import { HISTORY_ID } from './CreditsHistory';

const frame =
  'relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-700 p-6 text-white shadow-lg sm:p-7 dark:from-indigo-700 dark:via-indigo-800 dark:to-violet-900';

/** The wallet at a glance (GET /cps/credit-transaction/balance). */
export function BalanceCard() {
  const balance = useCreditBalance();
  return (
    <section aria-labelledby="balance-heading" className={frame}>
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_90%_0%,rgb(255_255_255/0.22),transparent_45%)]"
      />
      <div className="relative flex h-full flex-col">
        <h2 id="balance-heading" className="flex items-center gap-2 text-sm font-medium text-indigo-100">
          <Coins aria-hidden className="size-4" /> {t('balance.heading')}
        </h2>
        {balance.isPending ? (
          <BalanceSkeleton />
        ) : balance.isError ? (
          <div role="alert" className="mt-4 flex flex-col items-start gap-3">
            <p className="text-lg font-semibold text-white">{t('balance.failed')}</p>
            <p className="text-sm text-indigo-100">{balance.error.message}</p>
            <Button
              variant="secondary"
              size="sm"
              loading={balance.isFetching}
              onClick={() => void balance.refetch()}
            >
              {t('balance.retry')}
            </Button>
          </div>
        ) : (
          <BalanceFigures balance={balance.data} />
        )}
      </div>
    </section>
  );
}

function BalanceFigures({ balance }: { balance: TCreditBalance }) {
  const { purchased, referral, bonus } = balance.breakdown;
  const sources = purchased + referral + bonus;
  return (
    <>
      <p className="mt-2 flex items-baseline gap-2">
        <span className="text-5xl font-bold tracking-tight tabular-nums">
          {formatNumber(balance.balance)}
        </span>
        <span className="text-base font-medium text-indigo-100">{t('balance.credits')}</span>
      </p>
      <dl className="mt-6 grid grid-cols-3 gap-2">
        <Figure
          icon={<Hourglass className="size-3.5" />}
          term={t('balance.pending')}
          value={balance.pendingCredits}
        />
        {/* Received, not "earned": earned credits are the encashable ones (decision 026), and a card payment is not. */}
        <Figure
          icon={<ArrowDownRight className="size-3.5" />}
          term={t('balance.received')}
          value={balance.totalEarned}
        />
        <Figure
          icon={<ArrowUpRight className="size-3.5" />}
          term={t('balance.spent')}
          value={balance.totalSpent}
        />
      </dl>
      {balance.pendingReferralCredits > 0 && (
        <p className="mt-3 flex items-start gap-2 rounded-2xl bg-white/12 px-3 py-2.5 text-sm ring-1 ring-white/20">
          <Hourglass aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span>
            <span className="font-semibold">
              {t('balance.referralPending', { count: balance.pendingReferralCredits })}
            </span>{' '}
            <span className="text-indigo-100">{t('balance.referralPendingWhy')}</span>
          </span>
        </p>
      )}
      <div className="mt-6">
        <h3 className="text-xs font-semibold tracking-wider text-indigo-100 uppercase">
          {t('balance.sources')}
        </h3>
        <div aria-hidden className="mt-2 flex h-2 overflow-hidden rounded-full bg-white/15">
          {sources > 0 && (
            <>
              <span className="bg-white" style={{ width: `${(purchased / sources) * 100}%` }} />
              <span className="bg-amber-300" style={{ width: `${(referral / sources) * 100}%` }} />
              <span className="bg-emerald-300" style={{ width: `${(bonus / sources) * 100}%` }} />
            </>
          )}
        </div>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
          <Source swatch="bg-white" term={t('balance.purchased')} value={purchased} />
          <Source swatch="bg-amber-300" term={t('balance.referral')} value={referral} />
          <Source swatch="bg-emerald-300" term={t('balance.bonus')} value={bonus} />
        </dl>
      </div>
      <Link
        to={{ search: '?view=ledger', hash: HISTORY_ID }}
        className="mt-auto inline-flex items-center gap-1.5 self-start rounded-lg pt-6 text-sm font-medium text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('balance.toLedger')} <ArrowRight aria-hidden className="size-4" />
      </Link>
    </>
  );
}

function Figure({ icon, term, value }: { icon: ReactNode; term: string; value: number }) {
  return (
    <div className="rounded-2xl bg-white/12 px-3 py-2.5 ring-1 ring-white/20">
      <dt className="flex items-center gap-1 text-xs font-medium text-indigo-100">
        <span aria-hidden>{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}

function Source({ swatch, term, value }: { swatch: string; term: string; value: number }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs text-indigo-100">
        <span aria-hidden className={`size-2 shrink-0 rounded-full ${swatch}`} />
        {term}
      </dt>
      <dd className="mt-0.5 font-semibold tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}

function BalanceSkeleton() {
  return (
    <div aria-busy="true" className="mt-3">
      <span className="sr-only" role="status">
        {t('balance.loading')}
      </span>
      <span aria-hidden className="block h-12 w-40 animate-pulse rounded-xl bg-white/20" />
      <div className="mt-6 grid grid-cols-3 gap-2">
        {[0, 1, 2].map((key) => (
          <span key={key} aria-hidden className="block h-16 animate-pulse rounded-2xl bg-white/15" />
        ))}
      </div>
      <Skeleton className="mt-6 h-2 bg-white/15" />
    </div>
  );
}
