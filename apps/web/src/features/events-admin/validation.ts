import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf } from '@/lib/http';

/**
 * Form checks run the contract's own zod schema (the server runs the same one), then speak in our words: each
 * field has one sentence that says what it accepts, instead of zod's generic text.
 */
export type FieldErrors<K extends string> = Partial<Record<K | 'form', string>>;

export function schemaErrors<K extends string>(
  result: z.ZodSafeParseResult<unknown>,
  messages: Record<K, string>,
): FieldErrors<K> {
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field in messages) {
      errors[field as K] ??= messages[field as K];
    } else {
      errors.form ??= issue.message;
    }
  }
  return errors;
}

/** The server's field details (`body.capacity`) mapped onto the same fields; its sentence for the rest. */
export function serverErrors<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  if (!error) return {};
  const errors: FieldErrors<K> = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = path.split('.')[0] ?? '';
    if ((fields as readonly string[]).includes(field)) errors[field as K] ??= message;
  }
  if (Object.keys(errors).length === 0) errors.form = error instanceof Error ? error.message : String(error);
  return errors;
}

export const hasErrors = (errors: Record<string, string | undefined>) =>
  Object.values(errors).some((message) => message !== undefined);

/** What a form's save exposes of its mutation: the failure to show, and a way to forget it. */
type Save = { error: unknown; isError: boolean; reset: () => void };

/**
 * A form's draft and the errors to show: the last failed save's, and the draft's own once a submit has been
 * tried; from then on they follow every edit, so a field's error clears as it is fixed. An edit also forgets
 * the failed save.
 */
export function useCheckedDraft<D, K extends string>({
  initial,
  check,
  fields,
  save,
}: {
  initial: D | (() => D);
  check: (draft: D) => FieldErrors<K>;
  fields: readonly K[];
  save: Save;
}) {
  const [draft, setDraft] = useState<D>(initial);
  const [checked, setChecked] = useState<FieldErrors<K> | null>(null);
  const errors: FieldErrors<K> = { ...serverErrors(save.error, fields), ...(checked ?? {}) };

  const edit = (next: D) => {
    setDraft(next);
    if (checked) setChecked(check(next));
    if (save.isError) save.reset();
  };
  /** Checks the draft before a submit: true when it may be sent. */
  const validate = () => {
    const found = check(draft);
    setChecked(found);
    return !hasErrors(found);
  };
  /** Starts over from `next` (by default the current draft) with no errors shown. */
  const restart = (next: D = draft) => {
    setDraft(next);
    setChecked(null);
  };
  return { draft, errors, edit, validate, restart };
}
