import { MAX_PAGE_LIMIT, type TBooking, type TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { myHoldsKey } from '../keys';

/** A hold whose seats are still set aside for the user: not yet paid, not yet lapsed. */
export const isLiveHold = (booking: TBooking, now: number): boolean =>
  booking.status === 'held' && booking.holdExpiresAt !== null && Date.parse(booking.holdExpiresAt) > now;

/**
 * The user's live holds for one event, newest first: the server filters the user's own bookings (a lapsed hold
 * is not `held` there either). (`GET /bookings` takes the same filters, but answers an admin everyone's.)
 */
export async function listMyHolds(realm: TRealm, eventId: string, signal?: AbortSignal): Promise<TBooking[]> {
  const page = await call(bookingsApi.mine, {
    realm,
    query: { page: 1, limit: MAX_PAGE_LIMIT, status: 'held', eventId },
    signal,
  });
  const now = Date.now();
  return page.items.filter((booking) => booking.eventId === eventId && isLiveHold(booking, now));
}

export const myHoldsQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: myHoldsKey(realm, eventId),
    queryFn: ({ signal }) => listMyHolds(realm, eventId, signal),
    staleTime: 0,
  });

export const useMyHolds = (realm: TRealm, eventId: string) => useQuery(myHoldsQueryOptions(realm, eventId));
