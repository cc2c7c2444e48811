import { type TJobApplicationRequest, ZJobApplicationRequest } from '@engagex/contracts';
import type { Resolver } from 'react-hook-form';
import { type IssueWords, requestResolver } from '@/lib/form';
import { onTypedRows } from './form-errors';
import { t } from './messages';

/** What the form holds: text as typed; years parse on the way out. Fields are named as the body names them. */
export type ApplicationValues = {
  coverNote: string;
  experienceYears: string;
  links: string[];
  answers: string[];
};

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
const ourWords: IssueWords = (issue) => {
  const field = issue.path?.[0];
  if (field === 'coverNote') return t('application.rule.coverNote', { max: COVER_NOTE_MAX });
  if (field === 'experienceYears') return t('application.rule.experience', { min: 0, max: 50 });
  if (field === 'links') return t('application.rule.links', { max: MAX_LINKS });
  if (field === 'answers')
    return issue.code === 'too_big' ? t('application.rule.answer', { max: 2000 }) : undefined;
  return undefined;
};

export const applicationResolver = (openingId: string): Resolver<ApplicationValues, unknown, unknown> =>
  onTypedRows(
    requestResolver<ApplicationValues, unknown>(
      ZJobApplicationRequest,
      (values) => toApplicationRequest(openingId, values),
      ourWords,
    ),
    'links',
    (values) => keptLinks(values.links).map(({ row }) => row),
  );

/** The server's field details (`body.links.1`) that name a field of this form; the others speak to the form. */
export const applicationFieldOf = (path: string) =>
  /^(coverNote|experienceYears|links|answers)(\.\d+)?$/.test(path) ? (path as `links.${number}`) : null;
