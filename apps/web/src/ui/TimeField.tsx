import { type Ref, useId, useMemo, useState } from 'react';
import { t } from './controls/messages';
import { cx } from './cx';
import { Field, inputClasses } from './fields';
import { readerHourCycle, readTimeText, timeValueOf, writeTimeText } from './time-text';

/*
 * The portal's time-of-day field (decision 068): a text input that reads "19:30", "7:30 pm" or "7.30pm" and, on
 * leaving, shows the time the way the reader's clock tells it ("7:30 pm" or "19:30"), so they see what was taken.
 * Its value is 'HH:mm'; '' when empty; text that is no time is handed on as typed, for the form to refuse. Chromium's
 * `<input type="time">` is not used: it draws and reads the browser's locale, not the portal's. It changes when the
 * way a time is written or read changes.
 */

/** A typed-in day or time field: what DateField and TimeField both take. */
export type TypedFieldProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  name?: string;
  disabled?: boolean;
  /** The text input, for a form library to focus the field (React Hook Form's `field.ref`). */
  inputRef?: Ref<HTMLInputElement>;
  /** Marked wrong by a group whose error is said once under it (DateTimeField), with that error's id. */
  invalid?: boolean;
  describedBy?: string | undefined;
  labelClassName?: string | undefined;
};

export type TimeFieldProps = TypedFieldProps;

export function TimeField({
  label,
  value,
  onValueChange,
  onBlur,
  hint,
  error,
  className,
  name,
  disabled,
  inputRef,
  invalid,
  describedBy,
  labelClassName,
}: TimeFieldProps) {
  const cycle = useMemo(() => readerHourCycle(), []);
  const [text, setText] = useState(() => writeTimeText(value, cycle));
  const [given, setGiven] = useState(value);
  const formatId = useId();
  // A value changed from outside (a reset, the saved times) replaces the text; the one typed here stays as typed.
  if (value !== given) {
    setGiven(value);
    if (value !== timeValueOf(text)) setText(writeTimeText(value, cycle));
  }

  return (
    <Field label={label} hint={hint} error={error} className={className} labelClassName={labelClassName}>
      {(props) => (
        <>
          <input
            {...props}
            aria-describedby={[describedBy, props['aria-describedby'], formatId].filter(Boolean).join(' ')}
            aria-invalid={props['aria-invalid'] ?? (invalid || undefined)}
            ref={inputRef}
            name={name}
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={cycle === 12 ? 'hh:mm am' : 'hh:mm'}
            maxLength={12}
            disabled={disabled}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onValueChange(timeValueOf(event.target.value));
            }}
            onBlur={() => {
              // "7.30pm" reads back as "7:30 pm", so the person sees which time was taken.
              const time = readTimeText(text);
              if (time && writeTimeText(time, cycle) !== text) setText(writeTimeText(time, cycle));
              onBlur?.();
            }}
            className={cx(inputClasses, 'tabular-nums')}
          />
          <span id={formatId} className="sr-only">
            {t('time.format')}
          </span>
        </>
      )}
    </Field>
  );
}
