import type { TRealm } from '@engagex/contracts';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { Modal } from '@/ui/Modal';
import { LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { useCancelEvent } from '../api/cancel-event';
import { useEventCancellation } from '../api/get-event-cancellation';
import { cancellationLines, cancellationSummary, cancellationTold } from '../cancellation-text';

/**
 * "Cancel event" asks first (decision 052): how many bookings and entries go, where each one's money goes, and that
 * everyone is told, read afresh when the dialog opens. In its own chunk: it loads when an organiser first asks.
 */
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
  const preview = useEventCancellation(realm, eventId);
  const cancel = useCancelEvent(realm, eventId);
  const lines = preview.data ? cancellationLines(preview.data) : [];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Cancel this event?" description={title}>
      <div className="flex flex-col gap-4 text-sm text-ink">
        {preview.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span role="status" className="sr-only">
              Counting bookings and entries…
            </span>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : preview.isError ? (
          <LoadError
            inline
            title="Could not count what cancelling would affect"
            error={preview.error}
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <>
            <p className="font-medium">{cancellationSummary(preview.data)}</p>
            {lines.length > 0 && (
              <ul className="flex list-disc flex-col gap-1.5 pl-5">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
            <p>{cancellationTold(preview.data)}</p>
            <p className="text-ink-muted">
              Used tickets and shows already started keep their state. Nobody can book the event any more, and
              refunds cannot be taken back.
            </p>
          </>
        )}
        {cancel.isError && (
          <p role="alert" className="font-medium text-danger">
            {cancel.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep the event
          </Button>
          <Button
            variant="danger"
            disabled={!preview.isSuccess}
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  toast({
                    title: 'Event cancelled',
                    description: preview.data ? cancellationTold(preview.data) : title,
                    variant: 'success',
                  });
                  onOpenChange(false);
                },
              })
            }
          >
            Cancel event
          </Button>
        </div>
      </div>
    </Modal>
  );
}
