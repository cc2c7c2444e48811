import type { TReferralLink } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';

export const getReferralLink = (signal?: AbortSignal) =>
  request<TReferralLink>('main', '/referral/link', { signal });

/** A user's code never changes, so the link (and its QR image) is fetched once per session. */
export const referralLinkQueryOptions = () =>
  queryOptions({
    queryKey: ['referrals', 'link'],
    queryFn: ({ signal }) => getReferralLink(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReferralLink = () => useQuery(referralLinkQueryOptions());
