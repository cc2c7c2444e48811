import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './Button';
import { cx } from './cx';

/**
 * The way back to the page above. A text link by default; `quiet` is a small ghost button flush with the page's
 * edge, for pages whose header is a picture or a title block of their own.
 */
export function BackLink({
  to,
  children,
  quiet = false,
  className,
}: {
  to: string;
  children: ReactNode;
  quiet?: boolean;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={
        quiet
          ? buttonClasses({
              variant: 'ghost',
              size: 'sm',
              className: cx('-ml-3 self-start text-ink-muted', className),
            })
          : cx(
              'inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-medium text-link underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              className,
            )
      }
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
