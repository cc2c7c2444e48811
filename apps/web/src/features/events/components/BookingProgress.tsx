import type { TRealm } from '@engagex/contracts';
import { TimerOff } from 'lucide-react';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { useBooking } from '../api/get-booking';
import { t } from '../later/messages';
import { ConfirmedBooking } from './ConfirmedBooking';
import { ErrorNotice } from './feedback';
import { HeldBooking } from './HeldBooking';

/** The booking named in the URL, at whichever step it is: held, confirmed, or expired and cancelled. */
export function BookingProgress({
  realm,
  bookingId,
  onDone,
  onStep,
}: {
  realm: TRealm;
  bookingId: string;
  onDone: () => void;
  onStep: () => void;
}) {
  const booking = useBooking(realm, bookingId);
  if (booking.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span role="status" className="sr-only">
          {t('booking.loading')}
        </span>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-16" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (booking.isError) {
    return (
      <ErrorNotice title={t('booking.failed')} error={booking.error} onRetry={() => void booking.refetch()}>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('booking.startAgain')}
        </Button>
      </ErrorNotice>
    );
  }
  const data = booking.data;
  if (data.status === 'held')
    return (
      <HeldBooking
        key={data.id}
        booking={data}
        realm={realm}
        onDone={onDone}
        onPaid={onStep}
        onExpired={() => void booking.refetch()}
      />
    );
  if (data.status === 'confirmed') return <ConfirmedBooking booking={data} realm={realm} />;
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <span
        aria-hidden
        className="inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-ink-muted"
      >
        <TimerOff className="size-6" />
      </span>
      <h2 tabIndex={-1} className="text-lg font-semibold">
        {data.status === 'expired'
          ? data.waitlistOffer
            ? t('booking.offerLapsed')
            : t('booking.holdExpired')
          : t('booking.cancelled')}
      </h2>
      <p className="text-sm text-ink-muted">
        {data.status === 'expired'
          ? data.waitlistOffer
            ? t('booking.offerLapsed.text')
            : t('booking.holdExpired.text')
          : (data.cancelReason ?? t('booking.cancelled.text'))}
      </p>
      <Button onClick={onDone}>{t('book.again')}</Button>
    </div>
  );
}
