import { CREDIT_PRICE_INR, type TQuestionKind, type TTicketType } from '@engagex/contracts';
import { useEffect, useId, useRef } from 'react';
import { formatInr } from '@/lib/format';
import { Button } from '@/ui/Button';
import { FieldError } from '@/ui/fields';
import { formatDateTime } from '../../format';
import { t } from '../../messages';
import { CheckboxField } from '../fields';

/*
 * What the ticketing panels share (decision 078): a price in credits with its rupees, a type's sales window in
 * words, the "every type or some" choice of questions and codes, and the two-step delete. Changes when the
 * panels say a price, a window or a choice of types another way.
 */

/** A question's kind in words, read when drawn so it follows the reader's language. */
export const KIND_LABELS: Record<TQuestionKind, () => string> = {
  text: () => t('ticketing.questions.kindText'),
  number: () => t('ticketing.questions.kindNumber'),
  choice: () => t('ticketing.questions.kindChoice'),
  boolean: () => t('ticketing.questions.kindBoolean'),
};

/** "40 credits · ₹400", or "Free". */
export const priceText = (credits: number) =>
  credits === 0
    ? t('ticketing.free')
    : t('ticketing.price', { count: credits, rupees: formatInr(credits * CREDIT_PRICE_INR) });

/** When a type is sold, in the event's zone: "Always on sale", "From …", "Until …", "… to …". */
export function salesWindowText(
  type: Pick<TTicketType, 'salesStartAt' | 'salesEndAt'>,
  timeZone: string,
): string {
  const { salesStartAt: start, salesEndAt: end } = type;
  if (start && end)
    return t('ticketing.types.windowBoth', {
      start: formatDateTime(start, timeZone),
      end: formatDateTime(end, timeZone),
    });
  if (start) return t('ticketing.types.windowFrom', { start: formatDateTime(start, timeZone) });
  if (end) return t('ticketing.types.windowUntil', { end: formatDateTime(end, timeZone) });
  return t('ticketing.types.windowAlways');
}

/** The names of the types `ids` names, in the event's order; ids of deleted types are left out. */
export const typeNames = (types: TTicketType[], ids: readonly string[]) =>
  types
    .filter((type) => ids.includes(type.id))
    .map((type) => type.name)
    .join(', ');

/**
 * Every type, or only some: a question asked of some attendees, a code that discounts some types. `some` is null
 * for every type; the checkboxes list the types to pick.
 */
export function TypesChoice({
  legend,
  everyLabel,
  someLabel,
  types,
  some,
  error,
  onChange,
}: {
  legend: string;
  everyLabel: string;
  someLabel: string;
  types: TTicketType[];
  some: string[] | null;
  error?: string | undefined;
  onChange: (some: string[] | null) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="radio"
          name={id}
          checked={some === null}
          onChange={() => onChange(null)}
          className="size-4 accent-primary"
        />
        {everyLabel}
      </label>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="radio"
          name={id}
          checked={some !== null}
          onChange={() => onChange(some ?? [])}
          className="size-4 accent-primary"
        />
        {someLabel}
      </label>
      {some !== null && (
        <TypeCheckboxes types={types} chosen={some} onChange={(chosen) => onChange(chosen)} />
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

/** One checkbox per type, in the event's order; a hidden type says so. */
export function TypeCheckboxes({
  types,
  chosen,
  onChange,
}: {
  types: TTicketType[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-surface-muted p-3">
      {types.map((type) => (
        <CheckboxField
          key={type.id}
          label={type.name}
          description={type.hidden ? t('ticketing.types.hidden') : undefined}
          checked={chosen.includes(type.id)}
          onChange={(checked) =>
            onChange(
              types.map((one) => one.id).filter((one) => (one === type.id ? checked : chosen.includes(one))),
            )
          }
        />
      ))}
    </div>
  );
}

/**
 * A delete asked twice: the first press asks, the second sends. The server's refusal (a type with tickets, the
 * last type) is said under the row in its own words.
 */
export function DeleteControl({
  name,
  asking,
  busy,
  error,
  onAsk,
  onConfirm,
  onKeep,
}: {
  name: string;
  asking: boolean;
  busy: boolean;
  error: string | null;
  onAsk: () => void;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);
  return (
    <div className="flex flex-col items-end gap-2">
      {asking ? (
        <div className="flex flex-wrap items-center justify-end gap-2">
          <span className="text-sm text-ink">{t('ticketing.deleteAsk', { name })}</span>
          {/* Focus moves onto the question's safe answer, so a keyboard user is not left on a vanished button. */}
          <Button ref={keepRef} size="sm" variant="ghost" onClick={onKeep}>
            {t('ticketing.keep')}
          </Button>
          <Button size="sm" variant="danger" loading={busy} onClick={onConfirm}>
            {t('ticketing.deleteConfirm')}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="ghost" aria-label={t('ticketing.deleteLabel', { name })} onClick={onAsk}>
          {t('ticketing.delete')}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
