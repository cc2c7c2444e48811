import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { useDraftForm } from '@/lib/form';
import { organiserResolver } from './validation';

type Draft = { name: string; capacity: string };
const FIELDS = ['name', 'capacity'] as const;

const resolver = organiserResolver<Draft, (typeof FIELDS)[number]>(
  (draft) => ({
    schema: z.object({ name: z.string().trim().min(1), capacity: z.string().regex(/^\d+$/) }),
    body: draft,
  }),
  { name: 'Give the venue a name.', capacity: 'Capacity is a whole number.' },
);

function renderDraft(save: { error: unknown; isError: boolean; reset: () => void }) {
  return renderHook(
    ({ save }) => useDraftForm({ initial: { name: '', capacity: '' }, resolver, fields: FIELDS, save }),
    {
      initialProps: { save },
    },
  );
}

const noSave = () => ({ error: null, isError: false, reset: vi.fn() });

describe('useDraftForm', () => {
  it('shows no errors before a submit is tried, however the draft changes', () => {
    const { result } = renderDraft(noSave());
    act(() => result.current.edit({ name: '', capacity: 'lots' }));
    expect(result.current.errors).toEqual({});
  });

  it('refuses a bad draft on submit, then lets each error clear as its field is fixed', async () => {
    const { result } = renderDraft(noSave());
    let valid = true;
    await act(async () => {
      valid = await result.current.validate();
    });
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({
      name: 'Give the venue a name.',
      capacity: 'Capacity is a whole number.',
    });

    await act(async () => result.current.edit({ name: 'Palace Grounds', capacity: '' }));
    expect(result.current.errors).toEqual({ capacity: 'Capacity is a whole number.' });

    await act(async () => result.current.edit({ name: 'Palace Grounds', capacity: '500' }));
    expect(result.current.errors).toEqual({});
    await act(async () => {
      valid = await result.current.validate();
    });
    expect(valid).toBe(true);
  });

  it("puts a failed save's field details on the fields, and forgets the failure at the next edit", () => {
    const failed = {
      error: new ApiError(400, 'Validation failed', {
        status: 400,
        details: [{ path: 'body.capacity', message: 'Capacity must be at most 100000' }],
      }),
      isError: true,
      reset: vi.fn(),
    };
    const { result } = renderDraft(failed);
    expect(result.current.errors).toEqual({ capacity: 'Capacity must be at most 100000' });

    act(() => result.current.edit({ name: 'Palace Grounds', capacity: '500' }));
    expect(failed.reset).toHaveBeenCalledOnce();
  });

  it('starts over with no errors shown', async () => {
    const { result } = renderDraft(noSave());
    await act(async () => {
      await result.current.validate();
    });
    act(() => result.current.restart({ name: 'Fresh', capacity: '' }));
    expect(result.current.draft).toEqual({ name: 'Fresh', capacity: '' });
    expect(result.current.errors).toEqual({});
  });
});
