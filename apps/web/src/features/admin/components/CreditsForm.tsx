import { type TAdminCreditsRequest, ZAdminCreditsRequest } from '@engagex/contracts';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { type IssueWords, messageAt, requestResolver, showRefusal, useFocusFirstInvalid } from '@/lib/form';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { Button } from '@/ui/Button';
import { Field, FormAlert, InputField, TextArea } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { useAdjustCredits } from '../api/adjust-credits';
import { t } from '../messages';

type CreditsValues = { direction: TAdminCreditsRequest['direction']; amount: string; reason: string };

const DIRECTIONS = ['grant', 'deduct'] as const;

const words: IssueWords = (issue) =>
  issue.path?.[0] === 'amount' && issue.code === 'too_small' ? t('adjust.atLeastOne') : undefined;

/**
 * Grants or deducts credits with a required reason, checked by the contract's own schema before it is sent. One
 * idempotency key per attempt: sending the same adjustment again after a failure is a retry the server applies
 * once; a success, or any change to the form, starts a new attempt.
 */
export function CreditsForm({ userId, name }: { userId: string; name: string }) {
  const adjust = useAdjustCredits();
  const keyFor = useIdempotencyKey();
  const resolver = useMemo(
    () =>
      requestResolver<CreditsValues, TAdminCreditsRequest>(
        ZAdminCreditsRequest,
        ({ direction, amount, reason }) => {
          const request = {
            direction,
            amount: amount.trim() === '' ? undefined : Number(amount),
            reason: reason.trim(),
          };
          return { ...request, idempotencyKey: keyFor(request) };
        },
        words,
      ),
    [keyFor],
  );
  const form = useForm<CreditsValues, unknown, TAdminCreditsRequest>({
    defaultValues: { direction: 'grant', amount: '', reason: '' },
    resolver,
  });
  const container = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(container);
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) => {
    adjust.mutate(
      { userId, ...request },
      {
        onSuccess: (moved) => {
          keyFor.settled();
          form.reset();
          toast({
            title: () => (request.direction === 'grant' ? t('adjust.granted') : t('adjust.deducted')),
            description: () =>
              t(request.direction === 'grant' ? 'adjust.grantedText' : 'adjust.deductedText', {
                name,
                amount: request.amount,
                balance: moved.balance,
              }),
            variant: 'success',
          });
        },
        onError: (error) => {
          if (showRefusal(error, form.setError).fields.length > 0) focusFirstInvalid();
        },
      },
    );
  });

  return (
    <form
      ref={container}
      noValidate
      aria-label={t('adjust.form')}
      onSubmit={(event) => {
        adjust.reset();
        void submit(event);
      }}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-muted/60 p-4"
    >
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-medium text-ink">{t('adjust.legend')}</legend>
        <div className="flex gap-4">
          {DIRECTIONS.map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                value={value}
                className="size-4 accent-primary"
                {...form.register('direction')}
              />
              {t(`adjust.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 @xl:grid-cols-[10rem_1fr]">
        <InputField
          label={t('adjust.credits')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={messageAt(errors, 'amount')}
          {...form.register('amount')}
        />
        <Field label={t('adjust.reason')} hint={t('adjust.reasonHint')} error={messageAt(errors, 'reason')}>
          {(props) => (
            <TextArea {...props} {...form.register('reason')} rows={2} maxLength={500} className="min-h-11" />
          )}
        </Field>
      </div>
      {adjust.isError && !Object.keys(errors).length && <FormAlert>{adjust.error.message}</FormAlert>}
      <div>
        <Button type="submit" loading={adjust.isPending}>
          {t('adjust.apply')}
        </Button>
      </div>
    </form>
  );
}
