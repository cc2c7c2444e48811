import {
  OPENING_QUESTION_LIMIT,
  type TJobCategory,
  type TJobOpeningInput,
  ZJobOpeningInput,
} from '@engagex/contracts';
import type { Path, Resolver } from 'react-hook-form';
import { type IssueWords, requestResolver } from '@/lib/form';
import { onTypedRows } from './form-errors';
import { t } from './messages';

/**
 * What the new-opening form holds: text as typed, the category as chosen ('' before a choice). Fields are named
 * as the body names them.
 */
export type OpeningValues = {
  title: string;
  department: string;
  location: string;
  category: TJobCategory | '';
  description: string;
  closesOn: string;
  questions: string[];
};

export const DESCRIPTION_MIN = 20;

export const emptyOpening = (): OpeningValues => ({
  title: '',
  department: '',
  location: '',
  category: '',
  description: '',
  closesOn: '',
  questions: [],
});

const FIELDS = ['title', 'department', 'location', 'category', 'description', 'closesOn', 'questions'];

/** Question rows left empty are not questions; the others keep their row number for their error. */
function keptQuestions(questions: string[]) {
  return questions.map((value, row) => ({ value, row })).filter(({ value }) => value.trim() !== '');
}

const toInput = (values: OpeningValues) => ({
  ...values,
  questions: keptQuestions(values.questions).map(({ value }) => value),
});

/**
 * Where the contract words a rule itself, or zod's sentence says what a text field needs ("at least 20
 * characters"), that is shown. Only the choices zod would describe in wire terms get a sentence of ours.
 */
const ourWords: IssueWords = (issue) => {
  const field = issue.path?.[0];
  if (field === 'category') return t('opening.rule.category');
  if (field === 'closesOn' && issue.code !== 'custom') return t('opening.rule.closesOn');
  if (field === 'questions' && issue.path?.length === 1)
    return t('opening.rule.questions', { limit: OPENING_QUESTION_LIMIT });
  return undefined;
};

/** The contract's own schema, as the server runs it, over the opening the values make. */
export const openingResolver: Resolver<OpeningValues, unknown, TJobOpeningInput> = onTypedRows(
  requestResolver<OpeningValues, TJobOpeningInput>(ZJobOpeningInput, toInput, ourWords),
  'questions',
  (values) => keptQuestions(values.questions).map(({ row }) => row),
);

/** The form's field for a server's field detail (`title`, `questions.1` onto the row it was typed in), or none. */
export const openingFieldOf =
  (values: OpeningValues) =>
  (path: string): Path<OpeningValues> | null => {
    const rows = keptQuestions(values.questions);
    const [field, index] = path.split('.');
    if (!field || !FIELDS.includes(field)) return null;
    return (
      field === 'questions' && index !== undefined ? `questions.${rows[Number(index)]?.row ?? index}` : field
    ) as Path<OpeningValues>;
  };

/** Today as the contract compares it (`YYYY-MM-DD`), the earliest closing day the date picker offers. */
export const today = () => new Date().toISOString().slice(0, 10);
