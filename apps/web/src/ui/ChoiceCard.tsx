import { type ReactNode, useId } from 'react';
import { cx } from './cx';

/**
 * One choice of a radio group drawn as a card: an icon tile, a title (the radio's name) and a line that
 * explains it (its description). The radio itself is visually hidden; the card shows focus and the choice.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onSelect,
  disabled = false,
  icon,
  title,
  detail,
}: {
  name: string;
  value?: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  icon: ReactNode;
  title: string;
  detail: ReactNode;
}) {
  const id = useId();
  return (
    <label
      className={cx(
        'flex cursor-pointer items-start gap-3 rounded-2xl border p-3.5 transition-colors',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
        checked
          ? 'border-primary bg-surface-muted/60 ring-1 ring-primary'
          : 'border-line-strong hover:bg-surface-muted/50',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-detail`}
        className="sr-only"
      />
      <span
        aria-hidden
        className={cx(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-xl',
          checked ? 'bg-primary text-primary-fg' : 'bg-surface-muted text-ink-muted',
        )}
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span id={`${id}-title`} className="block text-sm font-semibold text-ink">
          {title}
        </span>
        <span id={`${id}-detail`} className="block text-xs text-ink-muted">
          {detail}
        </span>
      </span>
    </label>
  );
}
