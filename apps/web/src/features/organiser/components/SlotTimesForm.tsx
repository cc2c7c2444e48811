import { type TEventSlot, type TRealm, type TSlotUpdate, ZSlotUpdate } from '@engagex/contracts';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { messageAt, requestResolver, sayingOnly } from '@/lib/form';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { useMoveSlot } from '../api/resize-slot';
import { formatRange, fromLocalInput, toLocalInput } from '../format';
import { t } from '../messages';
import { wallClockErrors } from '../validation';
import { ZonedTimeRangeFields } from './event-fields';

type TimesValues = { startsAt: string; endsAt: string };

const timesBody = (values: TimesValues, timeZone: string) => ({
  startsAt: fromLocalInput(values.startsAt, timeZone),
  endsAt: fromLocalInput(values.endsAt, timeZone),
});

/**
 * The new times by the contract's rule (ZSlotUpdate), in one sentence under the end whatever is amiss, once each
 * time is whole: before that, each says which of its parts is missing or wrong (decision 068). Times left as they
 * were are not checked (there is nothing to send).
 */
function timesResolver(timeZone: string, saved: TimesValues): Resolver<TimesValues, unknown, TSlotUpdate> {
  const check = sayingOnly(
    requestResolver<TimesValues, TSlotUpdate>(ZSlotUpdate, (values) => timesBody(values, timeZone)),
    'endsAt',
    t('rule.endsAt'),
  );
  return (values, context, options) => {
    if (values.startsAt === saved.startsAt && values.endsAt === saved.endsAt) return { values, errors: {} };
    const parts = Object.entries(wallClockErrors(values, ['startsAt', 'endsAt'] as const));
    if (parts.length === 0) return check(values, context, options);
    const errors = Object.fromEntries(parts.map(([field, message]) => [field, { type: 'schema', message }]));
    return { values: {}, errors: errors as FieldErrors<TimesValues> };
  };
}

/**
 * A slot's times, in the event's zone, until the show starts; the server has the last word (no start in the past,
 * none outside the event's dates) and its reason shows under the form. Its ticket holders are told of a move.
 */
export function SlotTimesForm({
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
  const saved = {
    startsAt: toLocalInput(slot.startsAt, timeZone),
    endsAt: toLocalInput(slot.endsAt, timeZone),
  };
  // Checked on every edit, as the times are changed.
  const form = useForm<TimesValues, unknown, TSlotUpdate>({
    defaultValues: saved,
    resolver: timesResolver(timeZone, saved),
    shouldFocusError: false,
  });
  const times = form.watch();
  const changed = times.startsAt !== saved.startsAt || times.endsAt !== saved.endsAt;
  const startsAtError = messageAt(form.formState.errors, 'startsAt');
  const endsAtError = messageAt(form.formState.errors, 'endsAt');
  const invalid = changed && (startsAtError !== undefined || endsAtError !== undefined);

  const submit = form.handleSubmit(() => {
    if (!changed) return;
    move.mutate(
      { slotId: slot.id, ...timesBody(form.getValues(), timeZone) },
      {
        onSuccess: (moved) =>
          toast({
            title: () => t('slotTimes.moved'),
            description: () => formatRange(moved.startsAt, moved.endsAt, timeZone),
            variant: 'success',
          }),
      },
    );
  });

  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-link">{t('slotTimes.change')}</summary>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('slotTimes.label', { label })}
        className="mt-3 grid gap-3 @xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] @xl:items-end"
      >
        <ZonedTimeRangeFields
          zone={timeZone}
          value={times}
          errors={invalid ? { startsAt: startsAtError, endsAt: endsAtError } : {}}
          onValueChange={(field, value) => {
            form.setValue(field, value);
            // Both fields at once: the sentence about the range sits under the end whichever of them changed.
            void form.trigger();
            if (move.isError) move.reset();
          }}
        />
        <Button type="submit" variant="secondary" disabled={!changed || invalid} loading={move.isPending}>
          {t('slotTimes.move')}
        </Button>
        {slot.seatsTaken > 0 && (
          <p className="text-ink-muted @xl:col-span-3">{t('slotTimes.booked', { count: slot.seatsTaken })}</p>
        )}
        {move.isError && (
          <div className="@xl:col-span-3">
            <FormAlert>{move.error.message}</FormAlert>
          </div>
        )}
      </form>
    </details>
  );
}
