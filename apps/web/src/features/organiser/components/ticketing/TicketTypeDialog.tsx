import {
  MAX_SEATS_PER_BOOKING,
  type TEvent,
  type TRealm,
  type TTicketType,
  ZTicketTypeInput,
  ZTicketTypeUpdate,
} from '@engagex/contracts';
import type { FormEvent } from 'react';
import { useDraftForm } from '@/lib/form';
import { zoneCaption } from '@/lib/time';
import { Button } from '@/ui/Button';
import { DateTimeField } from '@/ui/DateTimeField';
import { Field, FormAlert, InputField, NumberField, textAreaClasses } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useCreateTicketType } from '../../api/create-ticket-type';
import { useUpdateTicketType } from '../../api/update-ticket-type';
import { t } from '../../messages';
import { organiserResolver } from '../../validation';
import { TicketPriceField } from '../event-fields';
import { CheckboxField } from '../fields';
import {
  type TicketTypeDraft,
  ticketTypeChanges,
  ticketTypeDraft,
  ticketTypeInput,
  windowBackwards,
} from './ticket-type-draft';

type Key = Exclude<keyof TicketTypeDraft, 'hidden'>;
/** Each field's sentence, read (a getter) when the form is checked, so it is in the reader's language then. */
const MESSAGES: Record<Key, string> = {
  get name() {
    return t('ticketing.typeForm.nameRule');
  },
  get nameHi() {
    return t('ticketing.typeForm.nameRule');
  },
  get description() {
    return t('ticketing.typeForm.descriptionRule');
  },
  get priceCredits() {
    return t('ticketing.typeForm.priceRule');
  },
  get quotaPerShow() {
    return t('ticketing.typeForm.quotaRule');
  },
  get maxPerBooking() {
    return t('ticketing.typeForm.maxRule', { max: MAX_SEATS_PER_BOOKING });
  },
  get salesStartAt() {
    return t('ticketing.typeForm.timeRule');
  },
  get salesEndAt() {
    return t('ticketing.typeForm.timeRule');
  },
  get displayOrder() {
    return t('ticketing.typeForm.orderRule');
  },
};
const FIELDS = Object.keys(MESSAGES) as Key[];

/**
 * A new ticket type (POST) or an edit of one (PATCH, only what changed), in a dialog loaded when first opened.
 * Sales times are typed in the event's zone (decision 039, 068); an empty one means no limit.
 */
export default function TicketTypeDialog({
  realm,
  event,
  type,
  nextOrder,
  open,
  onOpenChange,
}: {
  realm: TRealm;
  event: TEvent;
  type: TTicketType | null;
  nextOrder: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={type ? t('ticketing.typeForm.editTitle', { name: type.name }) : t('ticketing.typeForm.newTitle')}
      description={t('ticketing.typeForm.text')}
    >
      <TicketTypeForm
        key={type?.id ?? 'new'}
        realm={realm}
        event={event}
        type={type}
        nextOrder={nextOrder}
        onDone={() => onOpenChange(false)}
      />
    </Modal>
  );
}

function TicketTypeForm({
  realm,
  event,
  type,
  nextOrder,
  onDone,
}: {
  realm: TRealm;
  event: TEvent;
  type: TTicketType | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const zone = event.timeZone;
  const create = useCreateTicketType(realm, event.id);
  const update = useUpdateTicketType(realm, event.id);
  const mutation = type ? update : create;
  const resolver = organiserResolver<TicketTypeDraft, Key>(
    (next) => {
      if (!type) return { schema: ZTicketTypeInput, body: ticketTypeInput(next, zone) };
      const changes = ticketTypeChanges(type, next, zone);
      return Object.keys(changes).length === 0 ? null : { schema: ZTicketTypeUpdate, body: changes };
    },
    MESSAGES,
    (next) => (windowBackwards(next, zone) ? { salesEndAt: t('ticketing.typeForm.endAfterStart') } : {}),
    ['salesStartAt', 'salesEndAt'],
  );
  const { draft, errors, set, bind, validate } = useDraftForm({
    initial: () => ticketTypeDraft(type, zone, nextOrder),
    resolver,
    fields: FIELDS,
    save: mutation,
  });
  const hint = t('ticketing.typeForm.inZone', { zone: zoneCaption(zone) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await validate())) return;
    const done = (saved: TTicketType) => {
      toast({
        title: () => (type ? t('ticketing.typeForm.saved') : t('ticketing.typeForm.added')),
        description: () => saved.name,
        variant: 'success',
      });
      onDone();
    };
    if (!type) return create.mutate(ticketTypeInput(draft, zone), { onSuccess: done });
    const changes = ticketTypeChanges(type, draft, zone);
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate({ ticketTypeId: type.id, body: changes }, { onSuccess: done });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 pt-2"
      aria-label={type ? t('ticketing.typeForm.editLabel') : t('ticketing.typeForm.newLabel')}
    >
      <InputField label={t('ticketing.typeForm.name')} maxLength={80} {...bind('name')} />
      <InputField
        label={t('ticketing.typeForm.nameHi')}
        hint={t('ticketing.hindiHint')}
        optional
        lang="hi"
        maxLength={80}
        {...bind('nameHi')}
      />
      <Field label={t('ticketing.typeForm.description')} optional error={errors.description}>
        {(props) => (
          <textarea
            {...props}
            className={textAreaClasses}
            rows={2}
            maxLength={500}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 xs:grid-cols-2">
        <TicketPriceField {...bind('priceCredits')} />
        <NumberField
          label={t('ticketing.typeForm.quota')}
          optional
          hint={t('ticketing.typeForm.quotaHint')}
          min={1}
          max={100000}
          {...bind('quotaPerShow')}
        />
        <NumberField
          label={t('ticketing.typeForm.max')}
          min={1}
          max={MAX_SEATS_PER_BOOKING}
          {...bind('maxPerBooking')}
        />
        <NumberField
          label={t('ticketing.typeForm.order')}
          hint={t('ticketing.typeForm.orderHint')}
          min={0}
          max={1000}
          {...bind('displayOrder')}
        />
      </div>
      <DateTimeField
        label={t('ticketing.typeForm.salesStart')}
        hint={hint}
        error={errors.salesStartAt}
        value={draft.salesStartAt}
        onValueChange={(value) => set('salesStartAt', value)}
      />
      <DateTimeField
        label={t('ticketing.typeForm.salesEnd')}
        hint={hint}
        error={errors.salesEndAt}
        value={draft.salesEndAt}
        minDate={draft.salesStartAt.slice(0, 10) || undefined}
        onValueChange={(value) => set('salesEndAt', value)}
      />
      <CheckboxField
        label={t('ticketing.typeForm.hidden')}
        description={t('ticketing.typeForm.hiddenHint')}
        checked={draft.hidden}
        onChange={(hidden) => set('hidden', hidden)}
      />
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 pt-2 xs:flex-row xs:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('ticketing.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {type ? t('ticketing.save') : t('ticketing.typeForm.add')}
        </Button>
      </div>
    </form>
  );
}
