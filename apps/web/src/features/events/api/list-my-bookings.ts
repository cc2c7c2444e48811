import type { TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { myBookingsKey } from '../keys';

export const MY_BOOKINGS_PAGE_SIZE = 10;

export const listMyBookings = (realm: TRealm, page: number, signal?: AbortSignal) =>
  call(bookingsApi.mine, { realm, query: { page, limit: MY_BOOKINGS_PAGE_SIZE }, signal });

export const myBookingsQueryOptions = (realm: TRealm, page: number) =>
  queryOptions({
    queryKey: myBookingsKey(realm, page),
    queryFn: ({ signal }) => listMyBookings(realm, page, signal),
    // Holds lapse and the jury moves entries while the page is away: ask again soon after coming back.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export const useMyBookings = (realm: TRealm, page: number) => useQuery(myBookingsQueryOptions(realm, page));
