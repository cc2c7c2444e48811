import { MAX_SEATS_PER_BOOKING } from '@engagex/contracts';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { cx } from '@/ui/cx';
import { t } from '../event-page/messages';

/** The most seats one booking can take from a slot with `available` seats left: 1..min(10, available). */
export const maxSeatsFor = (available: number): number =>
  Math.max(0, Math.min(MAX_SEATS_PER_BOOKING, available));

/** Clamps a seat count into 1..max (max 0 means nothing can be booked; the count stays 1). */
export const clampSeats = (seats: number, max: number): number =>
  Math.max(1, Math.min(seats, Math.max(1, max)));

/** − n + for the number of seats, bounded by the slot's availability and the per-booking cap. */
export function SeatStepper({
  value,
  available,
  onChange,
  disabled = false,
}: {
  value: number;
  available: number;
  onChange: (seats: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const max = maxSeatsFor(available);
  const off = disabled || max === 0;
  const button = cx(
    'inline-flex size-11 items-center justify-center rounded-xl border border-line-strong bg-surface text-ink shadow-xs',
    'transition-colors duration-(--duration-fast) hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  );
  return (
    <fieldset aria-describedby={`${id}-hint`} className="flex items-center justify-between gap-4">
      <legend className="sr-only">{t('stepper.seats')}</legend>
      <div>
        <p aria-hidden className="text-sm font-semibold text-ink">
          {t('stepper.seats')}
        </p>
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {max === 0 ? t('stepper.none') : t('stepper.upTo', { max })}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={button}
          aria-label={t('stepper.remove')}
          disabled={off || value <= 1}
          onClick={() => onChange(clampSeats(value - 1, max))}
        >
          <Minus aria-hidden className="size-4" />
        </button>
        <output
          aria-live="polite"
          aria-label={t('seats.count', { count: value })}
          className="min-w-10 text-center text-xl font-bold text-ink tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          className={button}
          aria-label={t('stepper.add')}
          disabled={off || value >= max}
          onClick={() => onChange(clampSeats(value + 1, max))}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
    </fieldset>
  );
}
