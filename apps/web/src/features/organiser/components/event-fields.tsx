import {
  CREDIT_PRICE_INR,
  FEE_IF_NOT_SELECTED,
  type TEditableEventStatus,
  type TEvent,
  type TFeeIfNotSelected,
  ZEditableEventStatus,
} from '@engagex/contracts';
import { useId } from 'react';
import { zoneCaption } from '@/lib/time';
import { DateTimeField } from '@/ui/DateTimeField';
import { Field, InputField, inputClasses, NumberField, selectClasses, textAreaClasses } from '@/ui/fields';
import { TimeZoneSelect } from '@/ui/TimeZoneSelect';
import { numberFrom } from '../format';
import { t } from '../messages';
import { EVENT_STATUS_LABELS } from './badges';

/** The fields an event keeps editable after creation: the new-event form and the details form share them. */
type FieldProps<V> = { value: V; error?: string; onValueChange: (value: V) => void };

/** Cancelling is not a status to pick: it is the "Cancel event" action, confirmed first (decision 052). */
const EDITABLE_STATUSES = ZEditableEventStatus.options;

/** Suggested event types; any other word or two is accepted. */
const EVENT_TYPES = [
  'music',
  'comedy',
  'theatre',
  'dance',
  'food',
  'tech',
  'wellness',
  'networking',
  'literature',
  'competition',
  'competition-round',
];

export function EventTitleField({
  value,
  error,
  onValueChange,
  hindi = false,
}: FieldProps<string> & { hindi?: boolean }) {
  return (
    <InputField
      label={hindi ? t('field.titleHi') : t('field.title')}
      {...(hindi ? { lang: 'hi', hint: t('field.hindiHint'), optional: true } : {})}
      error={error}
      value={value}
      maxLength={140}
      onValueChange={onValueChange}
    />
  );
}

export function EventTypeField({ value, error, onValueChange }: FieldProps<string>) {
  const typesId = useId();
  return (
    <Field label={t('field.eventType')} error={error} hint={t('field.eventTypeHint')}>
      {(props) => (
        <>
          <input
            {...props}
            className={inputClasses}
            list={typesId}
            value={value}
            maxLength={40}
            autoComplete="off"
            onChange={(e) => onValueChange(e.target.value)}
          />
          <datalist id={typesId}>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}

export function EventTagsField({ value, error, onValueChange }: FieldProps<string>) {
  return (
    <InputField
      label={t('field.tags')}
      optional
      error={error}
      hint={t('field.tagsHint')}
      value={value}
      onValueChange={onValueChange}
    />
  );
}

export function EventDescriptionField({
  value,
  error,
  onValueChange,
  rows,
  hint,
  hindi = false,
}: FieldProps<string> & { rows: number; hint?: string; hindi?: boolean }) {
  return (
    <Field
      label={hindi ? t('field.descriptionHi') : t('field.description')}
      error={error}
      hint={hindi ? t('field.hindiHint') : hint}
      optional={hindi}
    >
      {(props) => (
        <textarea
          {...props}
          lang={hindi ? 'hi' : undefined}
          className={textAreaClasses}
          rows={rows}
          maxLength={4000}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function TicketPriceField({ value, error, onValueChange }: FieldProps<string>) {
  const price = numberFrom(value);
  return (
    <NumberField
      label={t('field.price')}
      error={error}
      hint={
        Number.isFinite(price) && price > 0
          ? t('field.priceHint', { rupees: price * CREDIT_PRICE_INR, rate: String(CREDIT_PRICE_INR) })
          : t('field.priceFree')
      }
      min={0}
      max={100000}
      value={value}
      onValueChange={onValueChange}
    />
  );
}

export function EventStatusField({
  value,
  error,
  onValueChange,
}: {
  value: TEvent['status'];
  error?: string;
  onValueChange: (value: TEditableEventStatus) => void;
}) {
  return (
    <Field
      label={t('field.status')}
      error={error}
      hint={value === 'cancelled' ? t('field.statusCancelled') : t('field.statusHint')}
    >
      {(props) => (
        <select
          {...props}
          className={selectClasses}
          value={value}
          onChange={(e) => onValueChange(ZEditableEventStatus.parse(e.target.value))}
        >
          {value === 'cancelled' && (
            <option value="cancelled" disabled>
              {EVENT_STATUS_LABELS.cancelled}
            </option>
          )}
          {EDITABLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {EVENT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The organiser's rule for the fee of an entry not selected (decision 054), as they choose it. */
export const FEE_IF_NOT_SELECTED_CHOICES: Record<TFeeIfNotSelected, string> = {
  get refund() {
    return t('feeRule.refund');
  },
  get keep() {
    return t('feeRule.keep');
  },
};

/** What a competition does with a paid fee when an entry is not selected; entrants read it before they pay. */
export function FeeIfNotSelectedField({ value, error, onValueChange }: FieldProps<TFeeIfNotSelected>) {
  return (
    <Field label={t('field.feeIfNotSelected')} error={error} hint={t('field.feeIfNotSelectedHint')}>
      {(props) => (
        <select
          {...props}
          className={selectClasses}
          value={value}
          onChange={(e) => onValueChange(e.target.value as TFeeIfNotSelected)}
        >
          {FEE_IF_NOT_SELECTED.map((choice) => (
            <option key={choice} value={choice}>
              {FEE_IF_NOT_SELECTED_CHOICES[choice]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * Where the event happens, as a time zone: its times are entered and shown in it (decision 039), picked by a
 * search or from a list with the usual zones first (decision 053).
 */
export function TimeZoneField({ value, error, onValueChange }: FieldProps<string>) {
  return (
    <Field label={t('field.timeZone')} error={error} hint={t('field.timeZoneHint')}>
      {(props) => <TimeZoneSelect value={value} onValueChange={onValueChange} control={props} />}
    </Field>
  );
}

type TimeRange = { startsAt: string; endsAt: string };

/**
 * A start and an end, each a day and a time typed as wall-clock time in the event's zone and labelled with it
 * (decision 039): the new-event form, the details form and the slot forms all enter times this way. Each is the
 * portal's date and time pair (decision 068), which reads dd/mm/yyyy and "7:30 pm" whatever the browser's locale.
 */
export function ZonedTimeRangeFields({
  zone,
  value,
  errors = {},
  labels = { startsAt: t('field.starts'), endsAt: t('field.ends') },
  onValueChange,
}: {
  zone: string;
  value: TimeRange;
  errors?: { [K in keyof TimeRange]?: string | undefined };
  labels?: TimeRange;
  onValueChange: (field: keyof TimeRange, value: string) => void;
}) {
  const hint = t('field.inZone', { zone: zoneCaption(zone) });
  return (
    <>
      <DateTimeField
        label={labels.startsAt}
        hint={hint}
        error={errors.startsAt}
        value={value.startsAt}
        onValueChange={(startsAt) => onValueChange('startsAt', startsAt)}
      />
      <DateTimeField
        label={labels.endsAt}
        hint={hint}
        error={errors.endsAt}
        value={value.endsAt}
        minDate={value.startsAt.slice(0, 10)}
        onValueChange={(endsAt) => onValueChange('endsAt', endsAt)}
      />
    </>
  );
}
