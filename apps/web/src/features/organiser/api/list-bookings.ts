import type { TBookingStatus, TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminKeys } from './keys';

export const BOOKINGS_PAGE_SIZE = 10;

export type BookingsFilter = {
  eventId: string;
  page: number;
  status?: TBookingStatus | undefined;
};

/** GET /bookings: an organiser sees every booking of an event. */
export const listEventBookings = (realm: TRealm, filter: BookingsFilter, signal?: AbortSignal) =>
  call(bookingsApi.list, {
    realm,
    query: { eventId: filter.eventId, status: filter.status, page: filter.page, limit: BOOKINGS_PAGE_SIZE },
    signal,
  });

export const eventBookingsQueryOptions = (realm: TRealm, filter: BookingsFilter) =>
  queryOptions({
    queryKey: adminKeys.bookings(realm, filter),
    queryFn: ({ signal }) => listEventBookings(realm, filter, signal),
  });

export const useEventBookings = (realm: TRealm, filter: BookingsFilter) =>
  useQuery({ ...eventBookingsQueryOptions(realm, filter), placeholderData: keepPreviousData });
