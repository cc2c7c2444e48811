import { useId } from 'react';
import { cx } from '@/ui/cx';

/**
 * An on/off setting: a `switch` named by its label and described by its hint. A `locked` switch shows its state but
 * does not move; the hint says why.
 */
export function Switch({
  label,
  hint,
  checked,
  locked = false,
  busy = false,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  locked?: boolean;
  busy?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-ink">
          {label}
        </p>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-muted">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-busy={busy || undefined}
        disabled={locked}
        onClick={() => onChange(!checked)}
        className={cx(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors duration-(--duration-fast)',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-primary' : 'bg-slate-400 dark:bg-slate-600',
        )}
      >
        <span
          aria-hidden
          className={cx(
            'inline-block size-5 rounded-full bg-white shadow-sm transition-transform duration-(--duration-fast)',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}
