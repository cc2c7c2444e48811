import {
  type TAdditionalContestant,
  type TPerformance,
  type TPersonalDetails,
  type TRegisterContestantRequest,
  ZAdditionalContestant,
  ZPerformance,
  ZPersonalDetails,
} from '@engagex/contracts';

/*
 * The registration form checks each step with the contracts' own schemas, the ones the server applies to
 * POST /contestants, so what passes here passes there. Errors are keyed by the request's field path
 * ('personalDetails.phone', 'additionalContestants.0.fullName'), the same path the server's error details
 * name after 'body.', so its refusals land on the same fields.
 */

export const CATEGORIES = ZPerformance.shape.category.options;
export type Category = (typeof CATEGORIES)[number];

export interface PersonalValues {
  fullName: string;
  dateOfBirth: string;
  phone: string;
  email: string;
  city: string;
  guardianName: string;
}

export interface PerformanceValues {
  title: string;
  category: Category | '';
  durationMinutes: string;
  language: string;
  description: string;
  isGroup: boolean;
}

export interface MemberValues {
  key: string;
  fullName: string;
  dateOfBirth: string;
  role: string;
}

export interface RegistrationValues {
  personal: PersonalValues;
  performance: PerformanceValues;
  members: MemberValues[];
}

export type FieldErrors = Record<string, string>;
export type StepId = 'personal' | 'performance' | 'members' | 'review';

export const emptyValues = (prefill: { name?: string; email?: string } = {}): RegistrationValues => ({
  personal: {
    fullName: prefill.name ?? '',
    dateOfBirth: '',
    phone: '',
    email: prefill.email ?? '',
    city: '',
    guardianName: '',
  },
  performance: {
    title: '',
    category: '',
    durationMinutes: '',
    language: '',
    description: '',
    isGroup: false,
  },
  members: [],
});

let memberSeq = 0;
export const newMember = (): MemberValues => ({
  key: `m${++memberSeq}`,
  fullName: '',
  dateOfBirth: '',
  role: '',
});

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

type Issue = { code: string; input?: unknown; minimum?: unknown; maximum?: unknown; origin?: string };

/**
 * Plainer words for zod's generic messages. The schemas' own messages ('Enter a 10-digit Indian mobile
 * number') take precedence over this, so only the defaults are reworded.
 */
export function friendly(issue: Issue): string | undefined {
  const empty = issue.input === undefined || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
      if (empty) return 'Required';
      return typeof issue.input === 'number' && Number.isNaN(issue.input)
        ? 'Enter a whole number'
        : undefined;
    case 'too_small':
      if (issue.origin === 'string')
        return empty ? 'Required' : `Use at least ${String(issue.minimum)} characters`;
      return `Must be at least ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${String(issue.maximum)} characters`;
      return `Must be at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return empty ? 'Required' : undefined;
    case 'invalid_value':
      return 'Choose one of the options';
    default:
      return undefined;
  }
}

type Parsed<T> = { data: T; errors: null } | { data: null; errors: FieldErrors };

function parse<T>(
  schema: {
    safeParse: (
      value: unknown,
      params: { error: (issue: Issue) => string | undefined },
    ) =>
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
  prefix: string,
): Parsed<T> {
  const result = schema.safeParse(value, { error: friendly });
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = [prefix, ...issue.path.map(String)].join('.');
    errors[key] ??= issue.message;
  }
  return { data: null, errors };
}

export const validatePersonal = (values: PersonalValues): Parsed<TPersonalDetails> =>
  parse<TPersonalDetails>(
    ZPersonalDetails,
    { ...values, guardianName: blankToUndefined(values.guardianName) },
    'personalDetails',
  );

export const validatePerformance = (values: PerformanceValues): Parsed<TPerformance> =>
  parse<TPerformance>(
    ZPerformance,
    {
      title: values.title,
      category: values.category || undefined,
      durationMinutes: values.durationMinutes.trim() === '' ? undefined : Number(values.durationMinutes),
      language: blankToUndefined(values.language),
      description: values.description,
    },
    'performance',
  );

/** Each member by the contract's schema, and the group's size by the competition's rule (as the server says it). */
export function validateMembers(
  members: MemberValues[],
  maxGroupSize: number,
): Parsed<TAdditionalContestant[]> {
  const errors: FieldErrors = {};
  const data: TAdditionalContestant[] = [];
  members.forEach((member, index) => {
    const one = parse<TAdditionalContestant>(
      ZAdditionalContestant,
      { fullName: member.fullName, dateOfBirth: member.dateOfBirth, role: blankToUndefined(member.role) },
      `additionalContestants.${index}`,
    );
    if (one.errors) Object.assign(errors, one.errors);
    else data.push(one.data);
  });
  if (members.length === 0) errors.additionalContestants = 'Add the other members of the group';
  else if (members.length + 1 > maxGroupSize) {
    errors.additionalContestants = `At most ${maxGroupSize - 1} additional contestants`;
  }
  return Object.keys(errors).length > 0 ? { data: null, errors } : { data, errors: null };
}

/** The request body once every step is valid, else null. */
export function toRequest(
  eventId: string,
  values: RegistrationValues,
  maxGroupSize: number,
): TRegisterContestantRequest | null {
  const personal = validatePersonal(values.personal);
  const performance = validatePerformance(values.performance);
  const members = values.performance.isGroup ? validateMembers(values.members, maxGroupSize) : null;
  if (!personal.data || !performance.data || (members && !members.data)) return null;
  return {
    eventId,
    personalDetails: personal.data,
    performance: performance.data,
    isGroupPerformance: values.performance.isGroup,
    additionalContestants: members?.data ?? [],
  };
}

/** Which step shows a field. */
export function stepOf(key: string, isGroup: boolean): StepId {
  if (key.startsWith('personalDetails')) return 'personal';
  if (key.startsWith('performance') || key === 'isGroupPerformance') return 'performance';
  if (key.startsWith('additionalContestants')) return isGroup ? 'members' : 'performance';
  return 'review';
}

/** The first problem the schema finds with `value`, in the same plain words, or undefined when it passes. */
export function firstProblem(
  schema: {
    safeParse: (
      value: unknown,
      params: { error: (issue: Issue) => string | undefined },
    ) => { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
): string | undefined {
  const result = schema.safeParse(value, { error: friendly });
  return result.success ? undefined : (result.error?.issues[0]?.message ?? 'Check this field');
}
