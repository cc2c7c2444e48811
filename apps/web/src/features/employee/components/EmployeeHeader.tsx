import { NavLink } from 'react-router';
import { cx } from '@/ui/cx';
import { isAdmin, useViewer } from '../api/get-viewer';

const tabs = [
  { to: '/employee', label: 'Encashment', end: true, admin: false },
  { to: '/employee/referrals', label: 'Referrals', end: false, admin: false },
  { to: '/employee/admin', label: 'Encashment queue', end: false, admin: true },
] as const;

/** The employee pages' heading and section links; the payout queue is linked for admins only. */
export function EmployeeHeader({ title, description }: { title: string; description: string }) {
  const { data: viewer } = useViewer();
  const admin = isAdmin(viewer);
  return (
    <header className="flex flex-col gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-ink-muted sm:text-base">{description}</p>
      </div>
      <nav aria-label="Employee" className="-mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-b border-line px-1">
          {tabs
            .filter((tab) => admin || !tab.admin)
            .map((tab) => (
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
    </header>
  );
}
