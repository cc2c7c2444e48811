import { type TEncashmentConfig, type TPayoutDetails, ZEncashmentRequestInput } from '@engagex/contracts';
import { CircleCheck, CircleX, Wallet } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkNow, type IssueWords, useFocusFirstInvalid } from '@/lib/form';
import { useDebounced } from '@/lib/use-debounced';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { FormAlert, inputClasses } from '@/ui/fields';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/toast';
import { useRequestEncashment } from '../api/request-encashment';
import { useEncashmentValidation } from '../api/validate-encashment';
import { formatInr, formatNumber } from '../format';
import { t } from '../messages';
import { emptyPayout, type PayoutValues, payoutResolver } from '../payout';
import { PayoutFields } from './PayoutFields';

/** How long typing must pause before the server is asked about the amount. */
export const VALIDATE_DEBOUNCE_MS = 400;

/** Ours where zod would speak of types (a word, an empty or infinite number); the contract's own otherwise. */
const creditsWords: IssueWords = (issue) =>
  issue.code === 'invalid_type' ? t('form.wholeCredits') : undefined;

const ZCredits = ZEncashmentRequestInput.pick({ credits: true });

/** The amount as typed: a whole positive number (the contract's rule and words), or why not. */
function readCredits(text: string): { credits: number | null; error?: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { credits: null };
  const checked = checkNow(ZCredits, { credits: Number(trimmed) }, creditsWords);
  return checked.ok ? { credits: checked.request.credits } : { credits: null, error: checked.message };
}

const newKey = () =>
  `encash:${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;

/**
 * Turn earned credits into money. The amount is checked by the server as it is typed (after a pause), and the
 * request can be sent only when that check passed for exactly the amount shown. One idempotency key per
 * attempt: a double click or a retry after a lost answer never makes two requests.
 */
export function EncashmentForm({ config }: { config: TEncashmentConfig }) {
  const [creditsText, setCreditsText] = useState('');
  // The payout's errors show from the first attempt to send, then live (not on blur: a message appearing then
  // moves the button clicked).
  const form = useForm<PayoutValues, unknown, TPayoutDetails>({
    defaultValues: emptyPayout(
      config.payoutMethods.includes('upi') ? 'upi' : (config.payoutMethods[0] ?? 'upi'),
    ),
    resolver: payoutResolver,
    shouldFocusError: false,
  });
  const payout = form.watch();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const idempotencyKey = useRef(newKey());
  const submit = useRequestEncashment();
  const headingId = useId();
  const amountId = useId();
  const messageId = `${amountId}-message`;

  const { credits, error: localError } = readCredits(creditsText);
  const settled = useDebounced(credits, VALIDATE_DEBOUNCE_MS);
  const validation = useEncashmentValidation(settled);
  const current = settled === credits && credits !== null && !validation.isPlaceholderData;
  const checking = credits !== null && (!current || validation.isFetching);
  const verdict = current && !validation.isFetching ? validation.data : undefined;
  const canSubmit = verdict?.isValid === true && !submit.isPending;

  const setPayout = (next: Partial<PayoutValues>) => {
    for (const [field, value] of Object.entries(next)) {
      form.setValue(field as keyof PayoutValues, value, { shouldValidate: form.formState.isSubmitted });
    }
  };

  const onSubmit = form.handleSubmit((checkedPayout) => {
    if (!canSubmit || credits === null) return;
    submit.mutate(
      { credits, payout: checkedPayout, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (request) => {
          toast({
            title: () => t('form.requestedToast'),
            description: () =>
              t('form.requestedText', {
                credits: request.credits,
                inr: formatInr(request.amountInr),
              }),
            variant: 'success',
          });
          idempotencyKey.current = newKey();
          setCreditsText('');
          form.reset(form.getValues());
        },
      },
    );
  }, focusFirstInvalid);

  const message = localError ? (
    <Verdict ok={false}>{localError}</Verdict>
  ) : credits === null ? (
    <span className="text-ink-muted">
      {t('form.between', { min: config.minCredits, max: config.maxCredits })}
    </span>
  ) : checking ? (
    <span className="inline-flex items-center gap-2 text-ink-muted">
      <Spinner size="small" className="text-current" /> {t('form.checking')}
    </span>
  ) : validation.isError && current ? (
    <Verdict ok={false}>{validation.error.message}</Verdict>
  ) : verdict ? (
    <Verdict ok={verdict.isValid}>{verdict.message}</Verdict>
  ) : null;

  const invalid = Boolean(localError) || verdict?.isValid === false;
  const presets = [config.minCredits, 500, 1000].filter(
    (value, index, all) => value <= config.encashableCredits && all.indexOf(value) === index,
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t('form.rate', { inr: formatInr(config.creditValueInr), days: config.processingDays })}
        </p>
      </div>

      {submit.isError && <FormAlert>{submit.error.message}</FormAlert>}

      <div className="flex flex-col gap-1.5">
        <label htmlFor={amountId} className="text-sm font-medium text-ink">
          {t('form.amount')}
        </label>
        <div className="relative">
          <input
            id={amountId}
            name="credits"
            inputMode="numeric"
            autoComplete="off"
            value={creditsText}
            onChange={(event) => setCreditsText(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={messageId}
            className={cx(inputClasses, 'h-12 pr-28 text-lg font-semibold tabular-nums')}
          />
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-ink-muted tabular-nums"
          >
            {credits !== null
              ? t('form.worth', { inr: formatInr(credits * config.creditValueInr) })
              : t('form.unit')}
          </span>
        </div>
        <p id={messageId} role="status" aria-live="polite" className="min-h-5 text-sm">
          {message}
        </p>
        {presets.length > 0 && (
          <div className="flex flex-wrap gap-2 pt-1">
            {presets.map((value) => (
              <button
                key={value}
                type="button"
                onClick={() => setCreditsText(String(value))}
                className="h-8 rounded-full border border-line-strong px-3 text-xs font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {formatNumber(value)}
              </button>
            ))}
            {config.encashableCredits > config.minCredits && (
              <button
                type="button"
                onClick={() => setCreditsText(String(Math.min(config.encashableCredits, config.maxCredits)))}
                className="inline-flex h-8 items-center gap-1.5 rounded-full border border-line-strong px-3 text-xs font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <Wallet aria-hidden className="size-3.5" />
                {t('form.allICan', { count: Math.min(config.encashableCredits, config.maxCredits) })}
              </button>
            )}
          </div>
        )}
      </div>

      <div className="border-t border-line pt-5">
        <PayoutFields
          methods={config.payoutMethods}
          values={payout}
          errors={form.formState.errors}
          onChange={setPayout}
        />
      </div>

      <div className="flex flex-col gap-2 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">{t('form.held')}</p>
        <Button type="submit" size="lg" disabled={!canSubmit} loading={submit.isPending}>
          {credits !== null && verdict?.isValid
            ? t('form.requestInr', { inr: formatInr(credits * config.creditValueInr) })
            : t('form.request')}
        </Button>
      </div>
    </form>
  );
}

function Verdict({ ok, children }: { ok: boolean; children: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-start gap-1.5 font-medium',
        ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-danger',
      )}
    >
      {ok ? (
        <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
      ) : (
        <CircleX aria-hidden className="mt-0.5 size-4 shrink-0" />
      )}
      {children}
    </span>
  );
}
