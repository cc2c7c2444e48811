import type { TEncashmentRequest, TEncashmentStatus } from '@engagex/contracts';
import { employeeApi } from '@engagex/contracts/api/employee';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { hasRole, useCurrentUser } from '@/lib/account';
import { download } from '@/lib/download';
import { pageFrom } from '@/lib/page-param';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { ExportButton } from '@/ui/ExportButton';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/ui/states';
import { useEncashmentQueue } from '../api/list-encashment-queue';
import { EmployeeHeader } from '../components/EmployeeHeader';
import { RoleRequired } from '../components/RoleRequired';
import { EncashmentStatusBadge } from '../components/StatusBadge';
import { ENCASHMENT_STATUS, formatCredits, formatDay, formatInr } from '../format';
import { t } from '../messages';
import { ENCASHMENT_ACTIONS, EncashmentActions } from './EncashmentActions';
import { FlaggedReferrals } from './FlaggedReferrals';
import { PayoutDestination } from './PayoutDestination';

const STATUSES: readonly TEncashmentStatus[] = ['pending', 'approved', 'paid', 'rejected', 'cancelled'];
const FILTERS: ReadonlyArray<{ value: TEncashmentStatus | undefined; readonly label: string }> = [
  ...STATUSES.map((value) => ({
    value,
    get label() {
      return ENCASHMENT_STATUS[value].label;
    },
  })),
  {
    value: undefined,
    get label() {
      return t('queue.all');
    },
  },
];

/**
 * /employee/admin: every employee's encashment requests, to approve, reject or mark paid; the shown status exports
 * as CSV. Admins only.
 */
export function EncashmentQueuePage() {
  const { data: viewer } = useCurrentUser();
  if (viewer && !hasRole(viewer, 'admin')) return <RoleRequired needs="admin" email={viewer.email} />;
  return <Queue />;
}

function Queue() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  // Pending first: that is where the work is.
  const status = raw === 'all' ? undefined : (FILTERS.find((f) => f.value === raw)?.value ?? 'pending');
  const page = pageFrom(params);
  const queue = useEncashmentQueue({ status, page });
  const show = (next: { status?: TEncashmentStatus | undefined; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = 'status' in next ? next.status : status;
    if (nextStatus !== 'pending') search.set('status', nextStatus ?? 'all');
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>{t('queue.pageTitle')}</title>
      <EmployeeHeader title={t('queue.title')} description={t('queue.description')} />
      <FlaggedReferrals />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('queue.show')}</legend>
          {FILTERS.map((filter) => (
            <button
              key={filter.value ?? 'all'}
              type="button"
              aria-pressed={status === filter.value}
              onClick={() => show({ status: filter.value })}
              className={cx(
                'h-9 rounded-full border px-4 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                status === filter.value
                  ? 'border-primary bg-primary text-primary-fg'
                  : 'border-line-strong bg-surface text-ink hover:bg-surface-muted',
              )}
            >
              {filter.label}
            </button>
          ))}
        </fieldset>
        <ExportButton
          size="sm"
          onExport={() => download(employeeApi.exportEncashmentQueue, { query: { status } })}
        />
      </div>
      {queue.isPending ? (
        <ListSkeleton label={t('queue.loading')} />
      ) : queue.isError ? (
        <LoadError title={t('queue.loadError')} error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState
          framed
          icon={<Inbox className="size-6" />}
          title={status ? t('queue.emptyStatus', { status }) : t('queue.empty')}
          text={status === 'pending' ? t('queue.caughtUp') : t('queue.tryAnother')}
        />
      ) : (
        <>
          <ul
            aria-label={t('queue.list')}
            className={cx('flex flex-col gap-3', queue.isPlaceholderData && 'opacity-60')}
          >
            {queue.data.items.map((request) => (
              <li key={request.id}>
                <QueueCard request={request} />
              </li>
            ))}
          </ul>
          <Pagination
            label={t('queue.pages')}
            page={page}
            totalPages={queue.data.totalPages}
            busy={queue.isPlaceholderData}
            onPageChange={(next) => show({ page: next })}
          />
        </>
      )}
    </div>
  );
}

function QueueCard({ request }: { request: TEncashmentRequest }) {
  const { data: viewer } = useCurrentUser();
  // Only while there is a payout to make: a paid, rejected or cancelled request needs no account number.
  const payoutAdmin = hasRole(viewer, 'payout');
  const canReveal = payoutAdmin && (request.status === 'pending' || request.status === 'approved');
  const titleId = `encashment-${request.id}`;
  const open = ENCASHMENT_ACTIONS[request.status].length > 0;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="font-semibold text-ink">
              {request.employeeName}
            </h2>
            <EncashmentStatusBadge status={request.status} />
          </div>
          <p className="mt-0.5 text-sm text-ink-muted">
            {t('queue.requested', { date: formatDay(request.createdAt) })}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-xl font-bold text-ink tabular-nums">
            {formatInr(request.amountInr)}
          </span>
          <span className="text-sm text-ink-muted">{formatCredits(request.credits)}</span>
        </p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <PayoutDestination request={request} canReveal={canReveal} payoutAdmin={payoutAdmin} />
        {request.rejectionReason && (
          <div className="min-w-0">
            <dt className="text-xs font-medium text-ink-muted">{t('queue.rejectionReason')}</dt>
            <dd className="mt-0.5 text-ink">{request.rejectionReason}</dd>
          </div>
        )}
        {request.payoutReference && (
          <div className="min-w-0">
            <dt className="text-xs font-medium text-ink-muted">
              {request.paidAt
                ? t('queue.referencePaid', { date: formatDay(request.paidAt) })
                : t('queue.reference')}
            </dt>
            <dd className="mt-0.5 font-mono text-ink">{request.payoutReference}</dd>
          </div>
        )}
      </dl>
      {open && (
        <div className="border-t border-line pt-4">
          <EncashmentActions request={request} />
        </div>
      )}
    </Card>
  );
}
