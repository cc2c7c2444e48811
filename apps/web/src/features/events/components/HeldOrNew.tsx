import type { TEvent, TEventSlot, TQuestion, TTicketType } from '@engagex/contracts';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { useMyHolds } from '../api/list-my-holds';
import { useFollowOffers, useMyWaitlist } from '../api/list-my-waitlist';
import { t } from '../event-page/messages';
import { WaitingRoomGate } from '../waiting-room/WaitingRoomGate';
import { ChooseSeats } from './ChooseSeats';

/** Most visitors hold no seats of the event: a hold's pay-or-release step loads only for one (decision 081). */
const HeldBooking = lazy(() => import('./HeldBooking').then((m) => ({ default: m.HeldBooking })));

/** The user's live holds for this event, each ready to pay or release; else (or on purpose) a new booking. */
export function HeldOrNew({
  event,
  initialSlots,
  ticketTypes,
  questions,
  onOpen,
  onStep,
}: {
  event: TEvent;
  initialSlots: TEventSlot[];
  ticketTypes?: TTicketType[] | undefined;
  questions?: TQuestion[] | undefined;
  onOpen: (bookingId: string) => void;
  onStep: () => void;
}) {
  const holds = useMyHolds(event.realm, event.id);
  // Seats offered from a waitlist while the page is open become a hold here (decision 052).
  useFollowOffers(event.realm, useMyWaitlist(event.realm).data);
  const [bookingMore, setBookingMore] = useState(false);
  if (holds.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span role="status" className="sr-only">
          {t('bookings.loading')}
        </span>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  // An offer first: it is the one thing to do about this event until it is taken or declined (decision 052).
  const live = (holds.data ?? []).toSorted((a, b) => Number(b.waitlistOffer) - Number(a.waitlistOffer));
  const offered = live.some((hold) => hold.waitlistOffer);
  // A list that failed to load must not stop anyone booking: the panel falls back to a new booking.
  // A new booking goes through the event's waiting room when it has one on (decision 080); holds are paid as ever.
  const chooseSeats = (
    <WaitingRoomGate event={event}>
      <ChooseSeats
        event={event}
        initialSlots={initialSlots}
        ticketTypes={ticketTypes}
        questions={questions}
        onBooked={onOpen}
      />
    </WaitingRoomGate>
  );
  if (live.length === 0) return chooseSeats;
  if (bookingMore && !offered) {
    return (
      <>
        {chooseSeats}
        <Button
          variant="ghost"
          size="sm"
          className="self-center text-ink-muted"
          onClick={() => {
            setBookingMore(false);
            onStep();
          }}
        >
          {t('held.back')}
        </Button>
      </>
    );
  }
  return (
    <>
      {live.map((hold, index) => (
        <section
          key={hold.id}
          aria-label={t('held.label', { count: hold.seats })}
          className={index > 0 ? 'flex flex-col gap-5 border-t border-line pt-5' : 'flex flex-col gap-5'}
        >
          <Suspense fallback={<Skeleton className="h-32" />}>
            <HeldBooking
              booking={hold}
              realm={event.realm}
              onDone={() => void holds.refetch()}
              onPaid={() => onOpen(hold.id)}
              onExpired={() => void holds.refetch()}
              title={
                live.length > 1
                  ? t('held.titleOf', { index: index + 1, total: live.length })
                  : t('held.title')
              }
            />
          </Suspense>
        </section>
      ))}
      {!offered && (
        <div className="flex flex-col gap-2 border-t border-line pt-4">
          <p className="text-center text-xs text-ink-muted">{t('held.needMore')}</p>
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => {
              setBookingMore(true);
              onStep();
            }}
          >
            {t('held.bookMore')}
          </Button>
        </div>
      )}
    </>
  );
}
