import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { showRefusal } from '@/lib/form';
import { highlightedFields } from './form-errors';
import { emptyOpening, type OpeningValues, openingFieldOf } from './opening-form';

/** What the form shows after a refusal: each field's message set through showRefusal, and the form's sentence. */
function serverOpeningErrors(error: unknown, values: OpeningValues): Record<string, string | undefined> {
  if (!error) return {};
  const errors: Record<string, string | undefined> = {};
  const { message } = showRefusal<OpeningValues>(
    error,
    (name, { message: text }) => {
      errors[name] = text;
    },
    { fieldOf: openingFieldOf(values), whenFields: highlightedFields() },
  );
  errors.form = message;
  return errors;
}

const refusal = (details: { path: string; message: string }[]) =>
  new ApiError(400, 'Validation failed', { status: 400, details });

describe('serverOpeningErrors', () => {
  it("puts the server's details on the form's fields, a question on the row it was typed in", () => {
    // Row 1 was left empty, so the server's questions.1 is the question typed in row 2.
    const values = { ...emptyOpening(), questions: ['Why us?', '', 'Your best project?'] };
    const errors = serverOpeningErrors(
      refusal([
        { path: 'body.title', message: 'Title is required' },
        { path: 'body.questions.1', message: 'Questions are at most 200 characters' },
        { path: 'body.unknownField', message: 'Not a field of this form' },
      ]),
      values,
    );
    expect(errors).toEqual({
      title: 'Title is required',
      'questions.2': 'Questions are at most 200 characters',
      form: 'Please correct the highlighted fields.',
    });
  });

  it("gives the form the server's own sentence when no field is named", () => {
    const conflict = new ApiError(409, 'An opening with this title is already open', { status: 409 });
    expect(serverOpeningErrors(conflict, emptyOpening())).toEqual({
      form: 'An opening with this title is already open',
    });
  });

  it('has nothing to say without an error', () => {
    expect(serverOpeningErrors(null, emptyOpening())).toEqual({});
  });
});
