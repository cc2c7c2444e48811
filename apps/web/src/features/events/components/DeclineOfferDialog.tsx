import type { TBooking, TRealm } from '@engagex/contracts';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useReleaseBooking } from '../api/release-booking';
import { plural } from '../format';
import { OFFER_DECLINED_TEXT } from '../waitlist';

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
  const seats = plural(booking.seats, 'seat');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={booking.seats === 1 ? 'Decline this seat?' : 'Decline these seats?'}
      description={booking.event.title}
    >
      <div className="flex flex-col gap-4 text-sm text-ink">
        <p>
          {booking.seats === 1
            ? 'The seat held for you goes to the next person on the waitlist, and you leave it. You cannot have it back; to wait again, you join at the back of the line.'
            : `The ${seats} held for you go to the next person on the waitlist, and you leave it. You cannot have them back; to wait again, you join at the back of the line.`}
        </p>
        {release.isError && (
          <p role="alert" className="font-medium text-danger">
            {release.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep the offer
          </Button>
          <Button
            variant="danger"
            loading={release.isPending}
            onClick={() =>
              release.mutate(booking.id, {
                onSuccess: () => {
                  toast({ title: 'Offer declined', description: OFFER_DECLINED_TEXT });
                  onOpenChange(false);
                  onDeclined?.();
                },
              })
            }
          >
            Decline {seats}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
