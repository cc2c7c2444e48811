import { type TEvent, type TRealm, ZSlotInput } from '@engagex/contracts';
import { Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import { useDraftForm } from '@/lib/form';
import { Button } from '@/ui/Button';
import { Field, FormAlert, inputClasses } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { useAddSlot } from '../api/add-slot';
import { formatRange, fromLocalInput, numberFrom, toLocalInput } from '../format';
import { t } from '../messages';
import { organiserResolver } from '../validation';
import { ZonedTimeRangeFields } from './event-fields';

type Key = 'startsAt' | 'endsAt' | 'capacity';
/** Each field's sentence, read (a getter) when the form is checked, so it is in the reader's language then. */
const MESSAGES: Record<Key, string> = {
  get startsAt() {
    return t('rule.slotStartsAt');
  },
  get endsAt() {
    return t('rule.endsAt');
  },
  get capacity() {
    return t('rule.seats');
  },
};
const FIELDS = Object.keys(MESSAGES) as Key[];

/** POST /events/:id/slots: a new slot, checked with ZSlotInput and the venue's size. */
export function AddSlotForm({
  realm,
  event,
  venueCapacity,
}: {
  realm: TRealm;
  event: TEvent;
  venueCapacity: number | undefined;
}) {
  const add = useAddSlot(realm, event.id);
  const initial = () => ({
    startsAt: toLocalInput(event.startsAt, event.timeZone),
    endsAt: toLocalInput(event.endsAt, event.timeZone),
    capacity: '',
  });
  // The schema's word on capacity comes first; the venue's size only once the number itself is fine.
  const resolver = organiserResolver<ReturnType<typeof initial>, Key>(
    (next) => ({
      schema: ZSlotInput,
      body: {
        startsAt: fromLocalInput(next.startsAt, event.timeZone),
        endsAt: fromLocalInput(next.endsAt, event.timeZone),
        capacity: numberFrom(next.capacity),
      },
    }),
    MESSAGES,
    (next) =>
      venueCapacity !== undefined && numberFrom(next.capacity) > venueCapacity
        ? { capacity: t('rule.venueHolds', { capacity: venueCapacity }) }
        : {},
    ['startsAt', 'endsAt'],
  );
  const { draft, errors, set, validate, restart } = useDraftForm({
    initial,
    resolver,
    fields: FIELDS,
    save: add,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await validate())) return;
    add.mutate(
      {
        startsAt: fromLocalInput(draft.startsAt, event.timeZone),
        endsAt: fromLocalInput(draft.endsAt, event.timeZone),
        capacity: Number(draft.capacity),
      },
      {
        onSuccess: (slot) => {
          toast({
            title: () => t('addSlot.added'),
            description: () =>
              t('addSlot.addedText', {
                range: formatRange(slot.startsAt, slot.endsAt, event.timeZone),
                seats: slot.capacity,
              }),
            variant: 'success',
          });
          restart();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="add-slot-heading"
      className="flex flex-col gap-4 rounded-2xl bg-surface-muted p-4"
    >
      <h3 id="add-slot-heading" className="font-semibold text-ink">
        {t('addSlot.heading')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem]">
        <ZonedTimeRangeFields
          zone={event.timeZone}
          labels={{ startsAt: t('addSlot.starts'), endsAt: t('addSlot.ends') }}
          value={draft}
          errors={errors}
          onValueChange={(field, value) => set(field, value)}
        />
        <Field label={t('addSlot.seats')} error={errors.capacity}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={venueCapacity}
              step={1}
              placeholder={
                venueCapacity !== undefined ? t('addSlot.upTo', { capacity: venueCapacity }) : undefined
              }
              className={`${inputClasses} tabular-nums`}
              value={draft.capacity}
              onChange={(e) => set('capacity', e.target.value)}
            />
          )}
        </Field>
      </div>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="flex justify-end">
        <Button
          type="submit"
          loading={add.isPending}
          icon={add.isPending ? undefined : <Plus aria-hidden className="size-4" />}
        >
          {t('addSlot.submit')}
        </Button>
      </div>
    </form>
  );
}
