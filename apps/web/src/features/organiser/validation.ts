import { useEffect, useRef, useState } from 'react';
import { type FieldValues, type FieldErrors as FormErrors, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageAt, requestResolver, showRefusal } from '@/lib/form';

/**
 * The organiser's forms run on React Hook Form with the zod resolver over the contract's own schema (the server
 * runs the same one), then speak in our words: each field has one sentence that says what it accepts, instead of
 * zod's generic text. An issue on no field of the form is said for the whole form.
 */
export type FieldErrors<K extends string> = Partial<Record<K | 'form', string>>;

/** What a draft sends, checked by `schema`; null when there is nothing to send (an edit that changed nothing). */
export type Checked = { schema: z.ZodType<unknown, FieldValues>; body: unknown } | null;

function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const inner of Object.values(error)) {
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

/**
 * The resolver of an organiser's form: `bodyOf` gives what the draft sends and the contract's schema for it;
 * each field the schema refuses gets its sentence from `messages`; `extra` adds the rules a form has beyond the
 * schema (a round needs its parent).
 */
export function organiserResolver<D extends FieldValues, K extends string>(
  bodyOf: (draft: D) => Checked,
  messages: Record<K, string>,
  extra: (draft: D) => FieldErrors<K> = () => ({}),
): Resolver<D> {
  return async (draft, context, options) => {
    const found: FieldErrors<K> = {};
    const checked = bodyOf(draft);
    if (checked) {
      const result = await requestResolver<D, unknown>(checked.schema, () => checked.body)(
        draft,
        context,
        options,
      );
      for (const [field, error] of Object.entries(result.errors ?? {})) {
        if (field in messages) found[field as K] ??= messages[field as K];
        else found.form ??= firstMessage(error);
      }
    }
    for (const [field, message] of Object.entries(extra(draft))) found[field as K] ??= message as string;
    const errors: Record<string, unknown> = {};
    for (const [field, message] of Object.entries(found)) {
      if (field === 'form') errors.root = { form: { type: 'schema', message } };
      else errors[field] = { type: 'schema', message };
    }
    return Object.keys(errors).length === 0
      ? { values: draft, errors: {} }
      : { values: {}, errors: errors as FormErrors<D> };
  };
}

/** What a form's save exposes of its mutation: the failure to show, and a way to forget it. */
type Save = { error: unknown; isError: boolean; reset: () => void };

/**
 * A form's draft and the errors to show: the last failed save's, and the draft's own once a submit has been
 * tried; from then on they follow every edit, so a field's error clears as it is fixed. An edit also forgets
 * the failed save.
 */
export function useCheckedDraft<D extends FieldValues, K extends string>({
  initial,
  resolver,
  fields,
  save,
  onRefused,
}: {
  initial: D | (() => D);
  resolver: Resolver<D>;
  fields: readonly K[];
  save: Save;
  /** Called once a failed save's errors are set, in the same render (to move focus onto them). */
  onRefused?: () => void;
}) {
  const [defaultValues] = useState<D>(initial);
  // biome-ignore lint/suspicious/noExplicitAny: useForm's DefaultValues<D> is D made deeply partial
  const form = useForm<D>({ defaultValues: defaultValues as any, resolver, shouldFocusError: false });
  const draft = form.watch() as D;
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const refused = useRef(onRefused);
  refused.current = onRefused;

  // A failed save's field details land on the fields (`body.capacity`, `body.tags.2` on tags); its sentence
  // on the form when it names none of them.
  useEffect(() => {
    if (!save.error) {
      setRefusal(undefined);
      return;
    }
    const fieldOf = (path: string) => {
      const field = path.split('.')[0] ?? '';
      return (fields as readonly string[]).includes(field) ? (field as never) : null;
    };
    setRefusal(showRefusal<D>(save.error, form.setError, { fieldOf }).message);
    refused.current?.();
  }, [save.error, form, fields]);

  const { errors: formErrors } = form.formState;
  const errors: FieldErrors<K> = {};
  for (const field of fields) {
    const message = messageAt(formErrors, field);
    if (message) errors[field] = message;
  }
  const formMessage = refusal ?? messageAt(formErrors, 'root.form');
  if (formMessage) errors.form = formMessage;

  const edit = (next: D) => {
    for (const key of Object.keys(next)) {
      if (next[key] !== draft[key]) form.setValue(key as never, next[key] as never);
    }
    if (checked) void form.trigger();
    if (save.isError) save.reset();
  };
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
  return { draft, errors, edit, validate, restart };
}
