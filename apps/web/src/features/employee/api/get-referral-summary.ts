import { employeeApi } from '@engagex/contracts/api/employee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { employeeKeys } from './keys';

export const getReferralSummary = (signal?: AbortSignal) => call(employeeApi.referralSummary, { signal });

export const referralSummaryQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.referralSummary,
    queryFn: ({ signal }) => getReferralSummary(signal),
  });

export const useReferralSummary = () => useQuery(referralSummaryQueryOptions());
