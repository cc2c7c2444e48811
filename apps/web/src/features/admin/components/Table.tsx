import type { ReactNode } from 'react';

/**
 * A data table that scrolls sideways inside its own frame on a narrow screen (the page never does); the frame is
 * focusable and named by the caption, so a keyboard can scroll it too.
 */
export function Table({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="-mx-1 overflow-x-auto rounded-lg px-1 focus-visible:outline-2 focus-visible:outline-focus"
    >
      <table className="w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-line [&_td]:px-2 [&_td]:py-2 [&_td]:align-top [&_th]:px-2 [&_th]:py-2">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-xs text-ink-muted">
            {headers.map((header) => (
              <th key={header} scope="col" className="font-medium whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-ink">{children}</tbody>
      </table>
    </section>
  );
}
