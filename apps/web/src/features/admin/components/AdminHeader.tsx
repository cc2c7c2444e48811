import type { ReactNode } from 'react';
import { TabNav } from '@/ui/TabNav';
import { t } from '../messages';

/** The console's title and its sections, above each of its pages. */
export function AdminHeader({ title, description }: { title: string; description: ReactNode }) {
  return (
    <header className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-ink-muted sm:text-base">{description}</p>
      </div>
      <TabNav
        label={t('header.tabs')}
        tabs={[
          { to: '/admin/people', label: t('header.people'), end: false },
          { to: '/admin/audit', label: t('header.audit'), end: false },
          { to: '/admin/failures', label: t('header.failures'), end: false },
        ]}
      />
    </header>
  );
}
