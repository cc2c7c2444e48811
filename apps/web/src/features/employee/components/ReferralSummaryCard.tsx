import { Check, Copy, Link2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { useReferralSummary } from '../api/get-referral-summary';
import { formatMonth, formatNumber } from '../format';

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
        title="Could not load your referrals"
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );

  const data = summary.data;
  const copy = async () => {
    if (await copyText(data.referralLink)) {
      setCopied(true);
      toast({ title: 'Referral link copied', variant: 'success' });
    } else {
      toast({
        title: 'Could not copy the link',
        description: 'Select the link and copy it yourself.',
        variant: 'error',
      });
    }
  };
  const months = [...data.byMonth].reverse().slice(-6);
  const peak = Math.max(1, ...months.map((month) => month.creditsEarned));

  return (
    <Card className="@container flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-ink">Your referrals</h2>
        <p className="text-sm text-ink-muted">
          Share your link with customers. Code{' '}
          <span className="font-mono font-semibold text-ink">{data.referralCode}</span>
        </p>
      </div>
      <div className="flex flex-col gap-2 @lg:flex-row">
        <label htmlFor={linkId} className="sr-only">
          Your referral link
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
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-4">
        <Stat term="Referrals" value={formatNumber(data.totalReferrals)} />
        <Stat term="Active" value={formatNumber(data.activeReferrals)} />
        <Stat
          term="Credits earned"
          value={formatNumber(data.creditsEarned)}
          detail={`${formatNumber(data.creditsEarnedThisMonth)} this month`}
        />
        <Stat term="Encashable" value={formatNumber(data.encashableCredits)} />
      </dl>
      {months.length > 0 && (
        <div>
          <p className="mb-2 text-sm font-medium text-ink">Credits earned by month</p>
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
                  <span className="sr-only">: {month.referrals} referrals</span>
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
