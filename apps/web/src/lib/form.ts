import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import type { $ZodIssue, ParseContext } from 'zod/v4/core';
import { fieldErrorsOf } from './api-error';
import { t } from './forms/messages';

/*
 * Every form runs on React Hook Form with the zod resolver over the contracts' schemas (the server runs the
 * same ones), and every file with a <form> imports this one (architecture.test.ts holds it). This file is what
 * they share: a form whose fields are registered inputs calls `useForm` with `requestResolver`; a form whose
 * fields are controlled (a list, a picker, a value the page also shows) calls `useDraftForm` and `bind`s them
 * (decision 063). Also here: how a server's refusal lands on the fields, and how a field's message is read.
 * Only lazily loaded feature chunks import it: zod stays out of the first download
 * (docs/decisions/032-landing-page-javascript-budget.md). Changes when a form needs a way of its own.
 */

/** A form's own words for zod's generic messages (zod's `error` option); undefined keeps the schema's. */
export type IssueWords = NonNullable<ParseContext<$ZodIssue>['error']>;

/**
 * Plain words for zod's generic messages, in every form: "Use at least 3 characters", not "Too small: expected
 * string to have >=3 characters". The schemas' own messages ('Enter a 10-digit Indian mobile number') and a
 * form's own words come first, so only zod's defaults are reworded.
 */
const plainWords: IssueWords = (issue) => {
  const empty = issue.input === undefined || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
      if (empty) return t('form.required');
      return typeof issue.input === 'number' && Number.isNaN(issue.input) ? t('form.wholeNumber') : undefined;
    case 'too_small':
      if (issue.origin === 'string')
        return empty ? 'Required' : t('form.minLength', { minimum: Number(issue.minimum) });
      return t('form.minimum', { minimum: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('form.maxLength', { maximum: Number(issue.maximum) });
      return t('form.maximum', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      if (empty) return t('form.required');
      // Dates are typed as the portal's DateField shows them (decision 057).
      return issue.format === 'date' ? t('form.date') : undefined;
    case 'invalid_value':
      return t('form.choose');
    default:
      return undefined;
  }
};

/** A form's own words first, then the plain words for whatever zod would word generically. */
const wordsWith =
  (words: IssueWords | undefined): IssueWords =>
  (issue) =>
    words?.(issue) ?? plainWords(issue);

/**
 * The zod resolver over the request a form's values make: the form holds text as typed, `toRequest` turns it
 * into the body the server takes (numbers parsed, blank optional fields left out), and the contract's schema
 * checks that body. Its issue paths are the body's, so a form whose fields are named as the body is gets them
 * on its fields, exactly as it gets the server's refusals.
 */
export function requestResolver<V extends FieldValues, R>(
  schema: z.ZodType<R, FieldValues>,
  toRequest: (values: V) => unknown,
  words?: IssueWords,
): Resolver<V, unknown, R> {
  const check = zodResolver(schema, { error: wordsWith(words) });
  return (values, context, options) =>
    check(toRequest(values) as never, context, options as never) as ReturnType<Resolver<V, unknown, R>>;
}

/**
 * A resolver whose every refusal is one sentence on one field: for a field that says in its own words what it
 * accepts, whichever of the schema's rules was broken (notes "under 1,000 characters", a slot's "end after the
 * start" whether the start or the end is amiss).
 */
export function sayingOnly<V extends FieldValues, R>(
  resolver: Resolver<V, unknown, R>,
  field: Path<V>,
  message: string,
): Resolver<V, unknown, R> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: { [field]: { type: 'schema', message } } as FieldErrors<V> };
  };
}

/**
 * The check a resolver makes, done at once, for a single value read outside a form's submit (a ticket code as
 * scanned, an amount checked as it is typed): the request the schema accepts, or its first refusal's message
 * (in `words` where the schema has none of its own).
 */
export function checkNow<R>(
  schema: z.ZodType<R>,
  request: unknown,
  words?: IssueWords,
): { ok: true; request: R } | { ok: false; message: string } {
  const result = schema.safeParse(request, { error: wordsWith(words) });
  if (result.success) return { ok: true, request: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? '' };
}

export type Refusal<T extends FieldValues> = {
  /** The fields that received a message, in the order the server listed them. */
  fields: Path<T>[];
  /** The sentence for the whole form, or undefined when the fields say it all. */
  message: string | undefined;
};

/**
 * Puts a refused save back on the form: each field detail (`body.title`, `body.links.1`) on the field that
 * `fieldOf` names for its body path (null leaves it out; by default the path itself). Returns the fields it
 * marked and the form's sentence: `whenFields` when some field carries the blame, else the refusal's own words.
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: { fieldOf?: (path: string) => Path<T> | null; whenFields?: string } = {},
): Refusal<T> {
  const fieldOf = options.fieldOf ?? ((path: string) => path as Path<T>);
  const fields: Path<T>[] = [];
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = fieldOf(path);
    if (!field || fields.includes(field)) continue;
    setError(field, { type: 'server', message });
    fields.push(field);
  }
  if (fields.length > 0) return { fields, message: options.whenFields };
  return { fields, message: error instanceof Error ? error.message : String(error) };
}

/** The message on a field (for an array, the one about the list as a whole), or undefined. */
export function messageAt<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** Moves focus to the first field marked invalid inside `container`, else to its first alert. */
export function focusFirstInvalid(container: HTMLElement | null) {
  const target =
    container?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    container?.querySelector<HTMLElement>('[role="alert"]');
  target?.focus();
}

/**
 * A request to focus the first invalid field, honoured once the errors that caused it are on the page (the
 * request may come before React has drawn them).
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>) {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) focusFirstInvalid(container.current);
  }, [requests, container]);
  return useCallback(() => setRequests((count) => count + 1), []);
}

/** A draft's messages by field, and `form` for the sentence about the whole form. */
export type DraftErrors<K extends string> = Partial<Record<K | 'form', string>>;

/** What a form's save exposes of its mutation: the failure to show, and a way to forget it. */
export type DraftSave = { error: unknown; isError: boolean; reset: () => void };

/** What `bind(name)` hands a field: its value, a setter and its message (InputField takes all three as props). */
export type Binding<V> = { value: V; onValueChange: (value: V) => void; error: string | undefined };

/**
 * A controlled form: its draft and the errors to show. Before a submit nothing is said; once `validate` has run
 * (a submit), the `resolver`'s errors follow every edit, so a field's error clears as it is fixed. With `save`,
 * the last failed save's field details land on the fields (`body.capacity`, `body.tags.2` on tags) and its
 * sentence on the form when it names none of them; an edit forgets the failure. `fields` are the names that
 * carry messages (by default the draft's keys). Without a resolver a draft is always valid.
 */
export function useDraftForm<D extends FieldValues, K extends string = Extract<keyof D, string>>({
  initial,
  resolver,
  fields: fieldNames,
  save,
  onRefused,
}: {
  initial: D | (() => D);
  resolver?: Resolver<D>;
  fields?: readonly K[];
  save?: DraftSave;
  /** Called once a failed save's errors are set, in the same render (to move focus onto them). */
  onRefused?: () => void;
}) {
  const [defaultValues] = useState<D>(initial);
  const fields = fieldNames ?? (Object.keys(defaultValues) as K[]);
  // biome-ignore lint/suspicious/noExplicitAny: useForm's DefaultValues<D> is D made deeply partial
  const form = useForm<D>({ defaultValues: defaultValues as any, resolver, shouldFocusError: false });
  const draft = form.watch() as D;
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const refused = useRef(onRefused);
  refused.current = onRefused;
  const saveError = save?.error;
  const fieldList = fields.join(',');

  useEffect(() => {
    if (!saveError) {
      setRefusal(undefined);
      return;
    }
    const names = fieldList.split(',');
    const fieldOf = (path: string) => {
      const field = path.split('.')[0] ?? '';
      return names.includes(field) ? (field as Path<D>) : null;
    };
    setRefusal(showRefusal<D>(saveError, form.setError, { fieldOf }).message);
    refused.current?.();
  }, [saveError, form, fieldList]);

  const { errors: formErrors } = form.formState;
  const errors: DraftErrors<K> = {};
  for (const field of fields) {
    const message = messageAt(formErrors, field);
    if (message) errors[field] = message;
  }
  const formMessage = refusal ?? messageAt(formErrors, 'root.form');
  if (formMessage) errors.form = formMessage;

  const edited = () => {
    if (checked) void form.trigger();
    if (save?.isError) save.reset();
  };
  /** Takes a whole new draft (a change that moves several fields at once). */
  const edit = (next: D) => {
    const current = form.getValues();
    for (const key of Object.keys(next)) {
      if (next[key] !== current[key]) form.setValue(key as Path<D>, next[key]);
    }
    edited();
  };
  // One field alone, so that a callback that runs later (a save's answer) cannot put back older values of others.
  const set = <N extends keyof D & string>(name: N, value: D[N]) => {
    form.setValue(name as string as Path<D>, value as never);
    edited();
  };
  const bind = <N extends keyof D & K>(name: N): Binding<D[N]> => ({
    value: draft[name],
    onValueChange: (value) => set(name, value),
    error: errors[name],
  });
  /** Checks the draft before a submit: true when it may be sent. */
  const validate = () => {
    setChecked(true);
    return form.trigger();
  };
  /** Starts over from `next` (by default the current draft) with no errors shown. */
  const restart = (next: D = draft) => {
    form.reset(next);
    setChecked(false);
  };
  return { draft, errors, edit, set, bind, validate, restart };
}
