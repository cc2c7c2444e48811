import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { checkNow, messageAt, requestResolver, sayingOnly, showRefusal } from './form';

type Values = { title: string; links: string[]; personalDetails: { city: string } };

const refusal = new ApiError(400, 'Request validation failed', {
  status: 400,
  details: [
    { path: 'body.title', message: 'Title is taken' },
    { path: 'body.links.1', message: 'Links must be http(s) URLs' },
    { path: 'body.personalDetails.city', message: 'City is not served' },
    { path: 'body.title', message: 'A second word on the title' },
  ],
});

const renderForm = () =>
  renderHook(() => {
    const form = useForm<Values>({
      defaultValues: { title: '', links: ['', ''], personalDetails: { city: '' } },
    });
    // Read while rendering, as a form does, so that the hook re-renders when the errors change.
    void form.formState.errors;
    return form;
  }).result;

describe('showRefusal', () => {
  it('puts every field detail of a refusal on its field, the first message of each', () => {
    const form = renderForm();
    let shown: ReturnType<typeof showRefusal<Values>> | undefined;
    act(() => {
      shown = showRefusal(refusal, form.current.setError, {
        whenFields: 'Please correct the highlighted fields.',
      });
    });
    const { errors } = form.current.formState;
    expect(messageAt(errors, 'title')).toBe('Title is taken');
    expect(messageAt(errors, 'links.1')).toBe('Links must be http(s) URLs');
    expect(messageAt(errors, 'personalDetails.city')).toBe('City is not served');
    expect(shown).toEqual({
      fields: ['title', 'links.1', 'personalDetails.city'],
      message: 'Please correct the highlighted fields.',
    });
  });

  it('renames body paths the form calls otherwise and leaves out the ones it has no field for', () => {
    const form = renderForm();
    let shown: ReturnType<typeof showRefusal<Values>> | undefined;
    act(() => {
      shown = showRefusal(refusal, form.current.setError, {
        fieldOf: (path) => (path.startsWith('links') ? null : path === 'title' ? 'title' : null),
      });
    });
    expect(messageAt(form.current.formState.errors, 'title')).toBe('Title is taken');
    expect(messageAt(form.current.formState.errors, 'links.1')).toBeUndefined();
    expect(shown).toEqual({ fields: ['title'], message: undefined });
  });

  it('gives the refusal its own sentence when no field carries the blame', () => {
    const form = renderForm();
    const conflict = new ApiError(409, 'This opening is closed', { status: 409 });
    let shown: ReturnType<typeof showRefusal<Values>> | undefined;
    act(() => {
      shown = showRefusal(conflict, form.current.setError, { whenFields: 'unused' });
    });
    expect(shown).toEqual({ fields: [], message: 'This opening is closed' });
    expect(form.current.formState.errors).toEqual({});
  });
});

describe('sayingOnly', () => {
  const schema = z.object({ startsAt: z.string().min(1), endsAt: z.string().min(1) });
  const resolver = sayingOnly(
    requestResolver<{ startsAt: string; endsAt: string }, z.infer<typeof schema>>(schema, (values) => values),
    'endsAt',
    'Enter an end after the start.',
  );
  const check = (values: { startsAt: string; endsAt: string }) =>
    resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('says its one sentence on its one field, whichever rule was broken', async () => {
    expect((await check({ startsAt: '', endsAt: 'x' })).errors).toEqual({
      endsAt: { type: 'schema', message: 'Enter an end after the start.' },
    });
  });

  it('passes what the schema accepts', async () => {
    expect(await check({ startsAt: 'a', endsAt: 'b' })).toEqual({
      values: { startsAt: 'a', endsAt: 'b' },
      errors: {},
    });
  });
});

describe('checkNow', () => {
  const schema = z.object({ credits: z.number().int('Credits are whole numbers') });
  const words = () => 'Enter a whole number of credits';

  it('gives the request the schema accepts', () => {
    expect(checkNow(schema, { credits: 5 }, words)).toEqual({ ok: true, request: { credits: 5 } });
  });

  it('keeps the schema’s own words and gives ours where it has none', () => {
    expect(checkNow(schema, { credits: 1.5 }, words)).toEqual({
      ok: false,
      message: 'Credits are whole numbers',
    });
    expect(checkNow(schema, { credits: Number.NaN }, words)).toEqual({
      ok: false,
      message: 'Enter a whole number of credits',
    });
  });
});

describe('the words of a refusal', () => {
  const schema = z.object({
    title: z.string().trim().min(3),
    notes: z.string().max(5),
    code: z.string().regex(/^\d+$/, 'Digits only'),
  });
  const resolver = requestResolver<{ title: string; notes: string; code: string }, unknown>(
    schema,
    (values) => values,
    (issue) => (issue.path?.[0] === 'notes' ? 'Keep the notes short' : undefined),
  );

  it('are plain for zod’s generic messages, the form’s own first, the schema’s kept', async () => {
    const { errors } = await resolver({ title: 'ab', notes: 'too long', code: 'x' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors.title?.message).toBe('Use at least 3 characters');
    expect(errors.notes?.message).toBe('Keep the notes short');
    expect(errors.code?.message).toBe('Digits only');
    expect(checkNow(schema.shape.title, '').ok).toBe(false);
    expect(checkNow(schema.shape.title, '')).toEqual({ ok: false, message: 'Required' });
  });
});
