import type { TRealm, TSlotWaitlist } from '@engagex/contracts';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useCloseWaitlist } from '../api/close-waitlist';
import { formatNumber, plural } from '../format';

/** Asks before closing a show's waitlist, in its own chunk: it loads when an organiser first asks to close one. */
export default function CloseWaitlistDialog({
  realm,
  eventId,
  show,
  label,
  open,
  onOpenChange,
}: {
  realm: TRealm;
  eventId: string;
  show: TSlotWaitlist;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = useCloseWaitlist(realm, eventId);
  const waiting =
    show.waitingEntries === 0
      ? 'Nobody is waiting.'
      : `${plural(show.waitingEntries, 'person', 'people')} waiting for ${formatNumber(show.waitingSeats)} seats will be told it closed.`;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Close this waitlist?" description={label}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink">Nobody can join it any more. {waiting} This cannot be undone.</p>
        {close.isError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {close.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep it open
          </Button>
          <Button
            variant="danger"
            loading={close.isPending}
            onClick={() =>
              close.mutate(show.slotId, {
                onSuccess: () => {
                  toast({ title: 'Waitlist closed', description: label, variant: 'success' });
                  onOpenChange(false);
                },
              })
            }
          >
            Close waitlist
          </Button>
        </div>
      </div>
    </Modal>
  );
}
