/*
 * A question as its form holds it and what the form sends (decision 078): blank options dropped, "every
 * attendee" as no list of types, an edit as only what changed (a question keeps its kind). Changes when a
 * question gains a field.
 */
import type { TQuestion, TQuestionInput, TQuestionKind, TQuestionUpdate } from '@engagex/contracts';
import { numberFrom } from '../../format';

export type QuestionDraft = {
  label: string;
  labelHi: string;
  kind: TQuestionKind;
  options: string[];
  required: boolean;
  /** null: asked of every attendee. */
  ticketTypeIds: string[] | null;
  displayOrder: string;
};

export function questionDraft(question: TQuestion | null, nextOrder = 0): QuestionDraft {
  return {
    label: question?.label ?? '',
    labelHi: question?.labelHi ?? '',
    kind: question?.kind ?? 'text',
    options: question && question.options.length > 0 ? [...question.options] : ['', ''],
    required: question?.required ?? false,
    ticketTypeIds: question?.ticketTypeIds ? [...question.ticketTypeIds] : null,
    displayOrder: String(question?.displayOrder ?? Math.min(nextOrder, 1000)),
  };
}

/** The options as sent: trimmed, blanks dropped; only a choice question has any. */
export const optionsOf = (draft: Pick<QuestionDraft, 'kind' | 'options'>) =>
  draft.kind === 'choice' ? draft.options.map((option) => option.trim()).filter(Boolean) : [];

export function questionInput(draft: QuestionDraft): TQuestionInput {
  const input: TQuestionInput = {
    label: draft.label.trim(),
    kind: draft.kind,
    required: draft.required,
    displayOrder: numberFrom(draft.displayOrder),
  };
  if (draft.labelHi.trim()) input.labelHi = draft.labelHi.trim();
  if (draft.kind === 'choice') input.options = optionsOf(draft);
  if (draft.ticketTypeIds !== null) input.ticketTypeIds = draft.ticketTypeIds;
  return input;
}

const sameList = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === null || b === null ? a === b : a.join('\u0000') === b.join('\u0000');

export function questionChanges(question: TQuestion, draft: QuestionDraft): TQuestionUpdate {
  const changes: TQuestionUpdate = {};
  if (draft.label.trim() !== question.label) changes.label = draft.label.trim();
  if (draft.labelHi.trim() !== (question.labelHi ?? '')) changes.labelHi = draft.labelHi.trim() || null;
  const options = optionsOf(draft);
  if (question.kind === 'choice' && !sameList(options, question.options)) changes.options = options;
  if (draft.required !== question.required) changes.required = draft.required;
  if (!sameList(draft.ticketTypeIds, question.ticketTypeIds)) changes.ticketTypeIds = draft.ticketTypeIds;
  if (draft.displayOrder.trim() !== String(question.displayOrder))
    changes.displayOrder = numberFrom(draft.displayOrder);
  return changes;
}
