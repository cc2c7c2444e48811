import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { t } from './controls/messages';
import { cx } from './cx';
import { addDays, addMonths, clampDay, dayParts, isIsoDay, isoDay, todayIso, weekday } from './day-text';
import { controlClasses } from './field-frame';

/*
 * A month of days to pick one from, for DateField (decision 057), drawn after the WAI-ARIA date picker dialog
 * pattern: a table of days with one in the tab order, arrows move by day and week, Page Up/Down by month (with Shift
 * by year), Home/End to the week's ends, Enter or Space picks. Weeks start on Sunday, as Indian calendars do.
 * It changes with DateField, or when the portal speaks another language (month and day names come from Intl).
 */

const LOCALE = 'en-IN';
const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, index, 1)),
);
// 7 January 2024 was a Sunday.
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => {
  const date = Date.UTC(2024, 0, 7 + index);
  return {
    short: new Intl.DateTimeFormat(LOCALE, { weekday: 'short', timeZone: 'UTC' }).format(date),
    long: new Intl.DateTimeFormat(LOCALE, { weekday: 'long', timeZone: 'UTC' }).format(date),
  };
});
const fullDate = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const spoken = (value: string) => {
  const { year, month, day } = dayParts(value);
  return fullDate.format(Date.UTC(year, month - 1, day));
};

/** The six weeks shown for the month of `value`, Sunday first, with the days of the months around it. */
function weeksOf(value: string): string[][] {
  const { year, month } = dayParts(value);
  const first = isoDay(year, month, 1) as string;
  const start = addDays(first, -weekday(first));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
  );
}

export function Calendar({
  value,
  min,
  max,
  onPick,
}: {
  /** The day picked so far ('YYYY-MM-DD'), or anything else for none. */
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onPick: (value: string) => void;
}) {
  const picked = isIsoDay(value) ? value : null;
  const [focused, setFocused] = useState(() => clampDay(picked ?? todayIso(), min, max));
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus goes to the day on opening and when the keys move it, not when the month or year list changes.
  const focusDay = useRef(true);
  const labelId = useId();
  const { year, month } = dayParts(focused);
  const today = todayIso();

  // The dialog opens on the day, and the focused day follows the keys.
  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const outside = (day: string) => Boolean((min && day < min) || (max && day > max));
  const move = (next: string) => setFocused(clampDay(next, min, max));

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekday(focused)),
      End: () => addDays(focused, 6 - weekday(focused)),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    focusDay.current = true;
    move(next());
  };

  const minYear = min && isIsoDay(min) ? dayParts(min).year : year - 100;
  const maxYear = max && isIsoDay(max) ? dayParts(max).year : year + 10;
  const years = Array.from({ length: maxYear - minYear + 1 }, (_, index) => minYear + index);
  const navButton =
    'inline-flex size-10 items-center justify-center rounded-xl text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-40';

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-[2.5rem_minmax(0,1fr)_6rem_2.5rem] items-center gap-1.5">
        <button
          type="button"
          className={navButton}
          aria-label={t('calendar.previousMonth')}
          disabled={Boolean(min && addDays(isoDay(year, month, 1) as string, -1) < min)}
          onClick={() => move(addMonths(focused, -1))}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <select
          aria-label={t('calendar.month')}
          className={cx(controlClasses, 'h-10 pr-7 pl-2.5')}
          value={month}
          onChange={(event) => move(addMonths(focused, Number(event.target.value) - month))}
        >
          {MONTHS.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label={t('calendar.year')}
          className={cx(controlClasses, 'h-10 pr-7 pl-2.5')}
          value={year}
          onChange={(event) => move(addMonths(focused, (Number(event.target.value) - year) * 12))}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={navButton}
          aria-label={t('calendar.nextMonth')}
          disabled={Boolean(max && addMonths(isoDay(year, month, 1) as string, 1) > max)}
          onClick={() => move(addMonths(focused, 1))}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <p id={labelId} aria-live="polite" className="sr-only">
        {MONTHS[month - 1]} {year}
      </p>
      <table ref={gridRef} aria-labelledby={labelId} className="w-full border-collapse">
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th
                key={name.long}
                scope="col"
                abbr={name.long}
                className="pb-1 text-xs font-medium text-ink-muted"
              >
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {weeksOf(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const inMonth = dayParts(day).month === month;
                const isPicked = day === picked;
                return (
                  <td key={day} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={spoken(day)}
                      aria-pressed={isPicked}
                      aria-current={day === today ? 'date' : undefined}
                      disabled={outside(day)}
                      onClick={() => onPick(day)}
                      className={cx(
                        'inline-flex size-10 items-center justify-center rounded-full text-sm tabular-nums',
                        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
                        'disabled:cursor-not-allowed disabled:opacity-40',
                        isPicked ? 'bg-primary font-semibold text-primary-fg' : 'hover:bg-surface-muted',
                        !isPicked && (inMonth ? 'text-ink' : 'text-ink-muted'),
                        day === today && !isPicked && 'ring-1 ring-primary',
                      )}
                    >
                      {dayParts(day).day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
