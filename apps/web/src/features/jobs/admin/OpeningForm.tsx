import type { TJobOpening } from '@engagex/contracts';
import { Plus, Send, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button, IconButton } from '@/ui/Button';
import { cx } from '@/ui/cx';
import {
  Field,
  FieldError,
  FormAlert,
  InputField,
  inputClasses,
  selectClasses,
  textAreaClasses,
} from '@/ui/fields';
import { useCreateOpening } from '../api/create-opening';
import { usePaymentRates } from '../api/get-payment-rates';
import { CATEGORIES, CATEGORY_LABELS, feeLabel } from '../format';
import {
  DESCRIPTION_MIN,
  emptyOpening,
  MAX_QUESTIONS,
  type OpeningErrors,
  type OpeningValues,
  parseOpening,
  serverOpeningErrors,
  today,
} from '../opening-form';

/**
 * A new opening, checked with the contract's schema as it is filled in (from the first attempt to send); the
 * server's field errors come back onto the same fields. The fee line follows the chosen category.
 */
export function OpeningForm({ onCreated }: { onCreated: (opening: TJobOpening) => void }) {
  const [values, setValues] = useState<OpeningValues>(emptyOpening);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<OpeningErrors>({});
  const create = useCreateOpening();
  const headingId = useId();

  const parsed = parseOpening(values);
  const local = parsed.errors ?? {};
  const errorOf = (key: string) => server[key] ?? (submitted ? local[key] : undefined);

  const change = (key: string, next: Partial<OpeningValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setServer((current) => {
      const { [key]: _field, form: _form, ...rest } = current;
      return rest;
    });
  };
  const setQuestion = (row: number, value: string) =>
    change(`questions.${row}`, {
      questions: values.questions.map((question, index) => (index === row ? value : question)),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.data) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const sent = values;
    create.mutate(parsed.data, {
      onSuccess: (opening) => onCreated(opening),
      onError: (error) => setServer(serverOpeningErrors(error, sent)),
    });
  };

  const descriptionLength = values.description.trim().length;

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={submit} className="flex flex-col gap-5">
      <h2 id={headingId} className="sr-only">
        New opening
      </h2>
      {server.form && <FormAlert>{server.form}</FormAlert>}

      <InputField
        label="Title"
        error={errorOf('title')}
        name="title"
        autoComplete="off"
        placeholder="Senior Backend Engineer, Payments"
        value={values.title}
        onValueChange={(value) => change('title', { title: value })}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Department"
          error={errorOf('department')}
          name="department"
          placeholder="Engineering"
          value={values.department}
          onValueChange={(value) => change('department', { department: value })}
        />
        <InputField
          label="Location"
          error={errorOf('location')}
          name="location"
          placeholder="Bengaluru (hybrid)"
          value={values.location}
          onValueChange={(value) => change('location', { location: value })}
        />
        <Field label="Category" error={errorOf('category')} hint={<CategoryFee category={values.category} />}>
          {(props) => (
            <select
              {...props}
              name="category"
              value={values.category}
              onChange={(event) =>
                change('category', { category: event.target.value as OpeningValues['category'] })
              }
              className={selectClasses}
            >
              <option value="">Choose a category</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <InputField
          label="Closes on"
          error={errorOf('closesOn')}
          hint="The last day applications are taken."
          name="closesOn"
          type="date"
          min={today()}
          value={values.closesOn}
          onValueChange={(value) => change('closesOn', { closesOn: value })}
        />
      </div>

      <Field
        label="Description"
        error={errorOf('description')}
        hint={
          <span className="flex justify-between gap-3">
            <span>The role, the team, and what the work looks like.</span>
            <span className={cx('shrink-0 tabular-nums', descriptionLength >= DESCRIPTION_MIN && 'text-ink')}>
              {descriptionLength < DESCRIPTION_MIN
                ? `${descriptionLength} / ${DESCRIPTION_MIN} minimum`
                : `${descriptionLength.toLocaleString()} / 5,000`}
            </span>
          </span>
        }
      >
        {(props) => (
          <textarea
            {...props}
            name="description"
            rows={7}
            value={values.description}
            onChange={(event) => change('description', { description: event.target.value })}
            className={cx(textAreaClasses, 'min-h-40')}
          />
        )}
      </Field>

      <fieldset className="flex min-w-0 flex-col gap-3 border-t border-line pt-5">
        <legend className="float-left w-full text-base font-semibold text-ink">
          Questions for applicants{' '}
          <span className="ml-1 text-xs font-normal text-ink-muted">(optional, up to {MAX_QUESTIONS})</span>
        </legend>
        <p className="clear-left text-xs text-ink-muted">
          Each applicant answers every question. Empty rows are left out.
        </p>
        {values.questions.map((question, row) => {
          const key = `questions.${row}`;
          const error = errorOf(key);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, edited in place
            <div key={row} className="flex flex-col gap-1.5">
              <div className="flex items-center gap-2">
                <input
                  aria-label={`Question ${row + 1}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${headingId}-question-${row}` : undefined}
                  value={question}
                  onChange={(event) => setQuestion(row, event.target.value)}
                  className={inputClasses}
                />
                <IconButton
                  label={`Remove question ${row + 1}`}
                  onClick={() =>
                    change(key, { questions: values.questions.filter((_, index) => index !== row) })
                  }
                >
                  <X aria-hidden className="size-4" />
                </IconButton>
              </div>
              {error && <FieldError id={`${headingId}-question-${row}`}>{error}</FieldError>}
            </div>
          );
        })}
        {errorOf('questions') && <FieldError>{errorOf('questions')}</FieldError>}
        {values.questions.length < MAX_QUESTIONS && (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => change('questions', { questions: [...values.questions, ''] })}
          >
            Add a question
          </Button>
        )}
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">The opening is visible to everyone as soon as it is posted.</p>
        <Button
          type="submit"
          size="lg"
          loading={create.isPending}
          icon={<Send aria-hidden className="size-4" />}
        >
          Post opening
        </Button>
      </div>
    </form>
  );
}

/** What applicants to the chosen category will pay, from the server's rates. */
function CategoryFee({ category }: { category: OpeningValues['category'] }) {
  const rates = usePaymentRates();
  if (category === '') return <span>Applicants pay the fee of the category.</span>;
  const rate = rates.data?.rates.find((item) => item.category === category);
  if (!rate) return <span>{rates.isError ? 'Could not load the fee.' : 'Loading the fee…'}</span>;
  return (
    <span aria-live="polite">
      Application fee: <span className="font-medium text-ink">{feeLabel(rate.feeCredits, rate.feeInr)}</span>
    </span>
  );
}
