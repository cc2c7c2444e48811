import type { ZReferralModule } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { EMPLOYEE_KEY } from './keys';

export type TReferralModule = z.infer<typeof ZReferralModule>;

export const listReferralModules = (signal?: AbortSignal) =>
  request<TReferralModule[]>('employee', '/referral/modules', { signal });

export const referralModulesQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPLOYEE_KEY, 'referral', 'modules'],
    queryFn: ({ signal }) => listReferralModules(signal),
    staleTime: 5 * 60_000,
  });

export const useReferralModules = () => useQuery(referralModulesQueryOptions());
