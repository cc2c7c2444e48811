import { cx } from './cx';

/** The EngageX wordmark in the pixel font. */
export function Logo({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const text = { sm: 'text-[11px]', md: 'text-[13px]', lg: 'text-lg' }[size];
  return (
    <span className={cx('inline-flex items-center gap-2 font-pixel leading-none text-ink', text, className)}>
      <LogoMark className={size === 'lg' ? 'size-9' : 'size-7'} />
      {/* not translated: the brand */}
      <span>
        Engage<span className="text-primary">X</span>
      </span>
    </span>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cx('shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      {/* A pixel-art X, in the spirit of the wordmark's font. */}
      <path
        className="fill-primary-fg"
        d="M8 8h4v4H8zM20 8h4v4h-4zM12 12h8v8h-8zM8 20h4v4H8zM20 20h4v4h-4z"
      />
    </svg>
  );
}
