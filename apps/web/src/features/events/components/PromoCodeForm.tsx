import { CREDIT_PRICE_INR, type TPromoCodeCheck, ZPromoCodeText } from '@engagex/contracts';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { checkNow } from '@/lib/form';
import { Button } from '@/ui/Button';
import { FieldError, inputClasses } from '@/ui/fields';
import { formatCredits } from '../format';
import { t } from '../later/messages';
import { useRupeesText } from './RupeesPrice';

export type PromoCodeProps = {
  /** The code applied, or null. */
  applied: string | null;
  check: TPromoCodeCheck | undefined;
  checking: boolean;
  error: unknown;
  onApply: (code: string | null) => void;
  disabled?: boolean;
};

/**
 * The promo code's field, loaded once the buyer says they have one (it checks the code's form with the contract's
 * schema, so zod stays out of the event page until then). The code is checked by the caller; this shows the
 * saving ("You save ₹…") or the server's reason for refusing it.
 */
export default function PromoCodeForm({
  applied,
  check,
  checking,
  error,
  onApply,
  disabled = false,
}: PromoCodeProps) {
  const id = useId();
  const rupees = useRupeesText();
  const [text, setText] = useState(applied ?? '');
  const [typed, setTyped] = useState<string | null>(null);

  const refused = applied !== null && error !== null && error !== undefined;
  const accepted = applied !== null && !refused && check !== undefined;
  const shownError = typed ?? (refused ? (isApiError(error) ? error.message : t('buy.promo.failed')) : null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNow(ZPromoCodeText, text);
    if (!checked.ok) {
      setTyped(t('buy.promo.invalid'));
      return;
    }
    setTyped(null);
    onApply(checked.request);
  };

  return (
    <form onSubmit={apply} className="flex flex-col gap-1.5" noValidate>
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-ink">
        {t('buy.promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={`${inputClasses} min-w-0 flex-1 uppercase`}
          value={text}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-status`}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(null);
          }}
        />
        {accepted || (applied !== null && applied === text.trim()) ? (
          <Button
            variant="secondary"
            onClick={() => {
              setText('');
              setTyped(null);
              onApply(null);
            }}
            disabled={disabled}
          >
            {t('buy.promo.remove')}
          </Button>
        ) : (
          <Button type="submit" variant="secondary" loading={checking} disabled={disabled}>
            {t('buy.promo.apply')}
          </Button>
        )}
      </div>
      <div id={`${id}-status`} aria-live="polite">
        {shownError ? (
          <FieldError>{shownError}</FieldError>
        ) : accepted && check ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-300">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {check.discountCredits > 0
                ? t('buy.promo.saving', {
                    code: check.code,
                    amount: rupees(check.discountCredits * CREDIT_PRICE_INR),
                    credits: formatCredits(check.discountCredits),
                  })
                : check.unlocksTicketTypeIds.length > 0
                  ? t('buy.promo.unlocks', { code: check.code, count: check.unlocksTicketTypeIds.length })
                  : t('buy.promo.applied', { code: check.code })}
            </span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
