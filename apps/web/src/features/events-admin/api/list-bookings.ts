import type { TBooking, TPaginated, TRealm, ZBookingStatus } from '@engagex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { realmService } from '../realm';
import { adminKey } from './keys';

export const BOOKINGS_PAGE_SIZE = 10;

export type BookingsFilter = {
  eventId: string;
  page: number;
  status?: z.infer<typeof ZBookingStatus> | undefined;
};

/** GET /bookings: an organiser sees every booking of an event. */
export const listEventBookings = (realm: TRealm, filter: BookingsFilter, signal?: AbortSignal) =>
  request<TPaginated<TBooking>>(realmService(realm), '/bookings', {
    query: { eventId: filter.eventId, status: filter.status, page: filter.page, limit: BOOKINGS_PAGE_SIZE },
    signal,
  });

export const eventBookingsQueryOptions = (realm: TRealm, filter: BookingsFilter) =>
  queryOptions({
    queryKey: [...adminKey(realm), 'bookings', filter],
    queryFn: ({ signal }) => listEventBookings(realm, filter, signal),
  });

export const useEventBookings = (realm: TRealm, filter: BookingsFilter) =>
  useQuery({ ...eventBookingsQueryOptions(realm, filter), placeholderData: keepPreviousData });
