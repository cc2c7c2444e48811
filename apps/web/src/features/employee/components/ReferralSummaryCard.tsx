import { Check, Copy, Link2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { rich } from '@/i18n/rich';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { useReferralSummary } from '../api/get-referral-summary';
import { formatMonth, formatNumber } from '../format';
import { t } from '../messages';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The employee's referral link with a copy button, what it earned, and the last months at a glance. */
export function ReferralSummaryCard() {
  const summary = useReferralSummary();
  const [copied, setCopied] = useState(false);
  const linkId = useId();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  if (summary.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (summary.isError)
    return (
      <LoadError
        title={t('summary.loadError')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );

  const data = summary.data;
  const copy = async () => {
    if (await copyText(data.referralLink)) {
      setCopied(true);
      toast({ title: () => t('summary.copied'), variant: 'success' });
    } else {
      toast({
        title: () => t('summary.copyFailed'),
        description: () => t('summary.copyYourself'),
        variant: 'error',
      });
    }
  };
  const months = [...data.byMonth].reverse().slice(-6);
  const peak = Math.max(1, ...months.map((month) => month.creditsEarned));

  return (
    <Card className="@container flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-ink">{t('summary.title')}</h2>
        <p className="text-sm text-ink-muted">
          {rich(t('summary.share', { code: data.referralCode }), {
            code: (text) => <span className="font-mono font-semibold text-ink">{text}</span>,
          })}
        </p>
      </div>
      <div className="flex flex-col gap-2 @lg:flex-row">
        <label htmlFor={linkId} className="sr-only">
          {t('summary.link')}
        </label>
        <div className="flex min-w-0 flex-1 items-center gap-2 rounded-xl border border-line-strong bg-surface-muted px-3">
          <Link2 aria-hidden className="size-4 shrink-0 text-ink-muted" />
          <input
            id={linkId}
            readOnly
            value={data.referralLink}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 min-w-0 flex-1 bg-transparent font-mono text-sm text-ink outline-none"
          />
        </div>
        <Button
          onClick={() => void copy()}
          icon={copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          className="h-11"
        >
          {copied ? t('summary.copiedButton') : t('summary.copy')}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-4">
        <Stat term={t('summary.referrals')} value={formatNumber(data.totalReferrals)} />
        <Stat term={t('summary.active')} value={formatNumber(data.activeReferrals)} />
        <Stat
          term={t('summary.earned')}
          value={formatNumber(data.creditsEarned)}
          detail={t('summary.thisMonth', { count: formatNumber(data.creditsEarnedThisMonth) })}
        />
        <Stat term={t('summary.encashable')} value={formatNumber(data.encashableCredits)} />
      </dl>
      {months.length > 0 && (
        <div>
          <p className="mb-2 text-sm font-medium text-ink">{t('summary.byMonth')}</p>
          <ul className="flex h-28 items-end gap-2">
            {months.map((month) => (
              <li
                key={month.month}
                className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1"
              >
                <span className="text-xs text-ink tabular-nums">{formatNumber(month.creditsEarned)}</span>
                <span
                  aria-hidden
                  className="w-full max-w-10 rounded-t-md bg-primary/80"
                  style={{ height: `${Math.max(4, (month.creditsEarned / peak) * 64)}px` }}
                />
                <span className="text-[11px] text-ink-muted">
                  {formatMonth(month.month)}
                  <span className="sr-only">{t('summary.monthReferrals', { count: month.referrals })}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function Stat({ term, value, detail }: { term: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl bg-surface-muted px-3.5 py-3">
      <dt className="text-xs font-medium text-ink-muted">{term}</dt>
      <dd className="mt-0.5 text-xl font-bold text-ink tabular-nums">{value}</dd>
      {detail && <dd className="text-xs text-ink-muted">{detail}</dd>}
    </div>
  );
}
