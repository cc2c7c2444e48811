import { type TJobApplicationRequest, ZJobApplicationRequest } from '@engagex/contracts';
import { refusalErrors } from './form-errors';

/** What the form holds: text as typed; years parse on the way out. */
export type ApplicationValues = {
  coverNote: string;
  experienceYears: string;
  links: string[];
  answers: string[];
};

/** Errors by field path: `coverNote`, `experienceYears`, `links`, `links.2`, `answers.0`, and `form`. */
export type ApplicationErrors = Partial<Record<string, string>>;

export const COVER_NOTE_MIN = 50;
export const COVER_NOTE_MAX = 3000;
export const MAX_LINKS = 5;

export const emptyApplication = (questions: number): ApplicationValues => ({
  coverNote: '',
  experienceYears: '',
  links: [],
  answers: Array.from({ length: questions }, () => ''),
});

/** Link rows left empty are not links; the others keep their row number for their error. */
function keptLinks(links: string[]) {
  return links.map((value, row) => ({ value: value.trim(), row })).filter(({ value }) => value !== '');
}

export function toApplicationRequest(openingId: string, values: ApplicationValues): TJobApplicationRequest {
  const years = values.experienceYears.trim();
  return {
    openingId,
    coverNote: values.coverNote,
    experienceYears: years === '' ? Number.NaN : Number(years),
    links: keptLinks(values.links).map(({ value }) => value),
    answers: values.answers,
  };
}

/**
 * The contract's own schema (the server runs the same one). Where it words a rule itself ("Write at least 50
 * characters", "Links must be http(s) URLs", "Answer every question") that sentence is shown; the rules it leaves
 * to zod's generic text get one sentence of ours that says what the field accepts.
 */
function ourWords(issue: { code: string; path?: PropertyKey[] | undefined }): string | undefined {
  const field = issue.path?.[0];
  if (field === 'coverNote') return `Keep the cover note under ${COVER_NOTE_MAX.toLocaleString()} characters`;
  if (field === 'experienceYears') return 'Enter whole years of experience, from 0 to 50';
  if (field === 'links') return `Add at most ${MAX_LINKS} links`;
  if (field === 'answers')
    return issue.code === 'too_big' ? 'Keep each answer under 2,000 characters' : undefined;
  return undefined;
}

export function validateApplication(openingId: string, values: ApplicationValues): ApplicationErrors {
  const result = ZJobApplicationRequest.safeParse(toApplicationRequest(openingId, values), {
    error: ourWords,
  });
  if (result.success) return {};
  const rows = keptLinks(values.links);
  const errors: ApplicationErrors = {};
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    let key = String(field ?? 'form');
    if (field === 'links' && typeof index === 'number') key = `links.${rows[index]?.row ?? index}`;
    else if (field === 'answers' && typeof index === 'number') key = `answers.${index}`;
    else if (field === 'openingId') key = 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The server's field details (`body.links.1`) onto the same keys; its sentence for the form otherwise. */
export function serverErrors(error: unknown): ApplicationErrors {
  return refusalErrors(error, (path) =>
    /^(coverNote|experienceYears|links|answers)(\.\d+)?$/.test(path) ? path : null,
  );
}
