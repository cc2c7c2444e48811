import type { TEventSlot } from '@engagex/contracts';
import { useId } from 'react';
import { cx } from '@/ui/cx';
import { t } from '../event-page/messages';
import { formatCount, formatDay, formatTimeRange } from '../format';

/** A slot can be booked while it has seats and has not started. */
export const isBookable = (slot: TEventSlot, now = Date.now()): boolean =>
  slot.seatsAvailable > 0 && Date.parse(slot.startsAt) > now;

/** A show whose waitlist takes people (decision 042): one too full for the seats wanted can still be chosen. */
export const canJoinWaitlist = (slot: TEventSlot, now = Date.now()): boolean =>
  slot.waitlist.open && Date.parse(slot.startsAt) > now;

/** A slot can be chosen to book it, or to wait for it. */
export const isChoosable = (slot: TEventSlot, now = Date.now()): boolean =>
  isBookable(slot, now) || canJoinWaitlist(slot, now);

/** The event's slots as radio cards, each with its live availability (and, once sold out, its waitlist). */
export function SlotPicker({
  slots,
  timeZone,
  value,
  onChange,
  disabled,
  waitlists = false,
}: {
  slots: TEventSlot[];
  /** The event's zone: its shows are written in it. */
  timeZone: string;
  value: string | null;
  onChange: (slotId: string) => void;
  disabled?: boolean;
  /** A sold-out show with an open waitlist can be chosen, to join it (booking; not a transfer). */
  waitlists?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('slots.legend')}</legend>
      {slots.map((slot) => {
        const bookable = waitlists ? isChoosable(slot) : isBookable(slot);
        const waitlist = waitlists && slot.seatsAvailable === 0 && canJoinWaitlist(slot);
        const started = Date.parse(slot.startsAt) <= Date.now();
        const checked = value === slot.id;
        const share = slot.capacity > 0 ? slot.seatsAvailable / slot.capacity : 0;
        const scarce = slot.seatsAvailable > 0 && slot.seatsAvailable <= Math.max(10, slot.capacity * 0.1);
        return (
          <label
            key={slot.id}
            className={cx(
              'relative flex items-center gap-3 rounded-2xl border p-3 transition-colors duration-(--duration-fast)',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
              !bookable
                ? 'cursor-not-allowed border-line bg-surface-muted/60 opacity-70'
                : checked
                  ? 'cursor-pointer border-primary bg-primary/5 ring-1 ring-primary'
                  : 'cursor-pointer border-line-strong hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={slot.id}
              checked={checked}
              disabled={!bookable}
              onChange={() => onChange(slot.id)}
              className="sr-only"
            />
            <span
              aria-hidden
              className={cx(
                'inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2',
                checked ? 'border-primary' : 'border-line-strong',
              )}
            >
              {checked && <span className="size-2.5 rounded-full bg-primary" />}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-ink">
                {formatDay(slot.startsAt, timeZone)}
              </span>
              <span className="block text-xs text-ink-muted">
                {formatTimeRange(slot.startsAt, slot.endsAt, timeZone)}
              </span>
            </span>
            <span className="shrink-0 text-right">
              <span
                className={cx(
                  'block text-xs font-semibold',
                  !bookable || slot.seatsAvailable === 0
                    ? 'text-ink-muted'
                    : scarce
                      ? 'text-orange-700 dark:text-orange-300'
                      : 'text-emerald-700 dark:text-emerald-300',
                )}
              >
                {started
                  ? t('slots.started')
                  : slot.seatsAvailable === 0
                    ? t('seats.soldOut')
                    : t('slots.left', {
                        count: slot.seatsAvailable,
                        amount: formatCount(slot.seatsAvailable),
                      })}
              </span>
              {waitlist && (
                <span className="block text-xs text-ink-muted">
                  {slot.waitlist.waiting === 0
                    ? t('slots.waitlistOpen')
                    : t('slots.waiting', {
                        count: slot.waitlist.waiting,
                        amount: formatCount(slot.waitlist.waiting),
                      })}
                </span>
              )}
              <span aria-hidden className="mt-1 block h-1 w-16 overflow-hidden rounded-full bg-surface-muted">
                <span
                  className={cx('block h-full rounded-full', scarce ? 'bg-orange-500' : 'bg-emerald-500')}
                  style={{ width: `${Math.round(share * 100)}%` }}
                />
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
