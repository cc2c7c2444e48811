import type { TEventSales } from '@engagex/contracts';
import { useParams } from 'react-router';
import { formatInr } from '@/lib/format';
import { realmSearch } from '@/lib/realm';
import { zoneCaption } from '@/lib/time';
import { BackLink } from '@/ui/BackLink';
import { Card, Skeleton } from '@/ui/Card';
import { LoadError } from '@/ui/states';
import { useAdminEvent } from '../../api/get-event';
import { formatNumber } from '../../format';
import { t } from '../../messages';
import { realmName } from '../../realm-name';
import { useRealm } from '../../use-realm';
import { ADMIN_BASE } from '../EventsAdminLayout';
import { Admissions, MoneyPerDay, TicketsPerDay, TypeTotals } from './SalesSections';
import { useEventSales } from './sales-query';

/**
 * /events/admin/:eventId/sales: an organiser's sales at a glance (decision 078) — tickets sold per day by type,
 * money taken per day net of refunds, people admitted over time, and the totals per type. Each chart has its
 * table; the charts load their library after the tables are on screen.
 */
export function SalesPage() {
  const { eventId = '' } = useParams();
  const [realm] = useRealm();
  const detail = useAdminEvent(realm, eventId);
  const sales = useEventSales(realm, eventId);
  const title = detail.data?.event.title;
  return (
    <div className="flex flex-col gap-6">
      <title>{title ? t('sales.pageTitle', { title }) : t('sales.heading')}</title>
      <BackLink to={`${ADMIN_BASE}/${eventId}${realmSearch(realm)}`} className="-mb-3">
        {t('sales.back')}
      </BackLink>
      <header className="flex flex-col gap-2">
        <p className="text-xs font-semibold tracking-wider text-primary uppercase">
          {t('sales.eyebrow', { realm: realmName(realm) })}
        </p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title ?? t('sales.heading')}</h1>
        {sales.data && (
          <p className="text-sm text-ink-muted">
            {t('sales.zone', { zone: zoneCaption(sales.data.timeZone) })}
          </p>
        )}
      </header>
      {sales.isPending ? (
        <div role="status" aria-label={t('sales.loading')} className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-20 w-full" />
            ))}
          </div>
          <Skeleton className="h-72 w-full" />
        </div>
      ) : sales.isError ? (
        <Card className="p-4 sm:p-6">
          <LoadError
            inline
            title={t('sales.failed')}
            error={sales.error}
            onRetry={() => void sales.refetch()}
          />
        </Card>
      ) : (
        <>
          <Headline sales={sales.data} />
          <TicketsPerDay sales={sales.data} />
          <MoneyPerDay sales={sales.data} />
          <Admissions sales={sales.data} />
          <TypeTotals sales={sales.data} />
        </>
      )}
    </div>
  );
}

/** The four figures an organiser looks for first; read out again when the minute's refresh changes them. */
function Headline({ sales }: { sales: TEventSales }) {
  const { totals } = sales;
  const cancelled = sales.types.reduce((total, type) => total + type.cancelled, 0);
  const figures = [
    { label: t('sales.sold'), value: formatNumber(totals.tickets) },
    {
      label: t('sales.taken'),
      value: formatInr(totals.netInr),
      hint: t('sales.takenCredits', { count: totals.netCredits }),
    },
    { label: t('sales.admitted'), value: formatNumber(totals.admitted) },
    { label: t('sales.cancelled'), value: formatNumber(cancelled) },
  ];
  return (
    <section aria-labelledby="sales-figures-heading">
      <h2 id="sales-figures-heading" className="sr-only">
        {t('sales.figures')}
      </h2>
      <dl aria-live="polite" aria-atomic="true" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map((figure) => (
          <Card key={figure.label} className="flex flex-col gap-1 px-4 py-3">
            <dt className="text-xs font-medium text-ink-muted">{figure.label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-ink tabular-nums">{figure.value}</dd>
            {figure.hint && <dd className="text-xs text-ink-muted">{figure.hint}</dd>}
          </Card>
        ))}
      </dl>
    </section>
  );
}
