import type { FieldValues, FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type DraftErrors, requestResolver } from '@/lib/form';
import { wallClockProblem } from '@/ui/wall-clock';

/**
 * The organiser's forms run on lib/form's `useDraftForm` with the zod resolver over the contract's own schema (the
 * server runs the same one), then speak in our words: each field has one sentence that says what it accepts,
 * instead of zod's generic text. An issue on no field of the form is said for the whole form.
 */
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
 * What is amiss with each of a draft's date-and-time fields that is started but not whole (a missing time, a day
 * not on the calendar), in words that name the part (decision 068); an empty or whole one says nothing here.
 */
export function wallClockErrors<K extends string>(draft: FieldValues, fields: readonly K[]): DraftErrors<K> {
  const found: DraftErrors<K> = {};
  for (const field of fields) {
    const value: unknown = draft[field];
    const problem = typeof value === 'string' ? wallClockProblem(value) : undefined;
    if (problem) found[field] = problem;
  }
  return found;
}

/**
 * The resolver of an organiser's form: `bodyOf` gives what the draft sends and the contract's schema for it;
 * each field the schema refuses gets its sentence from `messages`, read at each check (getters, so in the reader's
 * language, decision 075); `extra` adds the rules a form has beyond the
 * schema (a round needs its parent). The `wallClocks` fields, a date and a time each, say first which part is
 * missing or wrong; the schema's sentence is for an empty one or an end before the start.
 */
export function organiserResolver<D extends FieldValues, K extends string>(
  bodyOf: (draft: D) => Checked,
  messages: Record<K, string>,
  extra: (draft: D) => DraftErrors<K> = () => ({}),
  wallClocks: readonly K[] = [],
): Resolver<D> {
  return async (draft, context, options) => {
    const found: DraftErrors<K> = wallClockErrors(draft, wallClocks);
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
