import {
  type TAddContestantsRequest,
  type TCancelRequest,
  type TRegisterContestantRequest,
  ZAddContestantsRequest,
  ZCancelRequest,
  ZPerformance,
  ZRegisterContestantRequest,
} from '@engagex/contracts';
import type { FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import { requestResolver } from '@/lib/form';
import { t } from './messages';

/*
 * The registration form is checked with the contracts' own schemas, the ones the server applies to
 * POST /contestants, so what passes here passes there. Its fields are named by the request's paths
 * ('personalDetails.phone', 'additionalContestants.0.fullName'), the same paths the server's error details
 * name after 'body.', so its refusals land on the same fields.
 */

export const CATEGORIES = ZPerformance.shape.category.options;
export type Category = (typeof CATEGORIES)[number];

export interface MemberValues {
  fullName: string;
  dateOfBirth: string;
  role: string;
}

/** What the form holds: text as typed, the category as chosen ('' before a choice). */
export interface RegistrationValues {
  personalDetails: {
    fullName: string;
    dateOfBirth: string;
    phone: string;
    email: string;
    city: string;
    guardianName: string;
  };
  performance: {
    title: string;
    category: Category | '';
    durationMinutes: string;
    language: string;
    description: string;
  };
  isGroupPerformance: boolean;
  additionalContestants: MemberValues[];
}

export type StepId = 'personal' | 'performance' | 'members' | 'review';

/** The fields each step shows: its Continue checks these. */
export const STEP_FIELDS: Record<StepId, FieldPath<RegistrationValues>[]> = {
  personal: ['personalDetails'],
  performance: ['performance', 'isGroupPerformance'],
  members: ['additionalContestants'],
  review: [],
};

export const emptyValues = (prefill: { name?: string; email?: string } = {}): RegistrationValues => ({
  personalDetails: {
    fullName: prefill.name ?? '',
    dateOfBirth: '',
    phone: '',
    email: prefill.email ?? '',
    city: '',
    guardianName: '',
  },
  performance: { title: '', category: '', durationMinutes: '', language: '', description: '' },
  isGroupPerformance: false,
  additionalContestants: [],
});

export const newMember = (): MemberValues => ({ fullName: '', dateOfBirth: '', role: '' });

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

const toMember = (member: MemberValues) => ({
  fullName: member.fullName,
  dateOfBirth: member.dateOfBirth,
  role: blankToUndefined(member.role),
});

/** The request body the values make; the schema then says what is wrong with it. */
function toRequest(eventId: string, values: RegistrationValues, maxGroupSize: number) {
  const { personalDetails, performance } = values;
  const isGroup = maxGroupSize > 1 && values.isGroupPerformance;
  const duration = performance.durationMinutes.trim();
  return {
    eventId,
    personalDetails: { ...personalDetails, guardianName: blankToUndefined(personalDetails.guardianName) },
    performance: {
      title: performance.title,
      category: performance.category || undefined,
      durationMinutes: duration === '' ? undefined : Number(duration),
      language: blankToUndefined(performance.language),
      description: performance.description,
    },
    isGroupPerformance: isGroup,
    additionalContestants: isGroup ? values.additionalContestants.map(toMember) : [],
  };
}

/** The group's size by the competition's rule, as the server says it; `room` counts everyone but the registrant. */
function groupProblem(members: number, room: number): string | undefined {
  if (members === 0) return t('form.addMembers');
  if (members > room) return t('form.atMost', { room });
  return undefined;
}

/** Adds the group's own problem to a list's errors, where React Hook Form keeps a list's message: its root. */
function withGroupRule<V extends FieldValues, R>(
  resolver: Resolver<V, unknown, R>,
  list: string & keyof V,
  problem: (values: V) => string | undefined,
): Resolver<V, unknown, R> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const message = problem(values);
    if (!message) return result;
    const errors = result.errors as Record<string, unknown>;
    const listErrors = { ...(errors[list] as object | undefined), root: { type: 'group', message } };
    return { values: {}, errors: { ...errors, [list]: listErrors } as FieldErrors<V> };
  };
}

export function registrationResolver(
  eventId: string,
  maxGroupSize: number,
): Resolver<RegistrationValues, unknown, TRegisterContestantRequest> {
  return withGroupRule<RegistrationValues, TRegisterContestantRequest>(
    requestResolver<RegistrationValues, TRegisterContestantRequest>(ZRegisterContestantRequest, (values) =>
      toRequest(eventId, values, maxGroupSize),
    ),
    'additionalContestants',
    (values) =>
      maxGroupSize > 1 && values.isGroupPerformance
        ? groupProblem(values.additionalContestants.length, maxGroupSize - 1)
        : undefined,
  );
}

/** Members added to an entry later: named `contestants`, as that endpoint's body names them. */
export type AddMembersValues = { contestants: MemberValues[] };

/** `room` is how many more people the group takes. */
export function addMembersResolver(
  room: number,
): Resolver<AddMembersValues, unknown, TAddContestantsRequest> {
  return withGroupRule<AddMembersValues, TAddContestantsRequest>(
    requestResolver<AddMembersValues, TAddContestantsRequest>(ZAddContestantsRequest, (values) => ({
      contestants: values.contestants.map(toMember),
    })),
    'contestants',
    (values) => groupProblem(values.contestants.length, room),
  );
}

/** The reason for cancelling a booking or withdrawing an entry, by the server's rule (ZCancelRequest). */
export type ReasonValues = { reason: string };
export const reasonResolver = requestResolver<ReasonValues, TCancelRequest>(ZCancelRequest, (values) => ({
  reason: values.reason,
}));

/** Which step shows a field. */
export function stepOf(key: string, isGroup: boolean): StepId {
  if (key.startsWith('personalDetails')) return 'personal';
  if (key.startsWith('performance') || key === 'isGroupPerformance') return 'performance';
  if (key.startsWith('additionalContestants')) return isGroup ? 'members' : 'performance';
  return 'review';
}
