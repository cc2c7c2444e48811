import type { ZEncashmentValidation } from '@engagex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { EMPLOYEE_KEY } from './keys';

export type TEncashmentValidation = z.infer<typeof ZEncashmentValidation>;

/** docs/product.md §5: the validation's message defaults to this when the answer has none. */
export const VALIDATION_FAILED = 'Validation failed';

/** Asks the server whether an amount may be encashed now (limits, this month's total, earned credits). */
export async function validateEncashment(
  credits: number,
  signal?: AbortSignal,
): Promise<TEncashmentValidation> {
  const answer = await request<Partial<TEncashmentValidation> | null>('employee', '/encashment/validate', {
    method: 'POST',
    body: { credits },
    signal,
  });
  const message = typeof answer?.message === 'string' ? answer.message.trim() : '';
  return { isValid: answer?.isValid === true, message: message || VALIDATION_FAILED };
}

/** A read, though sent as POST: cached per amount, so typing back to an amount does not ask again. */
export const encashmentValidationQueryOptions = (credits: number) =>
  queryOptions({
    queryKey: [...EMPLOYEE_KEY, 'encashment', 'validate', credits],
    queryFn: ({ signal }) => validateEncashment(credits, signal),
    staleTime: 10_000,
  });

export const useEncashmentValidation = (credits: number | null) =>
  useQuery({
    ...encashmentValidationQueryOptions(credits ?? 0),
    enabled: credits !== null,
    placeholderData: keepPreviousData,
  });
