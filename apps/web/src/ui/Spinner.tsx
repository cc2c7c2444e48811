import { SPINNER_SIZES } from '@engagex/contracts';
import { cx } from './cx';

export type SpinnerSize = keyof typeof SPINNER_SIZES;

/** Decorative unless given a label; pair it with visible text (LoadingView does). */
export function Spinner({
  size = 'medium',
  label,
  className,
}: {
  size?: SpinnerSize;
  label?: string;
  className?: string;
}) {
  const px = SPINNER_SIZES[size];
  return (
    <svg
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-size={size}
      className={cx('shrink-0 animate-spin text-primary', className)}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
