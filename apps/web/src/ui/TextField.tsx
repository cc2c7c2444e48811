import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { cx } from './cx';

export function TextField({
  label,
  hint,
  className,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-describedby={hint ? hintId : undefined}
        className={cx(
          'h-11 w-full rounded-xl border border-line-strong bg-surface px-3.5 text-[15px] text-ink shadow-xs',
          'placeholder:text-ink-muted/70 transition-colors duration-(--duration-fast)',
          'hover:border-ink-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus',
          'aria-invalid:border-danger',
        )}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
