import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { isApiError } from '@/lib/api-error';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { t } from '../messages';

/**
 * A refusal as the server worded it (the envelope's message), with its field details when it sent any, or the
 * fetch layer's own sentence for a network failure. `onRetry` offers to ask again.
 */
export function ErrorNotice({
  title,
  error,
  onRetry,
  className,
  children,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const message = error instanceof Error ? error.message : t('error.generic');
  const details = isApiError(error) ? (error.details ?? []) : [];
  return (
    <div
      role="alert"
      data-palette="red"
      className={cx('flex gap-3 rounded-2xl border border-tone-line bg-tone-soft p-4 text-sm', className)}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-tone-fg" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-tone-fg">{title}</p>
        <p className="mt-0.5 text-ink">{message}</p>
        {details.length > 0 && (
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-ink-muted">
            {details.map((detail) => (
              <li key={`${detail.path}:${detail.message}`}>{detail.message}</li>
            ))}
          </ul>
        )}
        {(onRetry || children) && (
          <div className="mt-3 flex flex-wrap gap-2">
            {onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('error.tryAgain')}
              </Button>
            )}
            {children}
          </div>
        )}
      </div>
    </div>
  );
}

/** A labelled on/off switch (a checkbox with the switch role); the hint describes it, it is not its name. */
export function Switch({
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <label
      className={cx('flex cursor-pointer items-start gap-3', disabled && 'cursor-not-allowed opacity-60')}
    >
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-label`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="peer sr-only"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span
          aria-hidden
          className={cx(
            'h-6 w-10 rounded-full border border-line-strong bg-surface-muted transition-colors duration-(--duration-fast)',
            'peer-checked:border-primary peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
          )}
        />
        <span
          aria-hidden
          className="absolute top-1 left-1 size-4 rounded-full bg-white shadow-sm transition-transform duration-(--duration-fast) peer-checked:translate-x-4 dark:bg-slate-200 dark:peer-checked:bg-slate-950"
        />
      </span>
      <span className="min-w-0">
        <span id={`${id}-label`} className="block text-sm font-medium text-ink">
          {label}
        </span>
        {hint ? (
          <span id={`${id}-hint`} className="mt-0.5 block text-xs text-ink-muted">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}
