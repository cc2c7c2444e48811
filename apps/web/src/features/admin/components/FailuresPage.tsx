/**
 * /admin/failures (decision 096): emails that reached `failed`, refunds the sweep gave up on, webhook deliveries
 * that stopped; each sent again, or a refund settled by hand. Changes when another kind of failure is shown.
 */
import type { TFailedEmail, TGivenUpRefund, TStoppedWebhookDelivery } from '@engagex/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatMoney } from '@/lib/currency';
import { formatMoment } from '@/lib/time';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/ui/states';
import { saidNow, type ToastWords, toast } from '@/ui/toast';
import {
  useFailedEmails,
  useGivenUpRefunds,
  useResendEmail,
  useResendWebhook,
  useRetryRefund,
  useStoppedWebhooks,
} from '../api/failures';
import { t } from '../messages';
import { AdminHeader } from './AdminHeader';
import { AdminsOnly } from './AdminsOnly';
import { SettleRefundDialog } from './SettleRefundDialog';

export function FailuresPage() {
  return (
    <AdminsOnly>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <title>{t('failures.title')}</title>
        <AdminHeader title={t('failures.heading')} description={t('failures.intro')} />
        <Refunds />
        <Emails />
        <Webhooks />
      </div>
    </AdminsOnly>
  );
}

type Page<T> = { items: T[]; page: number; totalPages: number; total: number };

/** One list: its heading and count, loading and failure states, the rows, and its pages. */
function Section<T>({
  title,
  query,
  page,
  onPage,
  row,
}: {
  title: string;
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  row: (item: T) => ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-ink">
        {title}
        {query.data && <span className="ml-2 text-sm font-normal text-ink-muted">({query.data.total})</span>}
      </h2>
      {query.isPending ? (
        <ListSkeleton rows={2} label={t('failures.loading')} />
      ) : query.isError ? (
        <LoadError title={t('failures.failed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState framed icon={<CircleCheck className="size-6" />} title={t('failures.none')} text="" />
      ) : (
        <Card className="flex flex-col divide-y divide-line p-0">
          {query.data.items.map(row)}
          {query.data.totalPages > 1 && (
            <div className="px-4 pb-3">
              <Pagination
                label={title}
                page={page}
                totalPages={query.data.totalPages}
                busy={query.isPlaceholderData}
                onPageChange={onPage}
              />
            </div>
          )}
        </Card>
      )}
    </section>
  );
}

function Row({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1 text-sm">{children}</div>
      <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
    </div>
  );
}

const Person = ({ person }: { person: { name: string; email: string } }) => (
  <span className="text-ink-muted">
    {person.name} · <span className="break-all">{person.email}</span>
  </span>
);

const LastError = ({ error }: { error: string | null }) =>
  error ? <span className="break-words font-mono text-xs text-danger">{error}</span> : null;

/** Each action says what became of it; a refusal (somebody answered first) says so too. */
const saying = (title: ToastWords) => ({
  done: () => toast({ title, variant: 'success' }),
  failed: (error: Error) =>
    toast({ title: () => t('failures.refused'), description: saidNow(error.message), variant: 'error' }),
});

function Refunds() {
  const [page, setPage] = useState(1);
  const [settling, setSettling] = useState<TGivenUpRefund | null>(null);
  const retry = useRetryRefund(saying(() => t('failures.retried')));
  return (
    <>
      <Section<TGivenUpRefund>
        title={t('failures.refunds')}
        query={useGivenUpRefunds(page)}
        page={page}
        onPage={setPage}
        row={(refund) => (
          <Row
            key={`${refund.kind}:${refund.id}`}
            actions={
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={retry.isPending && retry.variables?.id === refund.id}
                  onClick={() => retry.mutate(refund)}
                >
                  {t('failures.retry')}
                </Button>
                <Button size="sm" onClick={() => setSettling(refund)}>
                  {t('failures.settle.open')}
                </Button>
              </>
            }
          >
            <span className="font-semibold text-ink">
              {formatMoney(refund.amount, refund.currency)} · {t(`failures.kind.${refund.kind}`)}
            </span>
            <Person person={refund.person} />
            <span className="text-ink-muted">
              {t('failures.tries', { count: refund.attempts })} ·{' '}
              <time dateTime={refund.createdAt}>{formatMoment(refund.createdAt, 'dateTime')}</time>
            </span>
            <LastError error={refund.lastError} />
          </Row>
        )}
      />
      {settling && <SettleRefundDialog refund={settling} onClose={() => setSettling(null)} />}
    </>
  );
}

function Emails() {
  const [page, setPage] = useState(1);
  const resend = useResendEmail(saying(() => t('failures.resent')));
  return (
    <Section<TFailedEmail>
      title={t('failures.emails')}
      query={useFailedEmails(page)}
      page={page}
      onPage={setPage}
      row={(email) => (
        <Row
          key={email.id}
          actions={
            <Button
              size="sm"
              variant="secondary"
              loading={resend.isPending && resend.variables === email.id}
              onClick={() => resend.mutate(email.id)}
            >
              {t('failures.resend')}
            </Button>
          }
        >
          <span className="font-semibold text-ink">{email.title}</span>
          <Person person={email.person} />
          <span className="text-ink-muted">
            {t('failures.tries', { count: email.attempts })} ·{' '}
            <time dateTime={email.createdAt}>{formatMoment(email.createdAt, 'dateTime')}</time>
          </span>
          <LastError error={email.lastError} />
        </Row>
      )}
    />
  );
}

function Webhooks() {
  const [page, setPage] = useState(1);
  const resend = useResendWebhook(saying(() => t('failures.resent')));
  return (
    <Section<TStoppedWebhookDelivery>
      title={t('failures.webhooks')}
      query={useStoppedWebhooks(page)}
      page={page}
      onPage={setPage}
      row={(delivery) => (
        <Row
          key={delivery.id}
          actions={
            <Button
              size="sm"
              variant="secondary"
              loading={resend.isPending && resend.variables === delivery.id}
              onClick={() => resend.mutate(delivery.id)}
            >
              {t('failures.resend')}
            </Button>
          }
        >
          <span className="font-semibold text-ink">
            <code>{delivery.type}</code> → <span className="break-all">{delivery.endpoint.url}</span>
          </span>
          <Person person={delivery.person} />
          <span className="text-ink-muted">
            {t('failures.tries', { count: delivery.attempts })} ·{' '}
            <time dateTime={delivery.createdAt}>{formatMoment(delivery.createdAt, 'dateTime')}</time>
            {delivery.endpoint.paused && <> · {t('failures.paused')}</>}
          </span>
          <LastError error={delivery.lastError} />
        </Row>
      )}
    />
  );
}
