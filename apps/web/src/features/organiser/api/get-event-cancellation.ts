import type { TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminKeys } from './keys';

export const getEventCancellation = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(eventsApi.cancellation, { realm, params: { id: eventId }, signal });

/**
 * What cancelling the event would do now (decision 052), read each time the organiser opens the confirmation and
 * again just before they confirm (decision 069): always afresh (`staleTime` 0), since bookings change while the page
 * is open.
 */
export const eventCancellationQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: adminKeys.cancellation(realm, eventId),
    queryFn: ({ signal }) => getEventCancellation(realm, eventId, signal),
    staleTime: 0,
  });

/** Read while `open`: a closed dialog asks nothing, and opening it again reads the counts again. */
export const useEventCancellation = (realm: TRealm, eventId: string, open = true) =>
  useQuery({ ...eventCancellationQueryOptions(realm, eventId), enabled: open, refetchOnMount: 'always' });
