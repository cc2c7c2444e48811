import { fieldErrorsOf } from '@/lib/http';

/**
 * A refused save as a jobs form's errors: each field detail under the key `keyOf` gives its body path (null
 * leaves it out), and one sentence for the form. A 409 or 422 is about the whole form; a 400's own sentence
 * names the field in wire terms, so the form then only points at the highlighted fields.
 */
export function refusalErrors(
  error: unknown,
  keyOf: (path: string) => string | null,
): Record<string, string> {
  if (!error) return {};
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const key = keyOf(path);
    if (key) errors[key] ??= message;
  }
  errors.form =
    Object.keys(errors).length > 0
      ? 'Please correct the highlighted fields.'
      : error instanceof Error
        ? error.message
        : String(error);
  return errors;
}
