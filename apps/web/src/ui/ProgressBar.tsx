import type { Palette } from '@engagex/contracts';
import { cx } from './cx';

export function ProgressBar({
  value,
  label,
  tone = 'blue',
  className,
}: {
  value: number;
  label: string;
  tone?: Palette;
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      data-palette={tone}
      className={cx('h-2 w-full overflow-hidden rounded-full bg-surface-muted', className)}
    >
      <div
        className="h-full rounded-full bg-tone-solid transition-[width] duration-(--duration-slow)"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
