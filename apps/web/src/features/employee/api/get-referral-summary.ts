import type { ZEmployeeReferralSummary } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { EMPLOYEE_KEY } from './keys';

export type TEmployeeReferralSummary = z.infer<typeof ZEmployeeReferralSummary>;

export const getReferralSummary = (signal?: AbortSignal) =>
  request<TEmployeeReferralSummary>('employee', '/referral/summary', { signal });

export const referralSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPLOYEE_KEY, 'referral', 'summary'],
    queryFn: ({ signal }) => getReferralSummary(signal),
  });

export const useReferralSummary = () => useQuery(referralSummaryQueryOptions());
