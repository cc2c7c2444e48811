import { referralsApi } from '@engagex/contracts/api/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { referralsKeys } from './keys';

export const getReferralLink = (signal?: AbortSignal) => call(referralsApi.link, { signal });

/** A user's code never changes, so the link (and its QR image) is fetched once per session. */
export const referralLinkQueryOptions = () =>
  queryOptions({
    queryKey: referralsKeys.link,
    queryFn: ({ signal }) => getReferralLink(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReferralLink = () => useQuery(referralLinkQueryOptions());
