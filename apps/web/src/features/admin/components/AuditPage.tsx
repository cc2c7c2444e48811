import type { TAuditEntry } from '@engagex/contracts';
import { History } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { rich } from '@/i18n/rich';
import { formatMoment } from '@/lib/time';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { EmptyState, ListSkeleton, LoadError } from '@/ui/states';
import { useAudit } from '../api/list-audit';
import { auditActionLabel, changeLines } from '../format';
import { t } from '../messages';
import { AdminHeader } from './AdminHeader';
import { AdminsOnly } from './AdminsOnly';
import { AuditFilters, filterFrom } from './AuditFilters';
import { LoadMore } from './LoadMore';
import { Table } from './Table';

/** /admin/audit: every change made in the console (and every payout reveal), newest first. Read-only. */
export function AuditPage() {
  return (
    <AdminsOnly>
      <Audit />
    </AdminsOnly>
  );
}

function Audit() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const audit = useAudit(filter);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.values(filter).some(Boolean);

  return (
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>{t('audit.title')}</title>
      <AdminHeader title={t('audit.heading')} description={t('audit.intro')} />
      <AuditFilters
        key={params.toString()}
        filter={filter}
        onApply={(next) => setParams(next, { replace: true })}
      />
      {audit.isPending ? (
        <ListSkeleton label={t('audit.loading')} />
      ) : audit.isError && !audit.isFetchNextPageError ? (
        <LoadError title={t('audit.failed')} error={audit.error} onRetry={() => void audit.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          framed
          icon={<History className="size-6" />}
          title={filtered ? t('audit.noMatch.title') : t('audit.none.title')}
          text={filtered ? t('audit.noMatch.text') : t('audit.none.text')}
        />
      ) : (
        <>
          <Card className={cx('p-3 sm:p-4', audit.isPlaceholderData && 'opacity-60')}>
            {/* A table where it fits; on a phone each entry is a card (a seven-column table would scroll). */}
            <div className="hidden @3xl:block">
              <AuditTable entries={entries} />
            </div>
            <AuditCards entries={entries} />
          </Card>
          <LoadMore list={audit} label={t('audit.loadMore')} />
        </>
      )}
    </div>
  );
}

function AuditTable({ entries }: { entries: readonly TAuditEntry[] }) {
  return (
    <Table
      caption={t('audit.table')}
      headers={[
        t('audit.when'),
        t('audit.who'),
        t('audit.action'),
        t('audit.whom'),
        t('audit.change'),
        t('audit.reason'),
        t('audit.requestId'),
      ]}
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td className="whitespace-nowrap">
            <time dateTime={entry.at}>{formatMoment(entry.at, 'precise')}</time>
          </td>
          <td className="min-w-40">
            <PersonCell person={entry.actor} />
          </td>
          <td className="font-medium whitespace-nowrap">{auditActionLabel(entry.action)}</td>
          <td className="min-w-40">
            {entry.target ? (
              <PersonCell person={entry.target} />
            ) : (
              <span className="text-ink-muted">{t('audit.deletedAccount')}</span>
            )}
          </td>
          <td className="min-w-48">
            <ChangeSummary entry={entry} />
          </td>
          <td className="min-w-40 break-words">
            {entry.reason ?? <span className="text-ink-muted">—</span>}
          </td>
          <td className="font-mono text-xs break-all">{entry.requestId}</td>
        </tr>
      ))}
    </Table>
  );
}

function AuditCards({ entries }: { entries: readonly TAuditEntry[] }) {
  return (
    <ul aria-label={t('audit.table')} className="divide-y divide-line @3xl:hidden">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1.5 px-1 py-3 text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold text-ink">{auditActionLabel(entry.action)}</span>
            <time dateTime={entry.at} className="text-xs text-ink-muted">
              {formatMoment(entry.at, 'precise')}
            </time>
          </p>
          <p className="text-ink-muted">
            {rich(
              entry.target
                ? t('audit.byFor', { actor: entry.actor.name, target: entry.target.name })
                : t('audit.byForDeleted', { actor: entry.actor.name }),
              {
                actor: () => <PersonLink person={entry.actor} />,
                target: () => (entry.target ? <PersonLink person={entry.target} /> : null),
              },
            )}
          </p>
          <div className="text-ink">
            <ChangeSummary entry={entry} />
          </div>
          {entry.reason && (
            <p className="break-words text-ink">{t('audit.reasonLine', { reason: entry.reason })}</p>
          )}
          <p className="font-mono text-xs break-all text-ink-muted">
            {t('audit.request', { id: entry.requestId })}
          </p>
        </li>
      ))}
    </ul>
  );
}

const PERSON_LINK =
  'font-medium text-link underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

function PersonLink({ person }: { person: NonNullable<TAuditEntry['target']> }) {
  return (
    <Link to={`/admin/people/${person.id}`} className={PERSON_LINK}>
      {person.name}
    </Link>
  );
}

function PersonCell({ person }: { person: NonNullable<TAuditEntry['target']> }) {
  return (
    <>
      <PersonLink person={person} />
      <span className="block text-xs break-all text-ink-muted">{person.email}</span>
    </>
  );
}

function ChangeSummary({ entry }: { entry: TAuditEntry }) {
  const lines = changeLines(entry.before, entry.after);
  if (lines.length === 0) return <span className="text-ink-muted">—</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}
