import type { ReactNode } from 'react';
import { hasRole, useCurrentUser } from '@/lib/account';
import { TabNav } from '@/ui/TabNav';

const tabs = [
  { to: '/jobs', label: 'Openings', end: true, admin: false },
  { to: '/jobs/applications', label: 'My applications', end: false, admin: false },
  { to: '/jobs/admin', label: 'Review queue', end: false, admin: true },
] as const;

/** The jobs pages' heading and their section links; the review queue is linked for admins only. */
export function JobsHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  const { data: viewer } = useCurrentUser();
  const admin = hasRole(viewer, 'admin');
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-ink-muted sm:text-base">{description}</p>
        </div>
        {actions}
      </div>
      <TabNav label="Jobs" tabs={tabs.filter((tab) => admin || !tab.admin)} />
    </header>
  );
}
