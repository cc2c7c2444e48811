import { MAX_SEATS_PER_BOOKING, type TEvent, type TEventSlot } from '@engagex/contracts';
import { useRef, useState } from 'react';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast';
import { useCreateBooking } from '../api/create-booking';
import { useEventSlots } from '../api/get-event-slots';
import { useJoinWaitlist } from '../api/join-waitlist';
import { entryForSlot, useMyWaitlist } from '../api/list-my-waitlist';
import { formatCount, formatCredits } from '../format';
import { t } from '../messages';
import { ErrorNotice } from './feedback';
import { LiveIndicator } from './LiveIndicator';
import { RupeesPrice } from './RupeesPrice';
import { clampSeats, maxSeatsFor, SeatStepper } from './SeatStepper';
import { canJoinWaitlist, isBookable, isChoosable, SlotPicker } from './SlotPicker';
import { WaitlistPlace } from './WaitlistPlace';

/**
 * The first step: a show and a number of seats, with the total; booking holds them (or confirms a free event). A
 * show that cannot take the seats wanted offers its waitlist instead (decision 042), and the user's place in it.
 */
export function ChooseSeats({
  event,
  initialSlots,
  onBooked,
}: {
  event: TEvent;
  initialSlots: TEventSlot[];
  onBooked: (bookingId: string) => void;
}) {
  const slots = useEventSlots(event.realm, event.id, initialSlots);
  const list = slots.data ?? initialSlots;
  const [chosen, setChosen] = useState<string | null>(null);
  const slot =
    list.find((s) => s.id === chosen && isChoosable(s)) ??
    list.find((s) => isBookable(s)) ??
    list.find((s) => isChoosable(s)) ??
    null;
  // With an open waitlist any number of seats may be asked for: those the show cannot take are waited for.
  const waitable = slot !== null && canJoinWaitlist(slot);
  const max = slot ? maxSeatsFor(waitable ? MAX_SEATS_PER_BOOKING : slot.seatsAvailable) : 0;
  const [seats, setSeats] = useState(1);
  const count = clampSeats(seats, max);
  const create = useCreateBooking(event.realm);
  const join = useJoinWaitlist(event.realm);
  const waitlist = useMyWaitlist(event.realm);
  const entry = entryForSlot(waitlist.data, slot?.id);
  const toWaitlist = slot !== null && waitable && count > slot.seatsAvailable;
  const keyFor = useIdempotencyKey();
  const busy = create.isPending || join.isPending;
  // Joining or leaving takes away the button pressed: focus goes back to the step's heading, and the place (or its
  // end) is read out from the live region.
  const heading = useRef<HTMLHeadingElement>(null);
  const refocus = () => heading.current?.focus();

  const joinWaitlist = () => {
    if (!slot) return;
    join.mutate({ eventId: event.id, slotId: slot.id, seats: count }, { onSuccess: refocus });
  };

  const book = () => {
    if (!slot) return;
    const attempt = { eventId: event.id, slotId: slot.id, seats: count };
    create.mutate(
      { ...attempt, idempotencyKey: keyFor(attempt) },
      {
        onSuccess: (booking) => {
          keyFor.settled();
          if (booking.status === 'confirmed') {
            toast({
              title: t('booked.title'),
              description: t('booked.seatsConfirmed', { count: booking.seats }),
              variant: 'success',
            });
          }
          onBooked(booking.id);
        },
        onError: () => void slots.refetch(),
      },
    );
  };

  const total = event.priceCredits * count;
  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {t('choose.title')}
        </h2>
        <LiveIndicator updatedAt={slots.dataUpdatedAt} failed={slots.isError} />
      </div>
      {list.length === 0 ? (
        <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
          {t('choose.noShows')}
        </p>
      ) : (
        <SlotPicker
          slots={list}
          timeZone={event.timeZone}
          value={slot?.id ?? null}
          onChange={(id) => {
            setChosen(id);
            join.reset();
          }}
          disabled={busy}
          waitlists
        />
      )}
      <SeatStepper value={count} available={max} onChange={setSeats} disabled={!slot || busy} />
      <div className="flex items-end justify-between gap-3 border-t border-line pt-4">
        <div>
          <p className="text-xs text-ink-muted">{t('choose.total')}</p>
          <p className="text-xl font-bold text-ink">{total === 0 ? t('price.free') : formatCredits(total)}</p>
          {total > 0 && (
            <p className="text-xs text-ink-muted">
              <RupeesPrice inr={event.priceInr * count} />
            </p>
          )}
        </div>
        <p className="text-right text-xs text-ink-muted">
          {event.priceCredits === 0
            ? t('choose.noPayment')
            : t('price.perSeat', { count: event.priceCredits, amount: formatCount(event.priceCredits) })}
        </p>
      </div>
      {create.isError && <ErrorNotice title={t('choose.failed')} error={create.error} />}
      {join.isError && <ErrorNotice title={t('choose.joinFailed')} error={join.error} />}
      {slot && <WaitlistPlace entry={entry} realm={event.realm} onOpenOffer={onBooked} onLeft={refocus} />}
      {entry?.status === 'offered' ? null : toWaitlist ? (
        !entry && (
          <>
            <p className="-mb-2 text-sm text-ink-muted">
              {slot.seatsAvailable === 0
                ? t('choose.soldOut')
                : t('choose.onlyLeft', { count: slot.seatsAvailable })}{' '}
              {slot.waitlist.waiting === 0
                ? t('choose.nobodyWaiting')
                : t('choose.peopleWaiting', {
                    count: slot.waitlist.waiting,
                    amount: formatCount(slot.waitlist.waiting),
                  })}
            </p>
            <Button
              size="lg"
              className="w-full"
              loading={join.isPending}
              disabled={busy}
              onClick={joinWaitlist}
            >
              {t('choose.join', { count })}
            </Button>
          </>
        )
      ) : (
        <Button
          size="lg"
          className="w-full"
          disabled={!slot || busy}
          loading={create.isPending}
          onClick={book}
        >
          {slot ? t('choose.book', { count }) : t('seats.soldOut')}
        </Button>
      )}
      {slot && !toWaitlist && entry?.status !== 'offered' && event.priceCredits > 0 && (
        <p className="-mt-2 text-center text-xs text-ink-muted">{t('choose.holdNote')}</p>
      )}
    </>
  );
}
