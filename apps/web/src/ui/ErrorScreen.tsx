import { MESSAGES } from '@engagex/contracts';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The fallback error screen of docs/product.md §8: its heading, then the status or the message. */
export function ErrorScreen({
  detail,
  hint,
  actions,
}: {
  detail: string;
  hint?: string;
  actions?: ReactNode;
}) {
  return (
    <div role="alert" className="flex min-h-[400px] w-full items-center justify-center p-6">
      <div className="w-full max-w-lg rounded-2xl border border-line bg-surface p-8 text-center shadow-sm">
        <div
          data-palette="red"
          className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-tone-soft text-tone-fg"
        >
          <TriangleAlert aria-hidden className="size-7" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight">{MESSAGES.unexpectedError}</h1>
        <p className="mt-3 font-mono text-sm break-words text-ink-muted">{detail}</p>
        {hint && <p className="mt-2 text-sm text-ink-muted">{hint}</p>}
        {actions && <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
      </div>
    </div>
  );
}
