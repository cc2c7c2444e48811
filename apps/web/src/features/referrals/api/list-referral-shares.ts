import type { TShareRecord } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';

/** The 20 most recent shares (docs/product.md §9), newest first. */
export const listReferralShares = (signal?: AbortSignal) =>
  request<TShareRecord[]>('main', '/referral/shares', { signal });

export const referralSharesQueryOptions = () =>
  queryOptions({ queryKey: ['referrals', 'shares'], queryFn: ({ signal }) => listReferralShares(signal) });

export const useReferralShares = () => useQuery(referralSharesQueryOptions());
