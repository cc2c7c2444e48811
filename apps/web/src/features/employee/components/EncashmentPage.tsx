import { hasRole, useCurrentUser } from '@/lib/account';
import { Card, Skeleton } from '@/ui/Card';
import { LoadError } from '@/ui/states';
import { useEncashmentConfig } from '../api/get-encashment-config';
import { t } from '../messages';
import { EmployeeHeader } from './EmployeeHeader';
import { EncashmentFacts } from './EncashmentFacts';
import { EncashmentForm } from './EncashmentForm';
import { EncashmentRequests } from './EncashmentRequests';
import { RoleRequired } from './RoleRequired';

/** /employee: turn earned credits into money, and follow the requests. Employees only. */
export function EncashmentPage() {
  const { data: viewer } = useCurrentUser();
  if (viewer && !hasRole(viewer, 'employee')) return <RoleRequired needs="employee" email={viewer.email} />;
  return <Encashment />;
}

function Encashment() {
  const config = useEncashmentConfig();
  return (
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>{t('page.title')}</title>
      <EmployeeHeader title={t('page.heading')} description={t('page.description')} />
      {config.isPending ? (
        <div aria-busy="true" className="grid gap-6 @4xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <p role="status" className="sr-only">
            {t('page.loading')}
          </p>
          <Skeleton className="h-[28rem] rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      ) : config.isError ? (
        <LoadError title={t('page.loadError')} error={config.error} onRetry={() => void config.refetch()} />
      ) : (
        <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <Card className="p-5 sm:p-6">
            <EncashmentForm config={config.data} />
          </Card>
          <EncashmentFacts config={config.data} />
        </div>
      )}
      <EncashmentRequests />
    </div>
  );
}
