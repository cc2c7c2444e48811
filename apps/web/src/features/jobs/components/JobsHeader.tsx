import type { ReactNode } from 'react';
import { hasRole, useCurrentUser } from '@/lib/account';
import { TabNav } from '@/ui/TabNav';
import { t } from '../messages';

/** Built when drawn, so the labels follow the reader's language. */
const tabs = () => [
  { to: '/jobs', label: t('header.openings'), end: true, admin: false },
  { to: '/jobs/applications', label: t('header.myApplications'), end: false, admin: false },
  { to: '/jobs/admin', label: t('header.reviewQueue'), end: false, admin: true },
];

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
      <TabNav label={t('header.tabs')} tabs={tabs().filter((tab) => admin || !tab.admin)} />
    </header>
  );
}
