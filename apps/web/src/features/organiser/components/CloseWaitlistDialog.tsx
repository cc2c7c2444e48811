import type { TRealm, TSlotWaitlist } from '@engagex/contracts';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useCloseWaitlist } from '../api/close-waitlist';
import { t } from '../messages';

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
  /** The show's time, written where it shows: the toast after closing outlives a language switch (decision 116). */
  label: () => string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = useCloseWaitlist(realm, eventId);
  const consequence =
    show.waitingEntries === 0
      ? t('closeWaitlist.nobodyWaiting')
      : t('closeWaitlist.waiting', { people: show.waitingEntries, seats: show.waitingSeats });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('closeWaitlist.title')} description={label()}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink">{consequence}</p>
        {close.isError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {close.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('closeWaitlist.keep')}
          </Button>
          <Button
            variant="danger"
            loading={close.isPending}
            onClick={() =>
              close.mutate(show.slotId, {
                onSuccess: () => {
                  toast({ title: () => t('closeWaitlist.done'), description: label, variant: 'success' });
                  onOpenChange(false);
                },
              })
            }
          >
            {t('closeWaitlist.confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
