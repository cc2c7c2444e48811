import type { ZPaymentRates } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { JOBS_KEY } from './keys';

export type TPaymentRates = z.infer<typeof ZPaymentRates>;

/** Application fees by category, in credits and rupees. */
export const getPaymentRates = (signal?: AbortSignal) =>
  request<TPaymentRates>('jobs', '/job-applications/payment-rates', { signal });

export const paymentRatesQueryOptions = () =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'payment-rates'],
    queryFn: ({ signal }) => getPaymentRates(signal),
    staleTime: 10 * 60_000,
  });

export const usePaymentRates = () => useQuery(paymentRatesQueryOptions());
