import type { TActivity, TAdminUserDetail, TAdminUserRecord } from '@engagex/contracts';
import { formatMoment, formatRelative } from '@/lib/time';
import { Badge } from '@/ui/Badge';
import { Panel } from './Panel';

const SERVICE_LABELS: Record<TAdminUserRecord['service'], string> = {
  events: 'Events',
  'cultural-events': 'Cultural events',
  jobs: 'Jobs',
};

/** What the person did elsewhere in the portal, in short lists: read-only. */
export function HistoryPanel({ detail }: { detail: TAdminUserDetail }) {
  return (
    <Panel title="History">
      <div className="grid gap-5 @2xl:grid-cols-2">
        <RecordList title="Bookings" records={detail.bookings} empty="No bookings." />
        <RecordList title="Registrations" records={detail.registrations} empty="No contest registrations." />
        <RecordList title="Applications" records={detail.applications} empty="No job applications." />
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
                  {SERVICE_LABELS[record.service]} ·{' '}
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
      <h3 className="text-sm font-semibold text-ink">Activity</h3>
      {activity.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">No activity yet.</p>
      ) : (
        <ul aria-label="Activity" className="mt-1 divide-y divide-line">
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
