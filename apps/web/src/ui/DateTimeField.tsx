import { useId, useState } from 'react';
import { t } from './controls/messages';
import { cx } from './cx';
import { DateField } from './DateField';
import { isIsoDay } from './day-text';
import { FieldError } from './fields';
import { TimeField } from './TimeField';
import { joinWallClock, splitWallClock, type WallClockParts, wrongParts } from './wall-clock';

/*
 * A day and a time on a clock, under one legend (decision 068): the portal's DateField (dd/mm/yyyy) beside its
 * TimeField ("7:30 pm"), in place of Chromium's `datetime-local`, which draws mm/dd/yyyy in an en-US browser. Its
 * value is a wall-clock time, 'YYYY-MM-DDTHH:mm', in whatever zone the caller names in the hint; while a part is
 * missing or wrong it carries both parts as typed (ui/wall-clock.ts), so the form can say which. The error is said
 * once, under both, and marks the part that is wrong. It changes with DateField and TimeField.
 */

const PART_LABEL = 'text-xs font-medium text-ink-muted';

export function DateTimeField({
  label,
  value,
  onValueChange,
  hint,
  error,
  minDate,
  className,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
  /** The first day the calendar offers (an end's calendar starts at the start's day). */
  minDate?: string | undefined;
  className?: string;
}) {
  const [parts, setParts] = useState(() => splitWallClock(value));
  const [given, setGiven] = useState(value);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // A value changed from outside (a reset, the saved times) replaces both parts; one typed here stays as typed.
  if (value !== given) {
    setGiven(value);
    if (value !== joinWallClock(parts)) setParts(splitWallClock(value));
  }
  const change = (next: WallClockParts) => {
    setParts(next);
    onValueChange(joinWallClock(next));
  };
  const wrong = error ? wrongParts(value) : { date: false, time: false };
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className={cx('flex min-w-0 flex-col gap-1.5', className)}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      {/* Side by side where both fit whole (dd/mm/yyyy with its calendar button, "10:30 pm"), else one under the other. */}
      <div className="flex flex-wrap gap-2">
        <DateField
          className="flex-[3_0_10rem]"
          label={t('dateTime.date')}
          labelClassName={PART_LABEL}
          value={parts.date}
          min={minDate && isIsoDay(minDate) ? minDate : undefined}
          invalid={wrong.date}
          describedBy={describedBy}
          onValueChange={(date) => change({ ...parts, date })}
        />
        <TimeField
          className="flex-[1_0_6.5rem]"
          label={t('dateTime.time')}
          labelClassName={PART_LABEL}
          value={parts.time}
          invalid={wrong.time}
          describedBy={describedBy}
          onValueChange={(time) => change({ ...parts, time })}
        />
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && (
        <div id={hintId} className="text-xs text-ink-muted">
          {hint}
        </div>
      )}
    </fieldset>
  );
}
