import type { ZReferralGuidance } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { EMPLOYEE_KEY } from './keys';

export type TReferralGuidance = z.infer<typeof ZReferralGuidance>;

/** How to refer customers to one module: who to talk to, the steps, what to say and what to avoid. */
export const getReferralGuidance = (moduleId: string, signal?: AbortSignal) =>
  request<TReferralGuidance>('employee', `/referral/modules/${encodeURIComponent(moduleId)}/guidance`, {
    signal,
  });

export const referralGuidanceQueryOptions = (moduleId: string) =>
  queryOptions({
    queryKey: [...EMPLOYEE_KEY, 'referral', 'guidance', moduleId],
    queryFn: ({ signal }) => getReferralGuidance(moduleId, signal),
    staleTime: 5 * 60_000,
  });

export const useReferralGuidance = (moduleId: string) => useQuery(referralGuidanceQueryOptions(moduleId));
