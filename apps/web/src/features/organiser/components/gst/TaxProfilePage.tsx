import { ArrowLeft, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { realmSearch } from '@/lib/realm';
import { buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { LoadError } from '@/ui/states';
import { useTaxProfile } from '../../api/get-tax-profile';
import { t } from '../../messages';
import { useRealm } from '../../use-realm';
import { ADMIN_BASE, AdminPageHeader } from '../EventsAdminLayout';
import { issuedDay } from './invoice-format';
import { TaxProfileForm } from './TaxProfileForm';

/**
 * /events/admin/tax-profile: the organiser's GST registration (decision 079), which the invoices of the events
 * they run name; without one the platform's registration invoices them, and the page says so.
 */
export function TaxProfilePage() {
  const profile = useTaxProfile();
  const [realm] = useRealm();
  return (
    <div className="flex flex-col gap-6">
      <title>{t('taxProfile.pageTitle')}</title>
      <AdminPageHeader
        title={t('taxProfile.title')}
        description={t('taxProfile.description')}
        actions={
          <Link
            to={`${ADMIN_BASE}/invoices${realmSearch(realm)}`}
            className={buttonClasses({ variant: 'secondary' })}
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t('invoices.title')}
          </Link>
        }
      />
      {profile.isPending ? (
        <div aria-busy="true">
          <span role="status" className="sr-only">
            {t('taxProfile.loading')}
          </span>
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      ) : profile.isError ? (
        <LoadError
          title={t('taxProfile.failed')}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <Card className="flex max-w-3xl flex-col gap-5 p-4 sm:p-6">
          <p className="flex items-start gap-3 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink">
            <Landmark aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-muted" />
            {profile.data
              ? t('taxProfile.current', {
                  name: profile.data.legalName,
                  gstin: profile.data.gstin,
                  date: issuedDay(profile.data.updatedAt),
                })
              : t('taxProfile.none')}
          </p>
          <TaxProfileForm profile={profile.data} />
        </Card>
      )}
    </div>
  );
}
