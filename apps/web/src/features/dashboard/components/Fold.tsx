import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cx } from '@/ui/cx';

export interface Fold {
  /** On a phone the section starts closed behind a disclosure button; on a desktop it is simply open. */
  folded: boolean;
  open: boolean;
  toggle: () => void;
  panelId: string;
}

/**
 * A dashboard section that folds away on phones (at 390 px the dashboard was 4,000 px long).
 * Closed, its body is not rendered at all, so what it would load (the activity feed) waits until it is wanted.
 */
export function useFold(folded: boolean): Fold {
  const [open, setOpen] = useState(!folded);
  return { folded, open, toggle: () => setOpen((current) => !current), panelId: useId() };
}

/**
 * The section's heading: on a phone it holds the disclosure button (the WAI-ARIA disclosure pattern: a button
 * with aria-expanded inside the heading, so the heading still names the section and the button says its state).
 */
export function FoldHeading({
  fold,
  id,
  className,
  children,
}: {
  fold: Fold;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  if (!fold.folded) {
    return (
      <h2 id={id} className={className}>
        {children}
      </h2>
    );
  }
  return (
    <h2 id={id} className="text-lg font-semibold">
      <button
        type="button"
        aria-expanded={fold.open}
        aria-controls={fold.panelId}
        onClick={fold.toggle}
        className="flex min-h-11 w-full items-center gap-2 rounded-xl text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {children}
        <ChevronDown
          aria-hidden
          className={cx(
            'ml-auto size-5 shrink-0 text-ink-muted transition-transform duration-(--duration-fast)',
            fold.open && 'rotate-180',
          )}
        />
      </button>
    </h2>
  );
}

/** The part of the section that folds: always in the page (the button's aria-controls names it), empty while closed. */
export function FoldPanel({
  fold,
  className,
  children,
}: {
  fold: Fold;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div id={fold.panelId} hidden={!fold.open} className={className}>
      {fold.open ? children : null}
    </div>
  );
}
