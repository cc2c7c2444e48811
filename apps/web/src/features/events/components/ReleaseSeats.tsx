/**
 * Letting a hold's seats go before paying (`PATCH /bookings/:id/confirm {confirm: false}`): the button, its pending
 * state, and the toast that says it was done or could not be. The event page's held step, My bookings' card and the
 * widget's frame after a payment window closed unpaid (decision 110) each call it with their own words: the frame's
 * never say nothing was charged, since its window may have paid. Changes when releasing says or does something new.
 */
import type { TRealm } from '@engagex/contracts';
import { Button } from '@/ui/Button';
import { saidNow, type ToastWords, toast } from '@/ui/toast';
import { useReleaseBooking } from '../api/release-booking';

/**
 * What the caller says, in its own catalogue: the button, the toast once released, and the one when it failed. The
 * toast's words are written when it is painted, in the language chosen then (decision 116).
 */
export type ReleaseWords = {
  label: string;
  released: ToastWords;
  releasedText: ToastWords;
  failed: ToastWords;
};

export function ReleaseSeats({
  realm,
  bookingId,
  words,
  className,
  onReleased,
}: {
  realm: TRealm;
  bookingId: string;
  words: ReleaseWords;
  className?: string;
  onReleased?: () => void;
}) {
  const release = useReleaseBooking(realm);
  return (
    <Button
      variant="ghost"
      size="sm"
      {...(className ? { className } : {})}
      loading={release.isPending}
      onClick={() =>
        release.mutate(bookingId, {
          onSuccess: () => {
            toast({ title: words.released, description: words.releasedText });
            onReleased?.();
          },
          onError: (error) =>
            toast({ title: words.failed, description: saidNow(error.message), variant: 'error' }),
        })
      }
    >
      {words.label}
    </Button>
  );
}
