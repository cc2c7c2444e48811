import { type TRealm, type TVenue, ZVenueInput, ZVenueUpdate } from '@engagex/contracts';
import type { FormEvent } from 'react';
import { useDraftForm } from '@/lib/form';
import { Button } from '@/ui/Button';
import { Field, FormAlert, InputField, inputClasses } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useCreateVenue } from '../api/create-venue';
import { type TVenueUpdate, useUpdateVenue } from '../api/update-venue';
import { numberFrom, splitList } from '../format';
import { t } from '../messages';
import { organiserResolver } from '../validation';
import { DistrictField } from './place-options';

type Draft = { name: string; districtId: string; address: string; capacity: string; amenities: string };
type Key = keyof Draft;

/** Each field's sentence, read (a getter) when the form is checked, so it is in the reader's language then. */
const MESSAGES: Record<Key, string> = {
  get name() {
    return t('rule.venueName');
  },
  get districtId() {
    return t('rule.venueDistrict');
  },
  get address() {
    return t('rule.venueAddress');
  },
  get capacity() {
    return t('rule.venueCapacity');
  },
  get amenities() {
    return t('rule.amenities');
  },
};
const FIELDS = Object.keys(MESSAGES) as Key[];

const draftOf = (venue: TVenue | null): Draft => ({
  name: venue?.name ?? '',
  districtId: venue?.districtId ?? '',
  address: venue?.address ?? '',
  capacity: venue ? String(venue.capacity) : '',
  amenities: venue?.amenities.join(', ') ?? '',
});

const toInput = (draft: Draft) => ({
  name: draft.name,
  districtId: draft.districtId,
  address: draft.address,
  capacity: numberFrom(draft.capacity),
  amenities: splitList(draft.amenities),
});

/** Only what changed goes to PATCH /venues/:id. */
function changesOf(venue: TVenue, draft: Draft): TVenueUpdate {
  const input = toInput(draft);
  const changes: TVenueUpdate = {};
  if (input.name !== venue.name) changes.name = input.name;
  if (input.districtId !== venue.districtId) changes.districtId = input.districtId;
  if (input.address !== venue.address) changes.address = input.address;
  if (input.capacity !== venue.capacity) changes.capacity = input.capacity;
  if (input.amenities.join('\u0000') !== venue.amenities.join('\u0000')) changes.amenities = input.amenities;
  return changes;
}

/** New venue (POST /venues) or edit one (PATCH /venues/:id), in a dialog. Loaded only when opened. */
export default function VenueDialog({
  realm,
  venue,
  open,
  onOpenChange,
}: {
  realm: TRealm;
  venue: TVenue | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={venue ? t('venueDialog.editTitle', { name: venue.name }) : t('venueDialog.newTitle')}
      description={venue ? t('venueDialog.editText') : t('venueDialog.newText')}
    >
      <VenueForm key={venue?.id ?? 'new'} realm={realm} venue={venue} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function VenueForm({ realm, venue, onDone }: { realm: TRealm; venue: TVenue | null; onDone: () => void }) {
  const create = useCreateVenue(realm);
  const update = useUpdateVenue(realm);
  const mutation = venue ? update : create;
  const resolver = organiserResolver<Draft, Key>((next) => {
    if (!venue) return { schema: ZVenueInput, body: toInput(next) };
    const changes = changesOf(venue, next);
    return Object.keys(changes).length === 0 ? null : { schema: ZVenueUpdate, body: changes };
  }, MESSAGES);
  const { draft, errors, set, bind, validate } = useDraftForm({
    initial: () => draftOf(venue),
    resolver,
    fields: FIELDS,
    save: mutation,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await validate())) return;
    const done = (saved: TVenue) => {
      toast({
        title: () => (venue ? t('venueDialog.saved') : t('venueDialog.added')),
        description: () => saved.name,
        variant: 'success',
      });
      onDone();
    };
    if (venue) {
      const changes = changesOf(venue, draft);
      if (Object.keys(changes).length === 0) return onDone();
      update.mutate({ venueId: venue.id, body: changes }, { onSuccess: done });
    } else {
      create.mutate(toInput(draft), { onSuccess: done });
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 pt-2"
      aria-label={venue ? t('venueDialog.editLabel') : t('venueDialog.newLabel')}
    >
      <InputField label={t('venueDialog.name')} {...bind('name')} maxLength={120} />
      <DistrictField
        realm={realm}
        value={draft.districtId}
        error={errors.districtId}
        onChange={(districtId) => set('districtId', districtId)}
      />
      <InputField label={t('venueDialog.address')} {...bind('address')} maxLength={300} />
      <div className="grid gap-4 xs:grid-cols-[8rem_minmax(0,1fr)]">
        <Field label={t('venueDialog.capacity')} error={errors.capacity}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={200000}
              step={1}
              className={`${inputClasses} tabular-nums`}
              value={draft.capacity}
              onChange={(e) => set('capacity', e.target.value)}
            />
          )}
        </Field>
        <InputField
          label={t('venueDialog.amenities')}
          optional
          {...bind('amenities')}
          hint={t('venueDialog.amenitiesHint')}
          placeholder={t('venueDialog.amenitiesPlaceholder')}
        />
      </div>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 pt-2 xs:flex-row xs:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('venueDialog.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {venue ? t('venueDialog.save') : t('venueDialog.add')}
        </Button>
      </div>
    </form>
  );
}
