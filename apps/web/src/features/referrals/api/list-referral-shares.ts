import { referralsApi } from '@engagex/contracts/api/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { referralsKeys } from './keys';

/** The 20 most recent shares (docs/product.md §9), newest first. */
export const listReferralShares = (signal?: AbortSignal) => call(referralsApi.shares, { signal });

export const referralSharesQueryOptions = () =>
  queryOptions({ queryKey: referralsKeys.shares, queryFn: ({ signal }) => listReferralShares(signal) });

export const useReferralShares = () => useQuery(referralSharesQueryOptions());
