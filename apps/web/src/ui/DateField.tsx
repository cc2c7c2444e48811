import { CalendarDays } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { t } from './controls/browsing/messages';
import { cx } from './cx';
import { dayValueOf, readDayText, writeDayText } from './day-text';
import { Field, inputClasses } from './field-frame';
import type { TypedFieldProps } from './TimeField';

/*
 * The portal's one date field (decision 057): it shows and reads dd/mm/yyyy whatever the browser's locale
 * (Chromium draws `<input type="date">` in its own, mm/dd/yyyy for an en-US browser), with a calendar to pick
 * from. Its value is what the contracts take, 'YYYY-MM-DD'; '' when empty; text that is no day is handed on as
 * typed, for the form's schema to refuse. It changes when the way a day is written or picked changes.
 */

/** The calendar's dialog, loaded on the first pick (decision 081). */
const DayPickerDialog = lazy(() => import('./DayPickerDialog'));

export type DateFieldProps = TypedFieldProps & {
  optional?: boolean;
  min?: string | undefined;
  max?: string | undefined;
  /**
   * What was typed into a stand-in drawn before this field loaded (the events list's date filters, decision 112):
   * shown as typed, not as `value` writes it.
   */
  typed?: string | undefined;
};

export function DateField({
  label,
  value,
  onValueChange,
  onBlur,
  hint,
  error,
  optional,
  className,
  name,
  min,
  max,
  disabled,
  inputRef,
  invalid,
  describedBy,
  labelClassName,
  typed,
}: DateFieldProps) {
  const [text, setText] = useState(() => typed ?? writeDayText(value));
  const [given, setGiven] = useState(value);
  const [picking, setPicking] = useState(false);
  // Once asked for, the dialog stays mounted, so closing it animates and focus returns as before.
  const [wanted, setWanted] = useState(false);
  const formatId = useId();
  // A value changed from outside (a reset, a link's filter) replaces the text; the one typed here stays as typed.
  if (value !== given) {
    setGiven(value);
    if (value !== dayValueOf(text)) setText(writeDayText(value));
  }

  const change = (next: string) => {
    setText(next);
    onValueChange(dayValueOf(next));
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      className={className}
      labelClassName={labelClassName}
    >
      {(props) => (
        <div className="relative">
          <input
            {...props}
            aria-describedby={[describedBy, props['aria-describedby'], formatId].filter(Boolean).join(' ')}
            aria-invalid={props['aria-invalid'] ?? (invalid || undefined)}
            ref={inputRef}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="dd/mm/yyyy"
            maxLength={10}
            disabled={disabled}
            value={text}
            onChange={(event) => change(event.target.value)}
            onBlur={() => {
              // "5/8/1996" reads back as "05/08/1996", so the person sees which day it was taken as.
              const day = readDayText(text);
              if (day && writeDayText(day) !== text) setText(writeDayText(day));
              onBlur?.();
            }}
            className={cx(inputClasses, 'pr-12 tabular-nums')}
          />
          <span id={formatId} className="sr-only">
            {t('date.format')}
          </span>
          <button
            type="button"
            disabled={disabled}
            aria-label={t('date.pickFromCalendar')}
            onClick={() => {
              setWanted(true);
              setPicking(true);
            }}
            className="absolute top-0.5 right-0.5 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed"
          >
            <CalendarDays aria-hidden className="size-5" />
          </button>
          {wanted && (
            <Suspense fallback={null}>
              <DayPickerDialog
                open={picking}
                onOpenChange={setPicking}
                value={value}
                min={min}
                max={max}
                onPick={(day) => {
                  setPicking(false);
                  change(writeDayText(day));
                  onBlur?.();
                }}
              />
            </Suspense>
          )}
        </div>
      )}
    </Field>
  );
}
