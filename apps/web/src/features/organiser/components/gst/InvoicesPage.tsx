import { FileText, Landmark } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { pageFrom, withPage, withParams } from '@/lib/page-param';
import { realmSearch } from '@/lib/realm';
import { buttonClasses } from '@/ui/Button';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/ui/states';
import { useTaxProfile } from '../../api/get-tax-profile';
import { useInvoices } from '../../api/list-invoices';
import { t } from '../../messages';
import { useRealm } from '../../use-realm';
import { ADMIN_BASE, AdminPageHeader } from '../EventsAdminLayout';
import { Gstr1Export } from './Gstr1Export';
import { datesFrom, InvoiceFilters } from './InvoiceFilters';
import { InvoicesList } from './InvoicesList';

const PAGE_SIZE = 20;

/**
 * /events/admin/invoices: the GST documents of the events the organiser runs (decision 079), newest first, by
 * date, with the month's GSTR-1 export. Without a tax profile the page says why the documents name the platform
 * (or are receipts without GST) and links to the profile.
 */
export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const [realm] = useRealm();
  const dates = datesFrom(params);
  const page = pageFrom(params);
  const profile = useTaxProfile();
  const invoices = useInvoices({
    page,
    limit: PAGE_SIZE,
    ...(dates.from ? { from: dates.from } : {}),
    ...(dates.to ? { to: dates.to } : {}),
  });
  const profilePath = `${ADMIN_BASE}/tax-profile${realmSearch(realm)}`;

  return (
    <div className="flex flex-col gap-6">
      <title>{t('invoices.pageTitle')}</title>
      <AdminPageHeader
        title={t('invoices.title')}
        description={t('invoices.description')}
        actions={
          <Link to={profilePath} className={buttonClasses({ variant: 'secondary' })}>
            <Landmark aria-hidden className="size-4" />
            {t('invoices.taxProfile')}
          </Link>
        }
      />

      {profile.data === null && (
        <div
          role="note"
          data-palette="yellow"
          className="flex flex-col gap-3 rounded-2xl border border-tone-line bg-tone-soft p-4 sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1 text-tone-fg">
            <p className="font-semibold">{t('invoices.noProfile.title')}</p>
            <p className="text-sm">{t('invoices.noProfile.text')}</p>
          </div>
          <Link
            to={profilePath}
            className={buttonClasses({ size: 'sm', className: 'self-start sm:self-auto' })}
          >
            {t('invoices.noProfile.action')}
          </Link>
        </div>
      )}

      <Gstr1Export />

      <InvoiceFilters
        key={`${dates.from}|${dates.to}`}
        dates={dates}
        onApply={(next) => setParams((current) => withParams(current, next), { replace: true })}
      />

      {invoices.isPending ? (
        <ListSkeleton label={t('invoices.loading')} />
      ) : invoices.isError ? (
        <LoadError
          title={t('invoices.failed')}
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
        />
      ) : invoices.data.items.length === 0 ? (
        <EmptyState
          framed
          icon={<FileText className="size-6" />}
          title={t('invoices.empty.title')}
          text={t('invoices.empty.text')}
        />
      ) : (
        <>
          <InvoicesList rows={invoices.data.items} dimmed={invoices.isPlaceholderData} />
          <Pagination
            label={t('invoices.pages')}
            page={invoices.data.page}
            totalPages={invoices.data.totalPages}
            busy={invoices.isPlaceholderData}
            onPageChange={(next) => setParams((current) => withPage(current, next), { replace: true })}
          />
        </>
      )}
    </div>
  );
}
