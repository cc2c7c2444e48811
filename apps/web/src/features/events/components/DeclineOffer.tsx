import type { TBooking, TRealm } from '@engagex/contracts';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { Button } from '@/ui/Button';

import { t } from '../later/messages';

const DeclineOfferDialog = lazy(() => import('./DeclineOfferDialog'));

/** The "Decline" of a waitlist offer: a button that asks before the seats go on (decision 052). */
export function DeclineOffer({
  realm,
  booking,
  label = t('offer.declineShort'),
  className,
  onDeclined,
}: {
  realm: TRealm;
  booking: Pick<TBooking, 'id' | 'seats' | 'event'>;
  label?: string;
  className?: string;
  onDeclined?: () => void;
}) {
  // Mounted on the first ask and kept, so the dialog can animate closed.
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        {...(className ? { className } : {})}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <DeclineOfferDialog
            realm={realm}
            booking={booking}
            open={open}
            onOpenChange={setOpen}
            {...(onDeclined ? { onDeclined } : {})}
          />
        </Suspense>
      )}
    </>
  );
}
