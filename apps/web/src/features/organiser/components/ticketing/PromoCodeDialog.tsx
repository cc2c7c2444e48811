import {
  type TEvent,
  type TPromoCode,
  type TRealm,
  type TTicketType,
  ZPromoCodeInput,
} from '@engagex/contracts';
import type { FormEvent } from 'react';
import type { Resolver } from 'react-hook-form';
import { useDraftForm } from '@/lib/form';
import { zoneCaption } from '@/lib/time';
import { Button } from '@/ui/Button';
import { DateTimeField } from '@/ui/DateTimeField';
import { FieldError, FormAlert, InputField, NumberField } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useCreatePromoCode } from '../../api/create-promo-code';
import { t } from '../../messages';
import { organiserResolver } from '../../validation';
import {
  type DiscountKind,
  emptyPromoCode,
  type PromoCodeDraft,
  promoCodeInput,
  validityBackwards,
} from './promo-code-draft';
import { TypeCheckboxes, TypesChoice } from './shared';

type Key = 'code' | 'percentOff' | 'creditsOff' | 'maxUses' | 'validFrom' | 'validUntil' | 'ticketTypeIds';
/** Each field's sentence, read (a getter) when the form is checked, so it is in the reader's language then. */
const MESSAGES: Record<Key, string> = {
  get code() {
    return t('ticketing.codeForm.codeRule');
  },
  get percentOff() {
    return t('ticketing.codeForm.percentRule');
  },
  get creditsOff() {
    return t('ticketing.codeForm.creditsRule');
  },
  get maxUses() {
    return t('ticketing.codeForm.maxUsesRule');
  },
  get validFrom() {
    return t('ticketing.typeForm.timeRule');
  },
  get validUntil() {
    return t('ticketing.typeForm.timeRule');
  },
  get ticketTypeIds() {
    return t('ticketing.pickTypes');
  },
};
const FIELDS = Object.keys(MESSAGES) as Key[];

const DISCOUNTS: Array<{ value: DiscountKind; label: () => string }> = [
  { value: 'percent', label: () => t('ticketing.codeForm.percent') },
  { value: 'credits', label: () => t('ticketing.codeForm.credits') },
  { value: 'none', label: () => t('ticketing.codeForm.noDiscount') },
];

/**
 * The contract's rules (ZPromoCodeInput) in the form's words. A code with neither a discount nor a type to unlock
 * is refused by the schema on `percentOff`; with "no discount" chosen that is said as what the code is missing.
 */
function promoResolver(zone: string): Resolver<PromoCodeDraft> {
  const base = organiserResolver<PromoCodeDraft, Key>(
    (next) => ({ schema: ZPromoCodeInput, body: promoCodeInput(next, zone) }),
    MESSAGES,
    (next) => (validityBackwards(next, zone) ? { validUntil: t('ticketing.codeForm.untilAfterFrom') } : {}),
    ['validFrom', 'validUntil'],
  );
  return async (draft, context, options) => {
    const result = await base(draft, context, options);
    const errors = result.errors as Record<string, { message?: string } | undefined>;
    if (draft.discount === 'none' && errors.percentOff)
      errors.percentOff.message = t('ticketing.codeForm.needsSomething');
    return result;
  };
}

/** A new promo code (POST), in a dialog loaded when first opened. Validity is typed in the event's zone. */
export default function PromoCodeDialog({
  realm,
  event,
  types,
  open,
  onOpenChange,
}: {
  realm: TRealm;
  event: TEvent;
  types: TTicketType[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('ticketing.codeForm.title')}
      description={t('ticketing.codeForm.text')}
    >
      {/* Mounted only while open, so each opening starts an empty form. */}
      {open && <PromoCodeForm realm={realm} event={event} types={types} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function PromoCodeForm({
  realm,
  event,
  types,
  onDone,
}: {
  realm: TRealm;
  event: TEvent;
  types: TTicketType[];
  onDone: () => void;
}) {
  const zone = event.timeZone;
  const create = useCreatePromoCode(realm, event.id);
  const { draft, errors, set, bind, validate } = useDraftForm({
    initial: emptyPromoCode,
    resolver: promoResolver(zone),
    fields: FIELDS,
    save: create,
  });
  const hidden = types.filter((type) => type.hidden);
  const hint = t('ticketing.typeForm.inZone', { zone: zoneCaption(zone) });
  const discountError = draft.discount === 'credits' ? errors.creditsOff : errors.percentOff;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await validate())) return;
    create.mutate(promoCodeInput(draft, zone), {
      onSuccess: (saved: TPromoCode) => {
        toast({
          title: () => t('ticketing.codeForm.added'),
          description: () => saved.code,
          variant: 'success',
        });
        onDone();
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 pt-2"
      aria-label={t('ticketing.codeForm.label')}
    >
      <InputField
        label={t('ticketing.codeForm.code')}
        hint={t('ticketing.codeForm.codeHint')}
        maxLength={32}
        autoComplete="off"
        spellCheck={false}
        {...bind('code')}
      />
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">{t('ticketing.codeForm.discount')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {DISCOUNTS.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="promo-discount"
                checked={draft.discount === choice.value}
                onChange={() => set('discount', choice.value)}
                className="size-4 accent-primary"
              />
              {choice.label()}
            </label>
          ))}
        </div>
        {draft.discount === 'percent' && (
          <NumberField
            label={t('ticketing.codeForm.percentAmount')}
            min={1}
            max={100}
            {...bind('percentOff')}
          />
        )}
        {draft.discount === 'credits' && (
          <NumberField
            label={t('ticketing.codeForm.creditsAmount')}
            hint={t('ticketing.codeForm.creditsHint')}
            min={1}
            max={100000}
            {...bind('creditsOff')}
          />
        )}
        {draft.discount === 'none' && discountError && <FieldError>{discountError}</FieldError>}
      </fieldset>
      <NumberField
        label={t('ticketing.codeForm.maxUses')}
        optional
        hint={t('ticketing.codeForm.maxUsesHint')}
        min={1}
        max={1000000}
        {...bind('maxUses')}
      />
      <DateTimeField
        label={t('ticketing.codeForm.validFrom')}
        hint={hint}
        error={errors.validFrom}
        value={draft.validFrom}
        onValueChange={(value) => set('validFrom', value)}
      />
      <DateTimeField
        label={t('ticketing.codeForm.validUntil')}
        hint={hint}
        error={errors.validUntil}
        value={draft.validUntil}
        minDate={draft.validFrom.slice(0, 10) || undefined}
        onValueChange={(value) => set('validUntil', value)}
      />
      {draft.discount !== 'none' && (
        <TypesChoice
          legend={t('ticketing.codeForm.covers')}
          everyLabel={t('ticketing.codes.everyType')}
          someLabel={t('ticketing.codeForm.someTypes')}
          types={types}
          some={draft.ticketTypeIds}
          error={errors.ticketTypeIds}
          onChange={(some) => set('ticketTypeIds', some)}
        />
      )}
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">{t('ticketing.codeForm.unlocks')}</legend>
        {hidden.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('ticketing.codeForm.noHidden')}</p>
        ) : (
          <>
            <p className="text-xs text-ink-muted">{t('ticketing.codeForm.unlocksHint')}</p>
            <TypeCheckboxes
              types={hidden}
              chosen={draft.unlocksTicketTypeIds}
              onChange={(chosen) => set('unlocksTicketTypeIds', chosen)}
            />
          </>
        )}
      </fieldset>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 pt-2 xs:flex-row xs:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('ticketing.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('ticketing.codeForm.add')}
        </Button>
      </div>
    </form>
  );
}
