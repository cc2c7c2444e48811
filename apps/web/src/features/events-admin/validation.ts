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
