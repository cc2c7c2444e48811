import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestResolver, useDraftForm } from './form';

/*
 * lib/form's controlled form (decision 063): `bind` hands a field its value, its setter and its message; the
 * draft's keys carry messages unless `fields` says otherwise. The organiser's forms test the rest of it
 * (features/organiser/validation.test.ts).
 */
type Draft = { name: string; seats: string };

const resolver = requestResolver<Draft, Draft>(
  z.object({ name: z.string().trim().min(1, 'Name it.'), seats: z.string().regex(/^\d+$/, 'Whole seats.') }),
  (draft) => draft,
);

describe('useDraftForm', () => {
  it('binds a field to its value, its setter and its message', async () => {
    const { result } = renderHook(() => useDraftForm<Draft>({ initial: { name: '', seats: '2' }, resolver }));
    expect(result.current.bind('seats')).toMatchObject({ value: '2', error: undefined });

    await act(async () => {
      await result.current.validate();
    });
    expect(result.current.bind('name').error).toBe('Name it.');
    expect(result.current.errors).toEqual({ name: 'Name it.' });

    await act(async () => result.current.bind('name').onValueChange('Hall'));
    expect(result.current.draft).toEqual({ name: 'Hall', seats: '2' });
    expect(result.current.bind('name')).toMatchObject({ value: 'Hall', error: undefined });

    await act(async () => result.current.bind('seats').onValueChange('two'));
    expect(result.current.bind('seats').error).toBe('Whole seats.');
  });

  it('holds values of any type, and with no resolver every draft may be sent', async () => {
    const { result } = renderHook(() =>
      useDraftForm<{ preset: number | null; typed: string }>({ initial: { preset: 1, typed: '' } }),
    );
    act(() => result.current.set('preset', null));
    expect(result.current.draft).toEqual({ preset: null, typed: '' });
    let valid = false;
    await act(async () => {
      valid = await result.current.validate();
    });
    expect(valid).toBe(true);
  });
});
