import { employeeApi } from '@engagex/contracts/api/employee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { employeeKeys } from './keys';

export const listReferralModules = (signal?: AbortSignal) => call(employeeApi.referralModules, { signal });

export const referralModulesQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.referralModules,
    queryFn: ({ signal }) => listReferralModules(signal),
    staleTime: 5 * 60_000,
  });

export const useReferralModules = () => useQuery(referralModulesQueryOptions());
