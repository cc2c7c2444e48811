import type { TEvent, TEventSlot } from '@engagex/contracts';
import { useState } from 'react';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast';
import { useCreateBooking } from '../api/create-booking';
import { useEventSlots } from '../api/get-event-slots';
import { formatCredits, formatInr, plural } from '../format';
import { ErrorNotice } from './feedback';
import { LiveIndicator } from './LiveIndicator';
import { clampSeats, maxSeatsFor, SeatStepper } from './SeatStepper';
import { isBookable, SlotPicker } from './SlotPicker';

/** The first step: a show and a number of seats, with the total; booking holds them (or confirms a free event). */
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
  const slot = list.find((s) => s.id === chosen && isBookable(s)) ?? list.find((s) => isBookable(s)) ?? null;
  const max = slot ? maxSeatsFor(slot.seatsAvailable) : 0;
  const [seats, setSeats] = useState(1);
  const count = clampSeats(seats, max);
  const create = useCreateBooking(event.realm);
  const keyFor = useIdempotencyKey();

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
              title: 'You are booked',
              description: `${plural(booking.seats, 'seat')} confirmed.`,
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
        <h2 tabIndex={-1} className="text-lg font-semibold">
          Book seats
        </h2>
        <LiveIndicator updatedAt={slots.dataUpdatedAt} failed={slots.isError} />
      </div>
      {list.length === 0 ? (
        <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
          No shows are scheduled for this event yet.
        </p>
      ) : (
        <SlotPicker
          slots={list}
          timeZone={event.timeZone}
          value={slot?.id ?? null}
          onChange={setChosen}
          disabled={create.isPending}
        />
      )}
      <SeatStepper
        value={count}
        available={slot?.seatsAvailable ?? 0}
        onChange={setSeats}
        disabled={!slot || create.isPending}
      />
      <div className="flex items-end justify-between gap-3 border-t border-line pt-4">
        <div>
          <p className="text-xs text-ink-muted">Total</p>
          <p className="text-xl font-bold text-ink">{total === 0 ? 'Free' : formatCredits(total)}</p>
          {total > 0 && <p className="text-xs text-ink-muted">{formatInr(event.priceInr * count)}</p>}
        </div>
        <p className="text-right text-xs text-ink-muted">
          {event.priceCredits === 0 ? 'No payment needed' : `${formatCredits(event.priceCredits)} per seat`}
        </p>
      </div>
      {create.isError && <ErrorNotice title="Could not book" error={create.error} />}
      <Button size="lg" className="w-full" disabled={!slot} loading={create.isPending} onClick={book}>
        {slot ? `Book ${plural(count, 'seat')}` : 'Sold out'}
      </Button>
      {slot && event.priceCredits > 0 && (
        <p className="-mt-2 text-center text-xs text-ink-muted">
          Seats are held for 15 minutes while you pay.
        </p>
      )}
    </>
  );
}
