import type { ReactNode } from 'react';

export function EmptyState({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
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
    </div>
  );
}
