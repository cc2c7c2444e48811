import { type TJobCategory, ZJobOpeningInput } from '@engagex/contracts';
import type { TJobOpeningInput } from './api/create-opening';
import { refusalErrors } from './form-errors';

/** What the new-opening form holds: text as typed, the category as chosen ('' before a choice). */
export type OpeningValues = {
  title: string;
  department: string;
  location: string;
  category: TJobCategory | '';
  description: string;
  closesOn: string;
  questions: string[];
};

/** Errors by field path: `title`, `questions`, `questions.2`, …, and `form`. */
export type OpeningErrors = Partial<Record<string, string>>;

export const MAX_QUESTIONS = 5;
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
function ourWords(issue: { code: string; path?: PropertyKey[] | undefined }): string | undefined {
  const field = issue.path?.[0];
  if (field === 'category') return 'Choose a category';
  if (field === 'closesOn' && issue.code !== 'custom') return 'Pick the day applications close';
  if (field === 'questions' && issue.path?.length === 1) return `Ask at most ${MAX_QUESTIONS} questions`;
  return undefined;
}

/** The contract's own schema, as the server runs it: the parsed body, or errors by field. */
export function parseOpening(
  values: OpeningValues,
): { data: TJobOpeningInput; errors: null } | { data: null; errors: OpeningErrors } {
  const result = ZJobOpeningInput.safeParse(toInput(values), { error: ourWords });
  if (result.success) return { data: result.data, errors: null };
  const rows = keptQuestions(values.questions);
  const errors: OpeningErrors = {};
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    let key = String(field ?? 'form');
    if (field === 'questions' && typeof index === 'number') key = `questions.${rows[index]?.row ?? index}`;
    errors[key] ??= issue.message;
  }
  return { data: null, errors };
}

/** The server's field details (`body.title`, `body.questions.1`) onto the same keys; its sentence otherwise. */
export function serverOpeningErrors(error: unknown, values: OpeningValues): OpeningErrors {
  const rows = keptQuestions(values.questions);
  return refusalErrors(error, (path) => {
    const [field, index] = path.split('.');
    if (!field || !FIELDS.includes(field)) return null;
    return field === 'questions' && index !== undefined
      ? `questions.${rows[Number(index)]?.row ?? index}`
      : field;
  });
}

/** Today as the contract compares it (`YYYY-MM-DD`), the earliest closing day the date picker offers. */
export const today = () => new Date().toISOString().slice(0, 10);
