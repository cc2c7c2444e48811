import type { TWebhook } from '@engagex/contracts';
import { useState } from 'react';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { AdminPageHeader } from '../components/EventsAdminLayout';
import {
  useDeliveries,
  useRemoveWebhook,
  useResendDelivery,
  useResumeWebhook,
  useWebhooks,
} from './api/webhooks';
import { t } from './messages';
import { RolledSecret, RollSecret } from './RollSecret';
import { WebhookForm } from './WebhookForm';

/**
 * /events/admin/webhooks (decision 091): add a webhook, see each one's state, resume a paused one, roll its signing
 * secret (decision 111), remove one, and look through its deliveries, sending one again. One column, so it reads at 390 px.
 */
export function WebhooksPage() {
  const webhooks = useWebhooks();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <title>{t('pageTitle')}</title>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <Card className="p-4 sm:p-6">
        <WebhookForm />
      </Card>
      {webhooks.isPending ? (
        <div aria-busy="true">
          <span role="status" className="sr-only">
            {t('loading')}
          </span>
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : webhooks.isError ? (
        <LoadError title={t('failed')} error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : webhooks.data.items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('title')}>
          {webhooks.data.items.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} />
          ))}
        </ul>
      )}
    </div>
  );
}

function WebhookCard({ webhook }: { webhook: TWebhook }) {
  const resume = useResumeWebhook();
  const remove = useRemoveWebhook();
  const [open, setOpen] = useState(false);
  const [rolled, setRolled] = useState<string | null>(null);
  const paused = webhook.state === 'paused';
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={paused ? 'orange' : 'green'} dot>
            {paused ? t('paused') : t('active')}
          </Badge>
          <span className="min-w-0 break-all font-mono text-sm text-ink">{webhook.url}</span>
        </div>
        <p className="text-xs text-ink-muted">
          {webhook.events.map((type) => t(`event.${type}`)).join(' · ')}
        </p>
        {webhook.consecutiveFailures > 0 && (
          <p className="text-xs text-ink-muted">{t('failures', { count: webhook.consecutiveFailures })}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {paused && (
            <Button size="sm" disabled={resume.isPending} onClick={() => resume.mutate(webhook.id)}>
              {t('resume')}
            </Button>
          )}
          <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('hideDeliveries') : t('showDeliveries')}
          </Button>
          <RollSecret id={webhook.id} url={webhook.url} onRolled={setRolled} />
          <Button
            size="sm"
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(webhook.id, {
                onSuccess: () => toast({ title: () => t('removed'), variant: 'success' }),
              })
            }
          >
            {t('remove')}
          </Button>
        </div>
        {rolled && <RolledSecret secret={rolled} />}
        {open && <Deliveries id={webhook.id} />}
      </Card>
    </li>
  );
}

function Deliveries({ id }: { id: string }) {
  const deliveries = useDeliveries(id);
  const resend = useResendDelivery(id);
  if (deliveries.isPending) return <p className="text-sm text-ink-muted">{t('deliveriesLoading')}</p>;
  if (deliveries.isError)
    return (
      <LoadError title={t('failed')} error={deliveries.error} onRetry={() => void deliveries.refetch()} />
    );
  if (deliveries.data.items.length === 0)
    return <p className="text-sm text-ink-muted">{t('noDeliveries')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line text-sm">
      {deliveries.data.items.map((delivery) => {
        const last = delivery.attempts.at(-1);
        return (
          <li key={delivery.id} className="flex flex-col gap-1 py-2">
            <span className="flex flex-wrap items-center gap-2">
              <Badge
                tone={
                  delivery.status === 'delivered' ? 'green' : delivery.status === 'failed' ? 'red' : 'yellow'
                }
              >
                {t(`status.${delivery.status}`)}
              </Badge>
              <span className="font-medium text-ink">{t(`event.${delivery.type}`)}</span>
              <span className="text-xs text-ink-muted">
                {t('attempts', { count: delivery.attempts.length })}
              </span>
            </span>
            <code className="break-all text-xs text-ink-muted">{delivery.id}</code>
            {last && (
              <span className="text-xs text-ink-muted">
                {t('lastAttempt', {
                  result:
                    last.statusCode === null ? (last.error ?? t('noAnswer')) : `HTTP ${last.statusCode}`,
                  ms: last.durationMs,
                })}
              </span>
            )}
            <Button
              size="sm"
              variant="ghost"
              className="self-start"
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate(delivery.id, {
                  onSuccess: () => toast({ title: () => t('resent'), variant: 'success' }),
                })
              }
            >
              {t('resend')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
