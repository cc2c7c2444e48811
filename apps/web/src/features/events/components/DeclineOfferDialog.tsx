import type { TBooking, TRealm } from '@engagex/contracts';
import { eventTitle } from '@/lib/content-text';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useReleaseBooking } from '../api/release-booking';
import { t } from '../later/messages';
import { offerDeclinedText } from '../waitlist';

/**
 * Declining seats offered from the waitlist asks first (decision 052): they go to the next person and cannot be
 * had back. In its own chunk: it loads when someone first asks to decline.
 */
export default function DeclineOfferDialog({
  realm,
  booking,
  open,
  onOpenChange,
  onDeclined,
}: {
  realm: TRealm;
  booking: Pick<TBooking, 'id' | 'seats' | 'event'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeclined?: () => void;
}) {
  const release = useReleaseBooking(realm);
  const count = booking.seats;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('decline.title', { count })}
      description={eventTitle(booking.event)}
    >
      <div className="flex flex-col gap-4 text-sm text-ink">
        <p>{t('decline.text', { count })}</p>
        {release.isError && (
          <p role="alert" className="font-medium text-danger">
            {release.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('decline.keep')}
          </Button>
          <Button
            variant="danger"
            loading={release.isPending}
            onClick={() =>
              release.mutate(booking.id, {
                onSuccess: () => {
                  toast({ title: () => t('decline.done'), description: () => offerDeclinedText() });
                  onOpenChange(false);
                  onDeclined?.();
                },
              })
            }
          >
            {t('decline.confirm', { count })}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
