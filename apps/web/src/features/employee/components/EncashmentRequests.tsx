import type { TEncashmentRequest } from '@engagex/contracts';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/ui/states';
import { saidNow, toast } from '@/ui/toast';
import { cancelFailed, useCancelEncashment } from '../api/cancel-encashment';
import { useEncashments } from '../api/list-encashments';
import { formatCredits, formatDay, formatInr, PAYOUT_LABELS } from '../format';
import { t } from '../messages';
import { EncashmentStatusBadge } from './StatusBadge';

/** The employee's requests, newest first; a pending one can be cancelled and its credits come back. */
export function EncashmentRequests() {
  const [page, setPage] = useState(1);
  const requests = useEncashments(page);
  return (
    <section aria-labelledby="encashment-requests" className="flex flex-col gap-4">
      <h2 id="encashment-requests" className="text-lg font-semibold text-ink">
        {t('requests.title')}
      </h2>
      {requests.isPending ? (
        <ListSkeleton rows={2} label={t('requests.loading')} />
      ) : requests.isError ? (
        <LoadError
          title={t('requests.loadError')}
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.items.length === 0 ? (
        <EmptyState
          framed
          icon={<Banknote className="size-6" />}
          title={t('requests.empty')}
          text={t('requests.emptyText')}
        />
      ) : (
        <>
          <Card className="overflow-hidden">
            <ul
              aria-label={t('requests.list')}
              className={cx('divide-y divide-line', requests.isPlaceholderData && 'opacity-60')}
            >
              {requests.data.items.map((request) => (
                <li key={request.id}>
                  <RequestRow request={request} />
                </li>
              ))}
            </ul>
          </Card>
          <Pagination
            label={t('requests.pages')}
            page={page}
            totalPages={requests.data.totalPages}
            busy={requests.isPlaceholderData}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}

function RequestRow({ request }: { request: TEncashmentRequest }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelEncashment();
  const onCancel = () =>
    cancel.mutate(request.id, {
      onSuccess: (cancelled) =>
        toast({
          title: () => t('requests.cancelledToast'),
          description: () => t('requests.cancelledText', { credits: cancelled.credits }),
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: () => cancelFailed(), description: saidNow(error.message), variant: 'error' }),
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-semibold text-ink tabular-nums">
            {formatCredits(request.credits)} <span className="font-normal text-ink-muted">→</span>{' '}
            {formatInr(request.amountInr)}
          </p>
          <EncashmentStatusBadge status={request.status} />
        </div>
        <p className="mt-1 text-sm break-words text-ink-muted">
          {PAYOUT_LABELS[request.payoutMethod]} · {request.payoutTo}
        </p>
        <p className="text-sm text-ink-muted">
          {t('requests.requested', { date: formatDay(request.createdAt) })}
        </p>
        {request.status === 'rejected' && request.rejectionReason && (
          <p className="mt-1 text-sm text-ink">{t('requests.reason', { reason: request.rejectionReason })}</p>
        )}
        {request.status === 'paid' && (
          <p className="mt-1 text-sm text-ink">
            {request.paidAt ? t('requests.paidOn', { date: formatDay(request.paidAt) }) : t('requests.paid')}
            {request.payoutReference
              ? ` · ${t('requests.reference', { reference: request.payoutReference })}`
              : ''}
          </p>
        )}
      </div>
      {request.status === 'pending' &&
        (confirming ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-ink-muted">{t('requests.confirmCancel')}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirming(false)}
              disabled={cancel.isPending}
            >
              {t('requests.keep')}
            </Button>
            <Button variant="danger" size="sm" loading={cancel.isPending} onClick={onCancel}>
              {t('requests.yesCancel')}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {t('requests.cancel')}
          </Button>
        ))}
    </div>
  );
}
