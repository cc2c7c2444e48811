import type { TReferralPeriod } from '@engagex/contracts';
import { referralsApi } from '@engagex/contracts/api/referrals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { referralsKeys } from './keys';

export const getReferralStats = (period: TReferralPeriod, signal?: AbortSignal) =>
  call(referralsApi.stats, { query: { period }, signal });

export const referralStatsQueryOptions = (period: TReferralPeriod = 'month') =>
  queryOptions({
    queryKey: referralsKeys.stats(period),
    queryFn: ({ signal }) => getReferralStats(period, signal),
    // Reopening the stats asks again (a friend may have joined or bought since), but a hover's prefetch counts.
    staleTime: 10_000,
  });

/** Keeps the previous period's numbers on screen while the next period loads. */
export const useReferralStats = (period: TReferralPeriod) =>
  useQuery({ ...referralStatsQueryOptions(period), placeholderData: keepPreviousData });
