/**
 * The design system's field frame: the field look's classes, the label with its hint and error (Field), the select
 * and a field's error line. Apart from the rest of the fields (./fields.tsx) so that the events list's filter panel
 * draws its first frame with them alone (decision 112): they load with `shared-later`, which the dashboard does
 * not load, and the panel's date fields stand in for the date field until first focused. Changes when a field's
 * frame or look changes.
 */
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

export type FieldFrame = {
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

/** A select with the field look; wire it inside a Field. */
export function Select({ className, ...rest }: ComponentProps<'select'>) {
  return <select className={cx(selectClasses, className)} {...rest} />;
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-danger">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
