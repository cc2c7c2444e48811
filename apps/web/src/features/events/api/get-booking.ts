import type { TBooking, TRealm } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { bookingsKey } from '../keys';
import { serviceOf } from '../realm';

/** A confirmed booking carries its ticket code and QR code (a data URL). */
export const getBooking = (realm: TRealm, bookingId: string, signal?: AbortSignal) =>
  request<TBooking>(serviceOf(realm), `/bookings/${encodeURIComponent(bookingId)}`, { signal });

export const bookingQueryOptions = (realm: TRealm, bookingId: string) =>
  queryOptions({
    queryKey: [...bookingsKey(realm), 'one', bookingId],
    queryFn: ({ signal }) => getBooking(realm, bookingId, signal),
  });

export const useBooking = (realm: TRealm, bookingId: string | null) =>
  useQuery({ ...bookingQueryOptions(realm, bookingId ?? ''), enabled: bookingId !== null });
