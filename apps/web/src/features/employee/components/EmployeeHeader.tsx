import { hasRole, useCurrentUser } from '@/lib/account';
import { TabNav } from '@/ui/TabNav';

const tabs = [
  { to: '/employee', label: 'Encashment', end: true, admin: false },
  { to: '/employee/referrals', label: 'Referrals', end: false, admin: false },
  { to: '/employee/admin', label: 'Encashment queue', end: false, admin: true },
] as const;

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
      <TabNav label="Employee" tabs={tabs.filter((tab) => admin || !tab.admin)} />
    </header>
  );
}
