import { useState } from 'react';
import { cx } from './cx';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : (parts[0]?.[0] ?? '');
  return letters.toUpperCase() || '?';
}

/** Decorative: the name is always shown or announced next to it. */
export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const classes = cx('size-9 shrink-0 rounded-full', className);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={cx(classes, 'object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden
      data-palette="purple"
      className={cx(
        classes,
        'inline-flex items-center justify-center bg-tone-soft text-xs font-semibold text-tone-fg',
      )}
    >
      {initials(name)}
    </span>
  );
}
