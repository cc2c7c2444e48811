import { employeeApi } from '@engagex/contracts/api/employee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { employeeKeys } from './keys';

/** How to refer customers to one module: who to talk to, the steps, what to say and what to avoid. */
export const getReferralGuidance = (moduleId: string, signal?: AbortSignal) =>
  call(employeeApi.referralGuidance, { params: { id: moduleId }, signal });

export const referralGuidanceQueryOptions = (moduleId: string) =>
  queryOptions({
    queryKey: employeeKeys.referralGuidance(moduleId),
    queryFn: ({ signal }) => getReferralGuidance(moduleId, signal),
    staleTime: 5 * 60_000,
  });

export const useReferralGuidance = (moduleId: string) => useQuery(referralGuidanceQueryOptions(moduleId));
