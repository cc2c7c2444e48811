import type { TJobApplication, TJobOpening } from '@engagex/contracts';
import { Link2, Send } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { messageAt, showRefusal, useFocusFirstInvalid } from '@/lib/form';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { Field, FieldError, FormAlert, inputClasses, textAreaClasses } from '@/ui/fields';
import { TextRows } from '@/ui/TextRows';
import { useApplyForJob } from '../api/apply-for-job';
import {
  type ApplicationValues,
  applicationFieldOf,
  applicationResolver,
  COVER_NOTE_MAX,
  COVER_NOTE_MIN,
  emptyApplication,
  MAX_LINKS,
  toApplicationRequest,
} from '../application-form';
import { highlightedFields } from '../form-errors';
import { t } from '../messages';

/**
 * The application for one opening, checked as it is filled in with the contract's schema; one answer per
 * question. A field's error shows once the field was left (or the form sent), and the server's field errors
 * come back onto the same fields.
 */
export function ApplicationForm({
  opening,
  onApplied,
}: {
  opening: TJobOpening;
  onApplied: (application: TJobApplication) => void;
}) {
  const resolver = useMemo(() => applicationResolver(opening.id), [opening.id]);
  // Errors show from the first attempt to send, then follow every keystroke. Not on leaving a field: an error
  // appearing on blur moves the button being clicked and the click lands elsewhere.
  const form = useForm<ApplicationValues, unknown, unknown>({
    defaultValues: emptyApplication(opening.questions.length),
    resolver,
    shouldFocusError: false,
  });
  const [formMessage, setFormMessage] = useState<string>();
  const apply = useApplyForJob();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [coverNote, links] = useWatch({ control: form.control, name: ['coverNote', 'links'] });
  const { errors, isSubmitted } = form.formState;
  const errorOf = (name: string) => messageAt(errors, name);

  // Any edit makes the form's sentence about the last refusal stale.
  useEffect(() => {
    const watching = form.watch(() => setFormMessage(undefined));
    return () => watching.unsubscribe();
  }, [form]);

  const setLinks = (next: string[]) => form.setValue('links', next, { shouldValidate: isSubmitted });

  // Refused by the checks: focus the first field that needs attention, so keyboard and screen-reader users
  // land on it.
  const submit = form.handleSubmit(() => {
    apply.mutate(toApplicationRequest(opening.id, form.getValues()), {
      onSuccess: (application) => onApplied(application),
      onError: (error) =>
        setFormMessage(
          showRefusal(error, form.setError, { fieldOf: applicationFieldOf, whenFields: highlightedFields() })
            .message,
        ),
    });
  }, focusFirstInvalid);

  const noteLength = coverNote.trim().length;
  const duplicate = isApiError(apply.error) && apply.error.status === 409;

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="flex flex-col gap-5"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t('apply.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {opening.feeCredits === 0 ? t('apply.noFee') : t('apply.fee', { credits: opening.feeCredits })}
        </p>
      </div>

      {formMessage && (
        <FormAlert>
          {formMessage}
          {duplicate && (
            <>
              {' '}
              <Link to="/jobs/applications" className="font-semibold underline underline-offset-2">
                {t('apply.seeMine')}
              </Link>
            </>
          )}
        </FormAlert>
      )}

      <Field
        label={t('apply.coverNote')}
        error={errorOf('coverNote')}
        hint={
          <span className="flex justify-between gap-3">
            <span>{t('apply.coverNoteHint')}</span>
            <span className={cx('tabular-nums', noteLength >= COVER_NOTE_MIN && 'text-ink')}>
              {noteLength < COVER_NOTE_MIN
                ? t('apply.minimum', { count: noteLength, min: COVER_NOTE_MIN })
                : `${formatNumber(noteLength)} / ${formatNumber(COVER_NOTE_MAX)}`}
            </span>
          </span>
        }
      >
        {(props) => (
          <textarea
            {...props}
            {...form.register('coverNote')}
            rows={6}
            className={cx(textAreaClasses, 'min-h-36')}
          />
        )}
      </Field>

      <Field label={t('apply.experience')} error={errorOf('experienceYears')}>
        {(props) => (
          <input
            {...props}
            {...form.register('experienceYears')}
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            step={1}
            className={cx(inputClasses, 'max-w-40')}
          />
        )}
      </Field>

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="text-sm font-medium text-ink">
          {t('apply.links')}{' '}
          <span className="ml-1 text-xs font-normal text-ink-muted">
            {t('apply.linksOptional', { max: MAX_LINKS })}
          </span>
        </legend>
        <p className="-mt-1 text-xs text-ink-muted">{t('apply.linksHint')}</p>
        <TextRows
          rows={links}
          max={MAX_LINKS}
          idPrefix={`${headingId}-link`}
          register={(row) => form.register(`links.${row}`)}
          errorAt={(row) => errorOf(`links.${row}`)}
          listError={errorOf('links')}
          onChange={setLinks}
          rowLabel={(row) => t('apply.link', { row: row + 1 })}
          removeLabel={(row) => t('apply.removeLink', { row: row + 1 })}
          addLabel={t('apply.addLink')}
          decoration={<Link2 className="size-4" />}
          // not translated: every web address starts so, in any language
          inputProps={{ type: 'url', inputMode: 'url', placeholder: 'https://' }}
        />
      </fieldset>

      {opening.questions.length > 0 && (
        <fieldset className="flex min-w-0 flex-col gap-4 border-t border-line pt-5">
          <legend className="float-left w-full text-base font-semibold text-ink">
            {opening.questions.length === 1 ? t('apply.oneQuestion') : t('apply.questions')}
          </legend>
          {errorOf('answers') && <FieldError>{errorOf('answers')}</FieldError>}
          {opening.questions.map((question, row) => (
            <Field
              // biome-ignore lint/suspicious/noArrayIndexKey: the questions of an opening do not move
              key={row}
              label={question}
              error={errorOf(`answers.${row}`)}
              className="clear-left"
            >
              {(props) => (
                <textarea
                  {...props}
                  {...form.register(`answers.${row}`)}
                  rows={4}
                  className={textAreaClasses}
                />
              )}
            </Field>
          ))}
        </fieldset>
      )}

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">{t('apply.once')}</p>
        <Button
          type="submit"
          size="lg"
          loading={apply.isPending}
          icon={<Send aria-hidden className="size-4" />}
        >
          {t('apply.submit')}
        </Button>
      </div>
    </form>
  );
}
