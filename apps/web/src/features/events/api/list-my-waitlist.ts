import { MAX_PAGE_LIMIT, type TRealm, type TWaitlistEntry } from '@engagex/contracts';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/api';
import { bookingsKey, myWaitlistKey } from '../keys';
import { SLOTS_REFRESH_MS } from './get-event-slots';

/**
 * GET /waitlist/mine: the user's active entries of a realm (waiting or offered), soonest show first as the server
 * orders them. One entry per user and show, so one page of the largest size holds them all.
 */
export async function listMyWaitlist(realm: TRealm, signal?: AbortSignal): Promise<TWaitlistEntry[]> {
  const page = await call(waitlistApi.mine, { realm, query: { page: 1, limit: MAX_PAGE_LIMIT }, signal });
  return page.items;
}

export const myWaitlistQueryOptions = (realm: TRealm) =>
  queryOptions({
    queryKey: myWaitlistKey(realm),
    queryFn: ({ signal }) => listMyWaitlist(realm, signal),
    // Places move up as others leave or are offered seats: ask again soon after coming back, and, while the
    // user waits in line, as often as the page asks for the seats.
    staleTime: 5_000,
    refetchInterval: (query) =>
      query.state.data?.some((entry) => entry.status === 'waiting') ? SLOTS_REFRESH_MS : false,
  });

export const useMyWaitlist = (realm: TRealm) => useQuery(myWaitlistQueryOptions(realm));

/** The user's active entry for one show, if any. */
export const entryForSlot = (entries: TWaitlistEntry[] | undefined, slotId: string | undefined) =>
  entries?.find(
    (entry) => entry.slotId === slotId && (entry.status === 'waiting' || entry.status === 'offered'),
  );

/** An entry as the server just answered it, in the user's list at once (the list is asked again after). */
export const withEntry = (entries: TWaitlistEntry[] | undefined, entry: TWaitlistEntry): TWaitlistEntry[] => {
  const others = (entries ?? []).filter((one) => one.id !== entry.id);
  return entry.status === 'waiting' || entry.status === 'offered' ? [...others, entry] : others;
};

/**
 * Seats offered while a page is open are a held booking its bookings and holds do not list yet: when the user's
 * offers change, they are asked for again, so the offer shows once, as the booking it is (decision 052).
 */
export function useFollowOffers(realm: TRealm, entries: TWaitlistEntry[] | undefined) {
  const queryClient = useQueryClient();
  const offered = (entries ?? [])
    .flatMap((entry) => (entry.status === 'offered' && entry.offer ? [entry.offer.bookingId] : []))
    .sort()
    .join(',');
  useEffect(() => {
    if (offered !== '') void queryClient.invalidateQueries({ queryKey: bookingsKey(realm) });
  }, [offered, realm, queryClient]);
}
