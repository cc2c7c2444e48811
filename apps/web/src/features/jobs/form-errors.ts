import type { FieldValues, Resolver } from 'react-hook-form';
import { t } from './messages';

/** The form's sentence when the server names fields: a 400's own sentence names them in wire terms. */
export const highlightedFields = () => t('form.highlightedFields');

/**
 * A list's errors back on the rows they were typed in. The jobs forms leave empty rows out of the request, so
 * the schema's `links.1` may be the link typed in row 2; `rowsOf` gives, for each row sent, the row it came from.
 */
export function onTypedRows<V extends FieldValues, R>(
  resolver: Resolver<V, unknown, R>,
  list: string,
  rowsOf: (values: V) => number[],
): Resolver<V, unknown, R> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, unknown>;
    const listErrors = errors[list];
    if (!listErrors || typeof listErrors !== 'object') return result;
    const rows = rowsOf(values);
    const moved: Record<string, unknown> = {};
    for (const [key, error] of Object.entries(listErrors)) {
      moved[/^\d+$/.test(key) ? String(rows[Number(key)] ?? key) : key] = error;
    }
    return { ...result, errors: { ...errors, [list]: moved } } as Awaited<typeof result>;
  };
}
