import { hasRole, useCurrentUser } from '@/lib/account';
import { TabNav } from '@/ui/TabNav';
import { t } from '../messages';

/** Built when drawn, so the labels follow the reader's language. */
const tabs = () => [
  { to: '/employee', label: t('header.encashment'), end: true, admin: false },
  { to: '/employee/referrals', label: t('header.referrals'), end: false, admin: false },
  { to: '/employee/admin', label: t('header.queue'), end: false, admin: true },
];

/** The employee pages' heading and section links; the payout queue is linked for admins only. */
export function EmployeeHeader({ title, description }: { title: string; description: string }) {
  const { data: viewer } = useCurrentUser();
  const admin = hasRole(viewer, 'admin');
  return (
    <header className="flex flex-col gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-ink-muted sm:text-base">{description}</p>
      </div>
      <TabNav label={t('header.tabs')} tabs={tabs().filter((tab) => admin || !tab.admin)} />
    </header>
  );
}
