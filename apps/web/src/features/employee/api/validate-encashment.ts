import type { TEncashmentValidation } from '@engagex/contracts';
import { employeeApi } from '@engagex/contracts/api/employee';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { t } from '../messages';
import { employeeKeys } from './keys';

/** docs/product.md §5: the validation's message defaults to this when the answer has none. */
export const validationFailed = () => t('validation.failed');

/** Asks the server whether an amount may be encashed now (limits, this month's total, earned credits). */
export async function validateEncashment(
  credits: number,
  signal?: AbortSignal,
): Promise<TEncashmentValidation> {
  // Production does not check answers against the contract: a missing or blank message still gets one.
  const answer: Partial<TEncashmentValidation> | null = await call(employeeApi.validateEncashment, {
    body: { credits },
    signal,
  });
  const message = typeof answer?.message === 'string' ? answer.message.trim() : '';
  return { isValid: answer?.isValid === true, message: message || validationFailed() };
}

/** A read, though sent as POST: cached per amount, so typing back to an amount does not ask again. */
export const encashmentValidationQueryOptions = (credits: number) =>
  queryOptions({
    queryKey: employeeKeys.encashmentValidation(credits),
    queryFn: ({ signal }) => validateEncashment(credits, signal),
    staleTime: 10_000,
  });

export const useEncashmentValidation = (credits: number | null) =>
  useQuery({
    ...encashmentValidationQueryOptions(credits ?? 0),
    enabled: credits !== null,
    placeholderData: keepPreviousData,
  });
