import type { TCreditBalance } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { CREDITS_KEY } from './keys';

export const getCreditBalance = (signal?: AbortSignal) =>
  request<TCreditBalance>('main', '/cps/credit-transaction/balance', { signal });

export const creditBalanceQueryOptions = () =>
  queryOptions({
    queryKey: [...CREDITS_KEY, 'balance'],
    queryFn: ({ signal }) => getCreditBalance(signal),
  });

export const useCreditBalance = () => useQuery(creditBalanceQueryOptions());

/** What a screen says when this call fails (SPEC.md §8, exactly). */
export const BALANCE_ERROR = 'Failed to fetch credit balance';
