import type { TFlaggedReferral } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { employeeKeys } from './keys';

/** Admins: referrals held for review (the referee signed up from the referrer's own device or address). */
export const listFlaggedReferrals = (signal?: AbortSignal) =>
  request<TFlaggedReferral[]>('main', '/referral/admin/flagged', { signal });

export const flaggedReferralsQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.flaggedReferrals,
    queryFn: ({ signal }) => listFlaggedReferrals(signal),
  });

export const useFlaggedReferrals = () => useQuery(flaggedReferralsQueryOptions());
