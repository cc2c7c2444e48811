import { CircleAlert, Coins, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { useCreditBalance } from '@/lib/account';
import { isDeviceOffline, offlineText } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { cx } from '@/ui/cx';
import { t } from '../chip/messages';

/** The header's balance: small on purpose (it is in every page's first download) and a way to /credits. */
export function BalanceChip({ className }: { className?: string }) {
  const balance = useCreditBalance();
  const { data, isError } = balance;
  // Without a network the chip waits quietly, as the rest of the page does (decision 055).
  const offline = !data && isDeviceOffline(balance);
  const failed = t('balance.failed');
  const label = data
    ? t('chip.balance', { balance: data.balance })
    : offline
      ? t('chip.offline', { offline: offlineText() })
      : isError
        ? failed
        : t('chip.loading');
  return (
    <Link
      to="/credits"
      aria-label={label}
      title={offline ? offlineText() : isError ? failed : t('chip.title')}
      className={cx(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-line bg-surface-muted px-3',
        'text-xs font-semibold text-ink transition-colors duration-(--duration-fast) hover:border-line-strong',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      {offline ? (
        <WifiOff aria-hidden className="size-3.5 text-ink-muted" />
      ) : isError && !data ? (
        <CircleAlert aria-hidden className="size-3.5 text-danger" />
      ) : (
        <Coins aria-hidden className="size-3.5 text-amber-600 dark:text-amber-300" />
      )}
      {!offline && (
        <span aria-hidden className="min-w-[1.5ch] tabular-nums">
          {data ? formatNumber(data.balance) : isError ? '—' : '…'}
        </span>
      )}
    </Link>
  );
}
