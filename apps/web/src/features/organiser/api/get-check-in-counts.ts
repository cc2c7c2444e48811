import type { TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { organiserKey } from './keys';

/** Other desks admit at the same door: the counts are asked again this often while the page is open. */
export const COUNTS_POLL_MS = 5000;

/** GET /bookings/check-in/counts: each show's tickets and seats expected, in and still to come. */
export const getCheckInCounts = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(bookingsApi.checkInCounts, { realm, query: { eventId }, signal });

// Under the realm's organiser key, so the refresh after each check-in (invalidateRealm) asks again at once.
export const checkInCountsQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: [...organiserKey(realm), 'check-in-counts', eventId] as const,
    queryFn: ({ signal }) => getCheckInCounts(realm, eventId, signal),
  });

export const useCheckInCounts = (realm: TRealm, eventId: string | null) =>
  useQuery({
    ...checkInCountsQueryOptions(realm, eventId ?? ''),
    enabled: Boolean(eventId),
    refetchInterval: COUNTS_POLL_MS,
  });
