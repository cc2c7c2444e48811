import { referralsApi } from '@engagex/contracts/api/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { employeeKeys } from './keys';

/** Admins: referrals held for review (the referee signed up from the referrer's own device or address). */
export const listFlaggedReferrals = (signal?: AbortSignal) => call(referralsApi.flagged, { signal });

export const flaggedReferralsQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.flaggedReferrals,
    queryFn: ({ signal }) => listFlaggedReferrals(signal),
  });

export const useFlaggedReferrals = () => useQuery(flaggedReferralsQueryOptions());
