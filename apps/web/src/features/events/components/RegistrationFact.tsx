import type { ReactNode } from 'react';

/** One labelled figure of an entry, its icon in the margin. */
export function RegistrationFact({
  icon,
  term,
  children,
}: {
  icon: ReactNode;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-w-0 pl-6.5">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <span aria-hidden className="absolute top-0.5 left-0 text-ink-muted">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 font-medium text-ink">{children}</dd>
    </div>
  );
}
