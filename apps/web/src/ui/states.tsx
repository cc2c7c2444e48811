import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { t } from './messages';

/**
 * A panel with nothing to show yet: an icon, what is missing and what to do about it. `framed` puts it on a card
 * of its own, for a page's main list; without it, it sits inside a panel the page already drew.
 */
export function EmptyState({
  icon,
  title,
  text,
  action,
  framed = false,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action?: ReactNode;
  framed?: boolean;
}) {
  const Frame = framed ? Card : 'div';
  return (
    <Frame className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <span
        aria-hidden
        className="mb-1 inline-flex size-12 items-center justify-center rounded-2xl bg-surface-muted text-ink-muted"
      >
        {icon}
      </span>
      <p className="font-semibold text-ink">{title}</p>
      <p className="max-w-sm text-sm text-ink-muted">{text}</p>
      {action && <div className="mt-3">{action}</div>}
    </Frame>
  );
}

/**
 * A request that failed, with the server's sentence and a retry. `inline` leaves the card out: the organiser
 * pages show it bare, mostly inside panels of their own where a second frame would nest.
 */
export function LoadError({
  title,
  error,
  onRetry,
  inline = false,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  inline?: boolean;
}) {
  const body = (
    <>
      <p className="font-semibold text-ink">{title}</p>
      <p className="text-sm text-ink-muted">{error.message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </>
  );
  return inline ? (
    <div role="alert" className="flex flex-col items-start gap-3 px-1 py-6">
      {body}
    </div>
  ) : (
    <Card role="alert" className="flex flex-col items-start gap-3 p-5">
      {body}
    </Card>
  );
}

/** Placeholder cards while a list loads. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={index} className="flex flex-col gap-3 p-5">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-5/6" />
        </Card>
      ))}
    </div>
  );
}
