import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';

/** A panel with nothing to show yet: an icon, what is missing and what to do about it. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <span
        aria-hidden
        className="mb-1 inline-flex size-12 items-center justify-center rounded-2xl bg-surface-muted text-ink-muted"
      >
        {icon}
      </span>
      <p className="font-semibold text-ink">{title}</p>
      <p className="max-w-sm text-sm text-ink-muted">{text}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

/** A request that failed, with the server's sentence and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 px-1 py-6">
      <p className="font-semibold text-ink">{title}</p>
      <p className="text-sm text-ink-muted">{error.message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
