import { jobsApi } from '@engagex/contracts/api/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { jobsKeys } from './keys';

/** Application fees by category, in credits and rupees. */
export const getPaymentRates = (signal?: AbortSignal) => call(jobsApi.applicationRates, { signal });

export const paymentRatesQueryOptions = () =>
  queryOptions({
    queryKey: jobsKeys.paymentRates,
    queryFn: ({ signal }) => getPaymentRates(signal),
    staleTime: 10 * 60_000,
  });

export const usePaymentRates = () => useQuery(paymentRatesQueryOptions());
