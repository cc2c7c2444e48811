import { CircleAlert } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from './cx';
import { t } from './messages';

/** The design system's field look for inputs, selects and text areas. */
export const controlClasses = cx(
  'w-full rounded-xl border border-line-strong bg-surface px-3.5 text-[15px] text-ink shadow-xs',
  'placeholder:text-ink-muted/70 transition-colors duration-(--duration-fast) hover:border-ink-muted',
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus',
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted aria-invalid:border-danger',
);
export const inputClasses = cx(controlClasses, 'h-11');
export const selectClasses = cx(controlClasses, 'h-11 pr-8');
export const textAreaClasses = cx(controlClasses, 'min-h-28 py-2.5 leading-relaxed');

export type ControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type FieldFrame = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  className?: string;
  /** A quieter label for a part of a group of fields (a date and a time under one legend). */
  labelClassName?: string | undefined;
};

/**
 * A label, its control, a hint and an error. The control is the caller's (input, select, text area), wired by
 * the props handed to `children`, so the error and the hint are announced with the field. The hint sits in a
 * <div> so that it may hold more than a sentence.
 */
export function Field({
  label,
  hint,
  error,
  optional = false,
  className,
  labelClassName,
  children,
}: FieldFrame & { children: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className={labelClassName ?? 'text-sm font-medium text-ink'}>
        {label}
        {optional && <span className="ml-1.5 text-xs font-normal text-ink-muted">{t('field.optional')}</span>}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && (
        <div id={hintId} className="text-xs text-ink-muted">
          {hint}
        </div>
      )}
    </div>
  );
}

export type InputFieldProps = FieldFrame &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'children'> & {
    /** The input's text on every change; a form library's `register` gives `onChange` instead. */
    onValueChange?: (value: string) => void;
  };

/**
 * A Field whose control is a plain input, the most common case. Every other input attribute passes through,
 * `ref` and `name` included, so React Hook Form's `register(name)` can be spread on it.
 */
export function InputField({
  label,
  hint,
  error,
  optional,
  className,
  onValueChange,
  ...input
}: InputFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} className={className}>
      {(props) => (
        <input
          {...input}
          {...props}
          className={inputClasses}
          onChange={onValueChange ? (event) => onValueChange(event.target.value) : input.onChange}
        />
      )}
    </Field>
  );
}

/** A select with the field look; wire it inside a Field. */
export function Select({ className, ...rest }: ComponentProps<'select'>) {
  return <select className={cx(selectClasses, className)} {...rest} />;
}

/** A text area with the field look; wire it inside a Field. */
export function TextArea({ className, ...rest }: ComponentProps<'textarea'>) {
  return <textarea className={cx(textAreaClasses, className)} {...rest} />;
}

/** Whole numbers: a numeric keypad on phones and steps of one unless `step` says otherwise. */
export function NumberField(props: Omit<InputFieldProps, 'type'>) {
  return <InputField type="number" inputMode="numeric" step={1} {...props} />;
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-danger">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** A refusal of the whole form (not of one field), announced as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger-soft px-3.5 py-2.5 text-sm text-danger"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
