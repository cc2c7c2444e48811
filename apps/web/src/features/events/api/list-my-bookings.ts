import type { TBooking, TPaginated, TRealm } from '@engagex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { bookingsKey } from '../keys';
import { serviceOf } from '../realm';

export const MY_BOOKINGS_PAGE_SIZE = 10;

export const listMyBookings = (realm: TRealm, page: number, signal?: AbortSignal) =>
  request<TPaginated<TBooking>>(serviceOf(realm), '/bookings/my-bookings', {
    query: { page, limit: MY_BOOKINGS_PAGE_SIZE },
    signal,
  });

export const myBookingsQueryOptions = (realm: TRealm, page: number) =>
  queryOptions({
    queryKey: [...bookingsKey(realm), 'mine', page],
    queryFn: ({ signal }) => listMyBookings(realm, page, signal),
    // Holds lapse and the jury moves entries while the page is away: ask again soon after coming back.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export const useMyBookings = (realm: TRealm, page: number) => useQuery(myBookingsQueryOptions(realm, page));
