import type { TQuestion } from '@engagex/contracts';
import { contentText } from '@/lib/content-text';
import { cx } from '@/ui/cx';
import { Field, FieldError, inputClasses, Select } from '@/ui/fields';
import { t } from '../event-page/messages';
import {
  type AttendeeDraft,
  answerKey,
  emailKey,
  emptyDraft,
  nameKey,
  questionsFor,
  type TicketLine,
  typeName,
} from '../ticket-order';

/** "Name *" for a required field (the star is for the eye; `aria-required` tells a screen reader). */
function Label({ text, required }: { text: string; required: boolean }) {
  return (
    <>
      {text}
      {required ? (
        <span aria-hidden className="ml-0.5 text-danger">
          *
        </span>
      ) : (
        <span className="ml-1.5 text-xs font-normal text-ink-muted">{t('buy.attendee.optional')}</span>
      )}
    </>
  );
}

/**
 * A card per ticket (decision 078): "Ticket 1 — VIP", the holder's name, an optional email and the event's
 * questions asked of that type (text, number, a choice, yes/no), required ones marked. Errors come keyed as the
 * server keys them (`attendees.N.answers.<questionId>`), from the browser's check or the server's 400.
 */
export function AttendeeCards({
  lines,
  drafts,
  questions,
  errors,
  namesRequired,
  onChange,
  disabled = false,
}: {
  lines: TicketLine[];
  drafts: AttendeeDraft[];
  questions: TQuestion[];
  errors: Record<string, string>;
  /** Names are needed on every card (questions are asked); else a card may stay blank. */
  namesRequired: boolean;
  onChange: (index: number, draft: AttendeeDraft) => void;
  disabled?: boolean;
}) {
  return (
    <ol className="flex flex-col gap-3" aria-label={t('buy.attendees.title')}>
      {lines.map((line) => {
        const draft = drafts[line.index] ?? emptyDraft();
        const set = (change: Partial<AttendeeDraft>) => onChange(line.index, { ...draft, ...change });
        const answer = (questionId: string, value: string | boolean) =>
          set({ answers: { ...draft.answers, [questionId]: value } });
        return (
          <li key={line.index}>
            <fieldset
              disabled={disabled}
              className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
            >
              <legend className="float-left mb-1 w-full text-sm font-semibold text-ink">
                {t('buy.attendee.title', { number: line.index + 1, type: typeName(line.type) })}
              </legend>
              <Field
                label={<Label text={t('buy.attendee.name')} required={namesRequired} />}
                error={errors[nameKey(line.index)]}
              >
                {(props) => (
                  <input
                    {...props}
                    name={nameKey(line.index)}
                    className={inputClasses}
                    autoComplete={line.index === 0 ? 'name' : 'off'}
                    maxLength={100}
                    aria-required={namesRequired || undefined}
                    value={draft.name}
                    onChange={(event) => set({ name: event.target.value })}
                  />
                )}
              </Field>
              <Field
                label={<Label text={t('buy.attendee.email')} required={false} />}
                error={errors[emailKey(line.index)]}
              >
                {(props) => (
                  <input
                    {...props}
                    name={emailKey(line.index)}
                    type="email"
                    inputMode="email"
                    className={inputClasses}
                    autoComplete={line.index === 0 ? 'email' : 'off'}
                    maxLength={200}
                    value={draft.email}
                    onChange={(event) => set({ email: event.target.value })}
                  />
                )}
              </Field>
              {questionsFor(questions, line.type.id).map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  name={answerKey(line.index, question.id)}
                  value={draft.answers[question.id]}
                  error={errors[answerKey(line.index, question.id)]}
                  onChange={(value) => answer(question.id, value)}
                />
              ))}
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}

function QuestionField({
  question,
  name,
  value,
  error,
  onChange,
}: {
  question: TQuestion;
  name: string;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const label = contentText(question.label, question.labelHi);
  if (question.kind === 'boolean') {
    const errorId = `${name}-error`;
    return (
      <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-medium text-ink">
          <Label text={label} required={question.required} />
        </legend>
        <div className="flex gap-2">
          {[true, false].map((choice) => (
            <label
              key={String(choice)}
              className={cx(
                'inline-flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border text-sm font-medium',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
                value === choice
                  ? 'border-primary bg-primary/5 text-ink ring-1 ring-primary'
                  : 'border-line-strong text-ink hover:bg-surface-muted',
                error && value !== choice ? 'border-danger' : '',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                required={question.required}
                aria-invalid={error ? true : undefined}
                checked={value === choice}
                onChange={() => onChange(choice)}
              />
              {choice ? t('buy.answer.yes') : t('buy.answer.no')}
            </label>
          ))}
        </div>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </fieldset>
    );
  }
  return (
    <Field label={<Label text={label} required={question.required} />} error={error}>
      {(props) =>
        question.kind === 'choice' ? (
          <Select
            {...props}
            name={name}
            aria-required={question.required || undefined}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{t('buy.answer.choose')}</option>
            {question.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        ) : (
          <input
            {...props}
            name={name}
            className={inputClasses}
            aria-required={question.required || undefined}
            {...(question.kind === 'number'
              ? { type: 'number', inputMode: 'decimal' as const, step: 'any' }
              : {})}
            maxLength={question.kind === 'text' ? 1000 : undefined}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}
