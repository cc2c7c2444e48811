import type { ZEmployeeReferralSummary } from '@engagex/contracts';
import { employeeApi } from '@engagex/contracts/api/employee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { employeeKeys } from './keys';

export type TEmployeeReferralSummary = z.infer<typeof ZEmployeeReferralSummary>;

export const getReferralSummary = (signal?: AbortSignal) => call(employeeApi.referralSummary, { signal });

export const referralSummaryQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.referralSummary,
    queryFn: ({ signal }) => getReferralSummary(signal),
  });

export const useReferralSummary = () => useQuery(referralSummaryQueryOptions());
