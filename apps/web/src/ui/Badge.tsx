import type { Palette } from '@engagex/contracts';
import type { ReactNode } from 'react';
import { cx } from './cx';

export function Badge({
  tone = 'gray',
  children,
  className,
  dot = false,
}: {
  tone?: Palette;
  children: ReactNode;
  className?: string;
  dot?: boolean;
}) {
  return (
    <span
      data-palette={tone}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border border-tone-line bg-tone-soft px-2 py-0.5',
        'text-xs font-semibold leading-5 text-tone-fg',
        className,
      )}
    >
      {dot && <span aria-hidden className="size-1.5 rounded-full bg-tone-solid" />}
      {children}
    </span>
  );
}
