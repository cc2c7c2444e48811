import { CircleAlert, Coins, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { useCreditBalance } from '@/lib/account';
import { isDeviceOffline, offlineText } from '@/lib/api-error';
import { cx } from '@/ui/cx';
import { BALANCE_ERROR } from '../api/get-credit-balance';

const number = new Intl.NumberFormat(undefined);

/** The header's balance: small on purpose (it is in every page's first download) and a way to /credits. */
export function BalanceChip({ className }: { className?: string }) {
  const balance = useCreditBalance();
  const { data, isError } = balance;
  // Without a network the chip waits quietly, as the rest of the page does (decision 055).
  const offline = !data && isDeviceOffline(balance);
  const label = data
    ? `Credit balance: ${number.format(data.balance)} credits`
    : offline
      ? `Credit balance: ${offlineText()}`
      : isError
        ? BALANCE_ERROR
        : 'Credit balance';
  return (
    <Link
      to="/credits"
      aria-label={label}
      title={offline ? offlineText() : isError ? BALANCE_ERROR : 'Credits'}
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
          {data ? number.format(data.balance) : isError ? '—' : '…'}
        </span>
      )}
    </Link>
  );
}
