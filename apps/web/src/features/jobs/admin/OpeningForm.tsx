import { OPENING_QUESTION_LIMIT, type TJobOpening, type TJobOpeningInput } from '@engagex/contracts';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { rich } from '@/i18n/rich';
import { messageAt, showRefusal, useFocusFirstInvalid } from '@/lib/form';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { FormDateField } from '@/ui/FormDateField';
import { Field, FormAlert, InputField, selectClasses, textAreaClasses } from '@/ui/fields';
import { TextRows } from '@/ui/TextRows';
import { useCreateOpening } from '../api/create-opening';
import { usePaymentRates } from '../api/get-payment-rates';
import { highlightedFields } from '../form-errors';
import { CATEGORIES, CATEGORY_LABELS, feeLabel } from '../format';
import { t } from '../messages';
import {
  DESCRIPTION_MIN,
  emptyOpening,
  type OpeningValues,
  openingFieldOf,
  openingResolver,
  today,
} from '../opening-form';

/**
 * A new opening, checked with the contract's schema as it is filled in (from the first attempt to send); the
 * server's field errors come back onto the same fields. The fee line follows the chosen category.
 */
export function OpeningForm({ onCreated }: { onCreated: (opening: TJobOpening) => void }) {
  const form = useForm<OpeningValues, unknown, TJobOpeningInput>({
    defaultValues: emptyOpening(),
    resolver: openingResolver,
    shouldFocusError: false,
  });
  const [formMessage, setFormMessage] = useState<string>();
  const create = useCreateOpening();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [chosenCategory, description, questions] = useWatch({
    control: form.control,
    name: ['category', 'description', 'questions'],
  });
  const { errors, isSubmitted } = form.formState;
  const errorOf = (name: string) => messageAt(errors, name);
  const field = (name: 'title' | 'department' | 'location' | 'closesOn') => ({
    ...form.register(name),
    error: errorOf(name),
  });

  // Any edit makes the form's sentence about the last refusal stale.
  useEffect(() => {
    const watching = form.watch(() => setFormMessage(undefined));
    return () => watching.unsubscribe();
  }, [form]);

  const setQuestions = (next: string[]) => form.setValue('questions', next, { shouldValidate: isSubmitted });

  const submit = form.handleSubmit((opening) => {
    const sent = form.getValues();
    create.mutate(opening, {
      onSuccess: (created) => onCreated(created),
      onError: (error) =>
        setFormMessage(
          showRefusal(error, form.setError, {
            fieldOf: openingFieldOf(sent),
            whenFields: highlightedFields(),
          }).message,
        ),
    });
  }, focusFirstInvalid);

  const descriptionLength = description.trim().length;

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="flex flex-col gap-5"
    >
      <h2 id={headingId} className="sr-only">
        {t('openingForm.heading')}
      </h2>
      {formMessage && <FormAlert>{formMessage}</FormAlert>}

      <InputField
        label={t('openingForm.title')}
        {...field('title')}
        autoComplete="off"
        placeholder={t('openingForm.titleExample')}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={t('openingForm.department')}
          {...field('department')}
          placeholder={t('openingForm.departmentExample')}
        />
        <InputField
          label={t('openingForm.location')}
          {...field('location')}
          placeholder={t('openingForm.locationExample')}
        />
        <Field
          label={t('openingForm.category')}
          error={errorOf('category')}
          hint={<CategoryFee category={chosenCategory} />}
        >
          {(props) => (
            <select {...props} {...form.register('category')} className={selectClasses}>
              <option value="">{t('openingForm.chooseCategory')}</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormDateField
          control={form.control}
          name="closesOn"
          label={t('openingForm.closesOn')}
          hint={t('openingForm.closesOnHint')}
          error={errorOf('closesOn')}
          min={today()}
        />
      </div>

      <Field
        label={t('openingForm.description')}
        error={errorOf('description')}
        hint={
          <span className="flex justify-between gap-3">
            <span>{t('openingForm.descriptionHint')}</span>
            <span className={cx('shrink-0 tabular-nums', descriptionLength >= DESCRIPTION_MIN && 'text-ink')}>
              {descriptionLength < DESCRIPTION_MIN
                ? t('openingForm.minimum', { count: descriptionLength, min: DESCRIPTION_MIN })
                : `${formatNumber(descriptionLength)} / ${formatNumber(5000)}`}
            </span>
          </span>
        }
      >
        {(props) => (
          <textarea
            {...props}
            {...form.register('description')}
            rows={7}
            className={cx(textAreaClasses, 'min-h-40')}
          />
        )}
      </Field>

      <fieldset className="flex min-w-0 flex-col gap-3 border-t border-line pt-5">
        <legend className="float-left w-full text-base font-semibold text-ink">
          {t('openingForm.questions')}{' '}
          <span className="ml-1 text-xs font-normal text-ink-muted">
            {t('openingForm.questionsOptional', { max: OPENING_QUESTION_LIMIT })}
          </span>
        </legend>
        <p className="clear-left text-xs text-ink-muted">{t('openingForm.questionsHint')}</p>
        <TextRows
          rows={questions}
          max={OPENING_QUESTION_LIMIT}
          idPrefix={`${headingId}-question`}
          register={(row) => form.register(`questions.${row}`)}
          errorAt={(row) => errorOf(`questions.${row}`)}
          listError={errorOf('questions')}
          onChange={setQuestions}
          rowLabel={(row) => t('openingForm.question', { row: row + 1 })}
          removeLabel={(row) => t('openingForm.removeQuestion', { row: row + 1 })}
          addLabel={t('openingForm.addQuestion')}
        />
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">{t('openingForm.visible')}</p>
        <Button
          type="submit"
          size="lg"
          loading={create.isPending}
          icon={<Send aria-hidden className="size-4" />}
        >
          {t('openingForm.post')}
        </Button>
      </div>
    </form>
  );
}

/** What applicants to the chosen category will pay, from the server's rates. */
function CategoryFee({ category }: { category: OpeningValues['category'] }) {
  const rates = usePaymentRates();
  if (category === '') return <span>{t('openingForm.feeOfCategory')}</span>;
  const rate = rates.data?.rates.find((item) => item.category === category);
  if (!rate) return <span>{rates.isError ? t('openingForm.feeFailed') : t('openingForm.feeLoading')}</span>;
  return (
    <span aria-live="polite">
      {rich(t('openingForm.fee', { fee: feeLabel(rate.feeCredits, rate.feeInr) }), {
        strong: (text) => <span className="font-medium text-ink">{text}</span>,
      })}
    </span>
  );
}
