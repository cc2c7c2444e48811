import type { ZReferralModule } from '@engagex/contracts';
import { employeeApi } from '@engagex/contracts/api/employee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { employeeKeys } from './keys';

export type TReferralModule = z.infer<typeof ZReferralModule>;

export const listReferralModules = (signal?: AbortSignal) => call(employeeApi.referralModules, { signal });

export const referralModulesQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.referralModules,
    queryFn: ({ signal }) => listReferralModules(signal),
    staleTime: 5 * 60_000,
  });

export const useReferralModules = () => useQuery(referralModulesQueryOptions());
