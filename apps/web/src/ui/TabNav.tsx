import { NavLink } from 'react-router';
import { cx } from './cx';

export type Tab = {
  to: string;
  label: string;
  /** Active only on this exact path, for a section's index tab that would otherwise match every page below. */
  end: boolean;
};

/** A section's pages as underlined tabs; the current one is marked by NavLink (aria-current="page"). */
export function TabNav({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-line px-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cx(
                  'relative -mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
                  isActive
                    ? 'border-primary text-ink'
                    : 'border-transparent text-ink-muted hover:border-line-strong hover:text-ink',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
