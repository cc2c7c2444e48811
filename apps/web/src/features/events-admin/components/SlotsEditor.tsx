import { type TEvent, type TEventSlot, type TRealm, ZSlotUpdate } from '@engagex/contracts';
import { CalendarClock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FieldError, FormAlert, inputClasses } from '@/ui/fields';
import { ProgressBar } from '@/ui/ProgressBar';
import { EmptyState } from '@/ui/states';
import { toast } from '@/ui/toast';
import { useVenues } from '../api/list-venues';
import { useMoveSlot, useResizeSlot } from '../api/resize-slot';
import { formatRange, fromLocalInput, numberFrom, toLocalInput } from '../format';
import { AddSlotForm } from './AddSlotForm';
import { ZonedTimeRangeFields } from './event-fields';

/**
 * An event's time slots: the seats people book. Capacity can grow up to the venue's and shrink down to the seats
 * already taken; the server says no (422) below that and its sentence shows under the slot.
 */
export function SlotsEditor({ realm, event, slots }: { realm: TRealm; event: TEvent; slots: TEventSlot[] }) {
  const venues = useVenues(realm);
  const venueCapacity = event.venue
    ? venues.data?.find((venue) => venue.id === event.venue?.id)?.capacity
    : undefined;
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="slots-heading" className="flex flex-col gap-5">
        <div>
          <h2 id="slots-heading" className="text-lg font-semibold">
            Slots
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {event.venue
              ? `Each slot holds at most ${venueCapacity?.toLocaleString() ?? '…'} people (${event.venue.name}).`
              : 'This event has no venue, so a slot can hold up to 200,000 people.'}
          </p>
        </div>
        {slots.length === 0 ? (
          <EmptyState
            icon={<CalendarClock className="size-6" />}
            title="No slots yet"
            text="Nobody can book this event until it has a slot. Add the first one below."
          />
        ) : (
          <ul
            className="flex flex-col divide-y divide-line rounded-2xl border border-line"
            aria-label="Slots"
          >
            {slots.map((slot) => (
              <SlotRow
                key={slot.id}
                realm={realm}
                eventId={event.id}
                timeZone={event.timeZone}
                slot={slot}
                venueCapacity={venueCapacity}
              />
            ))}
          </ul>
        )}
        <AddSlotForm realm={realm} event={event} venueCapacity={venueCapacity} />
      </section>
    </Card>
  );
}

function SlotRow({
  realm,
  eventId,
  timeZone,
  slot,
  venueCapacity,
}: {
  realm: TRealm;
  eventId: string;
  timeZone: string;
  slot: TEventSlot;
  venueCapacity: number | undefined;
}) {
  const resize = useResizeSlot(realm, eventId);
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const [problem, setProblem] = useState<string | null>(null);
  const value = numberFrom(capacity);
  const changed = value !== slot.capacity;
  const label = formatRange(slot.startsAt, slot.endsAt, timeZone);
  const error = problem ?? (resize.error ? resize.error.message : null);
  const errorId = `slot-${slot.id}-error`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ZSlotUpdate.safeParse({ capacity: value }).success) {
      setProblem('Enter a whole number of seats from 1 to 200,000.');
      return;
    }
    if (venueCapacity !== undefined && value > venueCapacity) {
      setProblem(`The venue holds at most ${venueCapacity.toLocaleString()}.`);
      return;
    }
    resize.mutate(
      { slotId: slot.id, capacity: value },
      {
        onSuccess: (saved) => {
          setCapacity(String(saved.capacity));
          toast({
            title: 'Capacity changed',
            description: `${label}: ${saved.capacity.toLocaleString()} seats`,
            variant: 'success',
          });
        },
      },
    );
  };

  return (
    <li className="flex flex-col gap-3 p-4 @container">
      <div className="flex flex-col gap-3 @xl:flex-row @xl:items-center @xl:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-ink">{label}</p>
          <p className="text-sm text-ink-muted tabular-nums">
            {slot.seatsTaken.toLocaleString()} taken · {slot.seatsAvailable.toLocaleString()} free
          </p>
          <ProgressBar
            className="mt-2 max-w-56"
            value={slot.capacity ? (slot.seatsTaken / slot.capacity) * 100 : 0}
            label={`${label}: ${slot.seatsTaken} of ${slot.capacity} seats taken`}
          />
        </div>
        <form
          noValidate
          onSubmit={submit}
          className="flex items-end gap-2"
          aria-label={`Capacity of ${label}`}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`slot-${slot.id}-capacity`} className="text-xs font-medium text-ink-muted">
              Capacity
            </label>
            <input
              id={`slot-${slot.id}-capacity`}
              type="number"
              inputMode="numeric"
              min={Math.max(1, slot.seatsTaken)}
              max={venueCapacity}
              step={1}
              value={capacity}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                setCapacity(e.target.value);
                setProblem(null);
                if (resize.isError) resize.reset();
              }}
              className={`${inputClasses} h-10 w-28 tabular-nums`}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={!changed} loading={resize.isPending}>
            Save
          </Button>
        </form>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {slot.seatsTaken === 0 && (
        <SlotTimesForm realm={realm} eventId={eventId} timeZone={timeZone} slot={slot} label={label} />
      )}
    </li>
  );
}

/**
 * A slot's times, in the event's zone, while nobody has booked the event; the server has the last word (a
 * cancelled booking also fixes them) and its reason shows under the form.
 */
function SlotTimesForm({
  realm,
  eventId,
  timeZone,
  slot,
  label,
}: {
  realm: TRealm;
  eventId: string;
  timeZone: string;
  slot: TEventSlot;
  label: string;
}) {
  const move = useMoveSlot(realm, eventId);
  const [startsAt, setStartsAt] = useState(() => toLocalInput(slot.startsAt, timeZone));
  const [endsAt, setEndsAt] = useState(() => toLocalInput(slot.endsAt, timeZone));
  const changed =
    startsAt !== toLocalInput(slot.startsAt, timeZone) || endsAt !== toLocalInput(slot.endsAt, timeZone);
  const body = { startsAt: fromLocalInput(startsAt, timeZone), endsAt: fromLocalInput(endsAt, timeZone) };
  const invalid = changed && !ZSlotUpdate.safeParse(body).success;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!changed || invalid) return;
    move.mutate(
      { slotId: slot.id, ...body },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Slot moved',
            description: formatRange(saved.startsAt, saved.endsAt, timeZone),
            variant: 'success',
          }),
      },
    );
  };

  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-link">Change times</summary>
      <form
        noValidate
        onSubmit={submit}
        aria-label={`Times of ${label}`}
        className="mt-3 grid gap-3 @xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] @xl:items-end"
      >
        <ZonedTimeRangeFields
          zone={timeZone}
          value={{ startsAt, endsAt }}
          errors={{ endsAt: invalid ? 'Enter an end after the start.' : undefined }}
          onValueChange={(field, value) => {
            (field === 'startsAt' ? setStartsAt : setEndsAt)(value);
            if (move.isError) move.reset();
          }}
        />
        <Button type="submit" variant="secondary" disabled={!changed || invalid} loading={move.isPending}>
          Move slot
        </Button>
        {move.isError && (
          <div className="@xl:col-span-3">
            <FormAlert>{move.error.message}</FormAlert>
          </div>
        )}
      </form>
    </details>
  );
}
