import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { messageAt, showRefusal } from './form';
import { ApiError } from './http';

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
