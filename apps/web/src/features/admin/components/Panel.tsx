import { type ReactNode, useId } from 'react';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';

/** One part of a person's page: a card named by its heading, with an optional action beside the heading. */
export function Panel({
  title,
  action,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className={cx('flex min-w-0 flex-col gap-3 p-5', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
