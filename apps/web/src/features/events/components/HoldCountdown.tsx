import { BOOKING_HOLD_MS } from '@engagex/contracts';
import { Hourglass, TimerOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNow } from '@/lib/use-now';
import { cx } from '@/ui/cx';
import { formatCountdown } from '../format';
import { t } from '../later/messages';

/** What is left of a hold; 0 once it has lapsed. */
export const holdRemainingMs = (expiresAt: string, now: number): number =>
  Math.max(0, Date.parse(expiresAt) - now);

/**
 * The seats are held for 15 minutes (BOOKING_HOLD_MS), or longer when offered from a waitlist (`totalMs`); this
 * counts down to the moment they are released, and says so once they are. `onExpire` runs once, when the hold lapses while shown.
 */
export function HoldCountdown({
  expiresAt,
  onExpire,
  compact = false,
  totalMs = BOOKING_HOLD_MS,
  verb = 'pay',
}: {
  expiresAt: string;
  onExpire?: () => void;
  compact?: boolean;
  /** The hold's whole length, for the bar: a waitlist offer is held longer than a booking (decision 042). */
  totalMs?: number;
  /** What the time is left for: paying, or accepting a free offer. */
  verb?: 'pay' | 'accept';
}) {
  const now = useNow(true);
  const left = holdRemainingMs(expiresAt, now);
  const expired = left === 0;
  const fired = useRef(false);
  useEffect(() => {
    if (expired && !fired.current) {
      fired.current = true;
      onExpire?.();
    }
  }, [expired, onExpire]);

  if (expired) {
    return (
      <p
        role="alert"
        data-palette="red"
        className={cx(
          'flex items-center gap-2 rounded-xl border border-tone-line bg-tone-soft font-semibold text-tone-fg',
          compact ? 'px-2.5 py-1 text-xs' : 'px-3 py-2 text-sm',
        )}
      >
        <TimerOff aria-hidden className="size-4 shrink-0" />
        {t('hold.expired')}
      </p>
    );
  }

  const urgent = left <= 2 * 60_000;
  const fraction = Math.min(1, left / totalMs);
  const minutesLeft = Math.ceil(left / 60_000);
  return (
    <div
      data-palette={urgent ? 'orange' : 'blue'}
      className={cx(
        'rounded-xl border border-tone-line bg-tone-soft text-tone-fg',
        compact ? 'inline-flex items-center gap-1.5 px-2.5 py-1 text-xs' : 'px-3 py-2.5',
      )}
    >
      <div className="flex items-center gap-2">
        <Hourglass aria-hidden className={cx('shrink-0', compact ? 'size-3.5' : 'size-4')} />
        <span className="font-medium">{compact ? t('hold.heldFor') : t('hold.seatsHeldFor')}</span>
        {/* Read out in minutes (a per-second announcement would drown everything else). */}
        <span
          role="timer"
          aria-label={t('hold.minutesLeft', { count: minutesLeft, verb })}
          className={cx('font-mono font-bold tabular-nums', compact ? 'text-xs' : 'ml-auto text-base')}
        >
          {formatCountdown(left)}
        </span>
      </div>
      {!compact && (
        <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface/70">
          <div
            className="h-full rounded-full bg-tone-solid transition-[width] duration-1000 ease-linear"
            style={{ width: `${fraction * 100}%` }}
          />
        </div>
      )}
    </div>
  );
}
