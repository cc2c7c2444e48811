import {
  type TQuestion,
  type TQuestionKind,
  type TRealm,
  type TTicketType,
  ZQuestionInput,
  ZQuestionKind,
  ZQuestionUpdate,
} from '@engagex/contracts';
import { Plus, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { useDraftForm } from '@/lib/form';
import { Button, IconButton } from '@/ui/Button';
import {
  Field,
  FieldError,
  FormAlert,
  InputField,
  inputClasses,
  NumberField,
  selectClasses,
} from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useCreateQuestion } from '../../api/create-question';
import { useUpdateQuestion } from '../../api/update-question';
import { t } from '../../messages';
import { organiserResolver } from '../../validation';
import { CheckboxField } from '../fields';
import {
  optionsOf,
  type QuestionDraft,
  questionChanges,
  questionDraft,
  questionInput,
} from './question-draft';
import { KIND_LABELS, TypesChoice } from './shared';

type Key = 'label' | 'labelHi' | 'kind' | 'options' | 'ticketTypeIds' | 'displayOrder';
/** Each field's sentence, read (a getter) when the form is checked, so it is in the reader's language then. */
const MESSAGES: Record<Key, string> = {
  get label() {
    return t('ticketing.questionForm.labelRule');
  },
  get labelHi() {
    return t('ticketing.questionForm.labelRule');
  },
  get kind() {
    return t('ticketing.questionForm.kindRule');
  },
  get options() {
    return t('ticketing.questionForm.optionsRule');
  },
  get ticketTypeIds() {
    return t('ticketing.pickTypes');
  },
  get displayOrder() {
    return t('ticketing.typeForm.orderRule');
  },
};
const FIELDS = Object.keys(MESSAGES) as Key[];
const MAX_OPTIONS = 30;

/**
 * A new question (POST) or an edit of one (PATCH, only what changed), in a dialog loaded when first opened. A
 * question keeps its kind once asked (the contract's update has none): answers already given are of that kind.
 */
export default function QuestionDialog({
  realm,
  eventId,
  types,
  question,
  nextOrder,
  open,
  onOpenChange,
}: {
  realm: TRealm;
  eventId: string;
  types: TTicketType[];
  question: TQuestion | null;
  nextOrder: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={question ? t('ticketing.questionForm.editTitle') : t('ticketing.questionForm.newTitle')}
      description={t('ticketing.questionForm.text')}
    >
      <QuestionForm
        key={question?.id ?? 'new'}
        realm={realm}
        eventId={eventId}
        types={types}
        question={question}
        nextOrder={nextOrder}
        onDone={() => onOpenChange(false)}
      />
    </Modal>
  );
}

function QuestionForm({
  realm,
  eventId,
  types,
  question,
  nextOrder,
  onDone,
}: {
  realm: TRealm;
  eventId: string;
  types: TTicketType[];
  question: TQuestion | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const create = useCreateQuestion(realm, eventId);
  const update = useUpdateQuestion(realm, eventId);
  const mutation = question ? update : create;
  const resolver = organiserResolver<QuestionDraft, Key>(
    (next) => {
      if (!question) return { schema: ZQuestionInput, body: questionInput(next) };
      const changes = questionChanges(question, next);
      return Object.keys(changes).length === 0 ? null : { schema: ZQuestionUpdate, body: changes };
    },
    MESSAGES,
    // The update's schema does not count a choice question's options; the form does, as the new one's does.
    (next) =>
      next.kind === 'choice' && optionsOf(next).length < 2
        ? { options: t('ticketing.questionForm.optionsRule') }
        : {},
  );
  const { draft, errors, set, bind, validate } = useDraftForm({
    initial: () => questionDraft(question, nextOrder),
    resolver,
    fields: FIELDS,
    save: mutation,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await validate())) return;
    const done = (saved: TQuestion) => {
      toast({
        title: () => (question ? t('ticketing.questionForm.saved') : t('ticketing.questionForm.added')),
        description: () => saved.label,
        variant: 'success',
      });
      onDone();
    };
    if (!question) return create.mutate(questionInput(draft), { onSuccess: done });
    const changes = questionChanges(question, draft);
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate({ questionId: question.id, body: changes }, { onSuccess: done });
  };

  const setOption = (index: number, value: string) =>
    set(
      'options',
      draft.options.map((option, at) => (at === index ? value : option)),
    );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 pt-2"
      aria-label={question ? t('ticketing.questionForm.editLabel') : t('ticketing.questionForm.newLabel')}
    >
      <InputField label={t('ticketing.questionForm.label')} maxLength={200} {...bind('label')} />
      <InputField
        label={t('ticketing.questionForm.labelHi')}
        hint={t('ticketing.hindiHint')}
        optional
        lang="hi"
        maxLength={200}
        {...bind('labelHi')}
      />
      <div className="grid gap-4 xs:grid-cols-2">
        <Field
          label={t('ticketing.questionForm.kind')}
          error={errors.kind}
          hint={question ? t('ticketing.questionForm.kindFixed') : undefined}
        >
          {(props) => (
            <select
              {...props}
              className={selectClasses}
              value={draft.kind}
              disabled={question !== null}
              onChange={(e) => set('kind', ZQuestionKind.parse(e.target.value) as TQuestionKind)}
            >
              {ZQuestionKind.options.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]()}
                </option>
              ))}
            </select>
          )}
        </Field>
        <NumberField
          label={t('ticketing.typeForm.order')}
          hint={t('ticketing.typeForm.orderHint')}
          min={0}
          max={1000}
          {...bind('displayOrder')}
        />
      </div>
      {draft.kind === 'choice' && (
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{t('ticketing.questionForm.options')}</legend>
          <ol className="flex flex-col gap-2">
            {draft.options.map((option, index) => (
              // Options have no id of their own while typed; their place is what names them.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="flex items-center gap-2">
                <input
                  aria-label={t('ticketing.questionForm.option', { number: index + 1 })}
                  aria-invalid={errors.options && !option.trim() ? true : undefined}
                  className={inputClasses}
                  maxLength={100}
                  value={option}
                  onChange={(e) => setOption(index, e.target.value)}
                />
                <IconButton
                  label={t('ticketing.questionForm.removeOption', { number: index + 1 })}
                  disabled={draft.options.length <= 2}
                  className="disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
                  onClick={() =>
                    set(
                      'options',
                      draft.options.filter((_, at) => at !== index),
                    )
                  }
                >
                  <X aria-hidden className="size-4" />
                </IconButton>
              </li>
            ))}
          </ol>
          {errors.options && <FieldError>{errors.options}</FieldError>}
          <Button
            size="sm"
            variant="ghost"
            className="self-start"
            disabled={draft.options.length >= MAX_OPTIONS}
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => set('options', [...draft.options, ''])}
          >
            {t('ticketing.questionForm.addOption')}
          </Button>
        </fieldset>
      )}
      <CheckboxField
        label={t('ticketing.questionForm.required')}
        description={t('ticketing.questionForm.requiredHint')}
        checked={draft.required}
        onChange={(required) => set('required', required)}
      />
      <TypesChoice
        legend={t('ticketing.questionForm.askedOf')}
        everyLabel={t('ticketing.questions.everyone')}
        someLabel={t('ticketing.questionForm.someTypes')}
        types={types}
        some={draft.ticketTypeIds}
        error={errors.ticketTypeIds}
        onChange={(some) => set('ticketTypeIds', some)}
      />
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 pt-2 xs:flex-row xs:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('ticketing.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {question ? t('ticketing.save') : t('ticketing.questionForm.add')}
        </Button>
      </div>
    </form>
  );
}
