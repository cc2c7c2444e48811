import type { ReactNode } from 'react';

export interface FiguresRow {
  key: string;
  /** The first cell names the row (a day, a quarter hour, a ticket type); the rest are figures. */
  cells: ReactNode[];
}

/**
 * A sales table: the screen reader's way to a chart's figures and everyone's way to the exact ones. Row headers
 * name each day or type, figures align right, a totals row closes it. Long tables scroll inside a region that
 * the keyboard can reach, with the column headers kept in view.
 */
export function FiguresTable({
  caption,
  head,
  rows,
  foot,
}: {
  caption: string;
  head: string[];
  rows: FiguresRow[];
  foot?: ReactNode[];
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-lg border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-xs font-semibold text-ink-muted">
            {head.map((label, index) => (
              <th
                key={label}
                scope="col"
                className={`sticky top-0 border-b border-line bg-surface-muted px-3 py-2 font-semibold ${index === 0 ? '' : 'text-right'}`}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; their place is their name.
                  <th key={index} scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-ink">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; their place is their name.
                  <td key={index} className="px-3 py-2 text-right whitespace-nowrap text-ink tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot>
            <tr className="border-t-2 border-line-strong font-semibold">
              {foot.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; their place is their name.
                  <th key={index} scope="row" className="px-3 py-2 text-ink">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; their place is their name.
                  <td key={index} className="px-3 py-2 text-right whitespace-nowrap text-ink tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
