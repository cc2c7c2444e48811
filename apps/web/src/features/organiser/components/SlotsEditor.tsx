import { type TEvent, type TEventSlot, type TRealm, ZSlotUpdate } from '@engagex/contracts';
import { CalendarClock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { messageAt } from '@/lib/form';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FieldError, inputClasses } from '@/ui/fields';
import { ProgressBar } from '@/ui/ProgressBar';
import { EmptyState } from '@/ui/states';
import { toast } from '@/ui/toast';
import { useVenues } from '../api/list-venues';
import { useResizeSlot } from '../api/resize-slot';
import { formatNumber, formatRange, numberFrom } from '../format';
import { t } from '../messages';
import { organiserResolver } from '../validation';
import { AddSlotForm } from './AddSlotForm';
import { SlotTimesForm } from './SlotTimesForm';

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
            {t('slots.heading')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {event.venue
              ? t('slots.venueLimit', {
                  capacity: venueCapacity === undefined ? '…' : formatNumber(venueCapacity),
                  venue: event.venue.name,
                })
              : t('slots.noVenueLimit')}
          </p>
        </div>
        {slots.length === 0 ? (
          <EmptyState
            icon={<CalendarClock className="size-6" />}
            title={t('slots.none')}
            text={t('slots.noneText')}
          />
        ) : (
          <ul
            className="flex flex-col divide-y divide-line rounded-2xl border border-line"
            aria-label={t('slots.label')}
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

type CapacityValues = { capacity: string };

/** The contract's rule on capacity (ZSlotUpdate) in our words; the venue's size only once the number is fine. */
const capacityResolver = (venueCapacity: number | undefined) =>
  organiserResolver<CapacityValues, 'capacity'>(
    (next) => ({ schema: ZSlotUpdate, body: { capacity: numberFrom(next.capacity) } }),
    {
      get capacity() {
        return t('rule.seats');
      },
    },
    (next) =>
      venueCapacity !== undefined && numberFrom(next.capacity) > venueCapacity
        ? { capacity: t('rule.venueHolds', { capacity: venueCapacity }) }
        : {},
  );

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
  // Checked on Save only; an edit clears the message until the next Save.
  const form = useForm<CapacityValues>({
    defaultValues: { capacity: String(slot.capacity) },
    resolver: capacityResolver(venueCapacity),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const changed = numberFrom(form.watch('capacity')) !== slot.capacity;
  const label = formatRange(slot.startsAt, slot.endsAt, timeZone);
  const error = messageAt(form.formState.errors, 'capacity') ?? (resize.error ? resize.error.message : null);
  const errorId = `slot-${slot.id}-error`;

  const submit = form.handleSubmit(({ capacity }) =>
    resize.mutate(
      { slotId: slot.id, capacity: numberFrom(capacity) },
      {
        onSuccess: (saved) => {
          form.setValue('capacity', String(saved.capacity));
          toast({
            title: () => t('slots.resized'),
            description: () =>
              t('slots.resizedText', {
                label: formatRange(slot.startsAt, slot.endsAt, timeZone),
                seats: saved.capacity,
              }),
            variant: 'success',
          });
        },
      },
    ),
  );

  return (
    <li className="flex flex-col gap-3 p-4 @container">
      <div className="flex flex-col gap-3 @xl:flex-row @xl:items-center @xl:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-ink">{label}</p>
          <p className="text-sm text-ink-muted tabular-nums">
            {t('slots.takenFree', { taken: slot.seatsTaken, free: slot.seatsAvailable })}
          </p>
          <ProgressBar
            className="mt-2 max-w-56"
            value={slot.capacity ? (slot.seatsTaken / slot.capacity) * 100 : 0}
            label={t('slots.takenLabel', {
              label,
              taken: String(slot.seatsTaken),
              capacity: String(slot.capacity),
            })}
          />
        </div>
        <form
          noValidate
          onSubmit={submit}
          className="flex items-end gap-2"
          aria-label={t('slots.capacityOf', { label })}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`slot-${slot.id}-capacity`} className="text-xs font-medium text-ink-muted">
              {t('slots.capacity')}
            </label>
            <input
              id={`slot-${slot.id}-capacity`}
              type="number"
              inputMode="numeric"
              min={Math.max(1, slot.seatsTaken)}
              max={venueCapacity}
              step={1}
              {...form.register('capacity', {
                onChange: () => {
                  form.clearErrors('capacity');
                  if (resize.isError) resize.reset();
                },
              })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`${inputClasses} h-10 w-28 tabular-nums`}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={!changed} loading={resize.isPending}>
            {t('slots.save')}
          </Button>
        </form>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {/* A show that has started keeps its times (the server refuses); a booked one may move, and is told. */}
      {Date.parse(slot.startsAt) > Date.now() && (
        <SlotTimesForm realm={realm} eventId={eventId} timeZone={timeZone} slot={slot} label={label} />
      )}
    </li>
  );
}
