/**
 * GET …/events/:id/waiting-room/me: the reader's place in the room, or null when they have not joined (404). The
 * server answers it from memory (decision 080), so the room page may ask every few seconds; how often is
 * ../poll.ts's, not this query's. Changes with the endpoint.
 */
import type { TRealm, TWaitingRoomEntry } from '@engagex/contracts';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { myPlaceKey } from './keys';

export async function getMyPlace(
  realm: TRealm,
  eventId: string,
  signal?: AbortSignal,
): Promise<TWaitingRoomEntry | null> {
  try {
    return await call(waitingRoomApi.me, { realm, params: { id: eventId }, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const myPlaceQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: myPlaceKey(realm, eventId),
    queryFn: ({ signal }) => getMyPlace(realm, eventId, signal),
    // The poller spaces the asks out itself (backing off on 429 and 503); the query's own retries would not.
    retry: false,
    // Back on the tab after two seconds away, the place is asked for at once (the focus refetch).
    staleTime: 2_000,
  });

export const useMyPlace = (realm: TRealm, eventId: string, enabled = true) =>
  useQuery({ ...myPlaceQueryOptions(realm, eventId), enabled });
