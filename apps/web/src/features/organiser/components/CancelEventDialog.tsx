import {
  type TCancelEventRequest,
  type TEventCancellation,
  type TRealm,
  ZCancelEventRequest,
} from '@engagex/contracts';
import { useState } from 'react';
import { Skeleton } from '@/ui/Card';
import { ReasonDialog, type ReasonRule } from '@/ui/ReasonDialog';
import { LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { useCancelEvent } from '../api/cancel-event';
import { useEventCancellation } from '../api/get-event-cancellation';
import { cancellationLines, cancellationSummary, cancellationTold } from '../cancellation-text';
import { t } from '../messages';

/**
 * "Cancel event" asks first (decision 052): how many bookings and entries go, where each one's money goes, and that
 * everyone is told, read afresh each time the dialog opens and again just before the organiser confirms; and why,
 * since everyone told reads the reason (decision 069). In its own chunk: it loads when an organiser first asks.
 * Changes when what the confirmation says or asks does.
 */

const CANCEL_REASON: ReasonRule<TCancelEventRequest> = {
  schema: ZCancelEventRequest,
  request: (reason) => ({ reason }),
  reasonOf: ({ reason }) => reason,
  maxLength: 300,
};

const sameCounts = (a: TEventCancellation | undefined, b: TEventCancellation | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

export default function CancelEventDialog({
  realm,
  eventId,
  title,
  open,
  onOpenChange,
}: {
  realm: TRealm;
  eventId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preview = useEventCancellation(realm, eventId, open);
  const cancel = useCancelEvent(realm, eventId);
  // The counts changed between what the organiser read and their confirming: they read the new ones first.
  const [changed, setChanged] = useState(false);
  const [checking, setChecking] = useState(false);
  const lines = preview.data ? cancellationLines(preview.data) : [];

  const confirm = async (reason: string) => {
    const seen = preview.data;
    setChecking(true);
    const fresh = await preview.refetch();
    setChecking(false);
    if (!fresh.isSuccess) return;
    if (!sameCounts(seen, fresh.data)) {
      setChanged(true);
      return;
    }
    setChanged(false);
    cancel.mutate(reason, {
      onSuccess: () => {
        toast({
          title: () => t('cancelDialog.done'),
          description: () => cancellationTold(fresh.data),
          variant: 'success',
        });
        onOpenChange(false);
      },
    });
  };

  const counts = preview.isPending ? (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span role="status" className="sr-only">
        {t('cancelDialog.counting')}
      </span>
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  ) : preview.isError ? (
    <LoadError
      inline
      title={t('cancelDialog.countFailed')}
      error={preview.error}
      onRetry={() => void preview.refetch()}
    />
  ) : (
    <div className="flex flex-col gap-4 text-sm text-ink" aria-busy={preview.isFetching || undefined}>
      {changed && (
        <p role="alert" className="rounded-xl bg-danger-soft p-3 font-medium text-ink">
          {t('cancelDialog.changed')}
        </p>
      )}
      <p className="font-medium">{cancellationSummary(preview.data)}</p>
      {lines.length > 0 && (
        <ul className="flex list-disc flex-col gap-1.5 pl-5">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <p>{cancellationTold(preview.data)}</p>
      <p className="text-ink-muted">{t('cancelDialog.keepState')}</p>
    </div>
  );

  return (
    <ReasonDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setChanged(false);
          cancel.reset();
        }
        onOpenChange(next);
      }}
      title={t('cancelDialog.title')}
      description={title}
      label={t('cancelDialog.label')}
      before={counts}
      rule={CANCEL_REASON}
      hint={t('cancelDialog.hint')}
      confirm={t('cancelDialog.confirm')}
      dismiss={t('cancelDialog.dismiss')}
      variant="danger"
      ready={preview.isSuccess}
      sending={checking || cancel.isPending}
      error={cancel.error}
      onConfirm={(reason) => void confirm(reason)}
    />
  );
}
