import type { TActivity, TAdminUserDetail, TAdminUserRecord } from '@engagex/contracts';
import { formatMoment, formatRelative } from '@/lib/time';
import { Badge } from '@/ui/Badge';
import { t } from '../messages';
import { Panel } from './Panel';

const serviceLabel = (service: TAdminUserRecord['service']): string => t(`service.${service}`);

/** What the person did elsewhere in the portal, in short lists: read-only. */
export function HistoryPanel({ detail }: { detail: TAdminUserDetail }) {
  return (
    <Panel title={t('history.heading')}>
      <div className="grid gap-5 @2xl:grid-cols-2">
        <RecordList title={t('history.bookings')} records={detail.bookings} empty={t('history.noBookings')} />
        <RecordList
          title={t('history.registrations')}
          records={detail.registrations}
          empty={t('history.noRegistrations')}
        />
        <RecordList
          title={t('history.applications')}
          records={detail.applications}
          empty={t('history.noApplications')}
        />
        <ActivityList activity={detail.activity} />
      </div>
    </Panel>
  );
}

function RecordList({
  title,
  records,
  empty,
}: {
  title: string;
  records: readonly TAdminUserRecord[];
  empty: string;
}) {
  return (
    <section className="min-w-0">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {records.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul aria-label={title} className="mt-1 divide-y divide-line">
          {records.map((record) => (
            <li key={record.id} className="flex items-start justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate text-ink">{record.title}</span>
                <span className="text-xs text-ink-muted">
                  {serviceLabel(record.service)} ·{' '}
                  <time dateTime={record.createdAt}>{formatMoment(record.createdAt, 'date')}</time>
                </span>
              </span>
              <Badge className="shrink-0">{record.status}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ActivityList({ activity }: { activity: readonly TActivity[] }) {
  return (
    <section className="min-w-0">
      <h3 className="text-sm font-semibold text-ink">{t('history.activity')}</h3>
      {activity.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{t('history.noActivity')}</p>
      ) : (
        <ul aria-label={t('history.activity')} className="mt-1 divide-y divide-line">
          {activity.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 text-ink">{item.title}</span>
              <time
                dateTime={item.timestamp}
                title={formatMoment(item.timestamp, 'stamp')}
                className="shrink-0 text-xs text-ink-muted"
              >
                {formatRelative(item.timestamp)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
