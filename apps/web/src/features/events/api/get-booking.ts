import type { TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { bookingKey } from '../keys';

/** A confirmed booking carries its ticket code and QR code (a data URL). */
export const getBooking = (realm: TRealm, bookingId: string, signal?: AbortSignal) =>
  call(bookingsApi.get, { realm, params: { id: bookingId }, signal });

export const bookingQueryOptions = (realm: TRealm, bookingId: string) =>
  queryOptions({
    queryKey: bookingKey(realm, bookingId),
    queryFn: ({ signal }) => getBooking(realm, bookingId, signal),
  });

export const useBooking = (realm: TRealm, bookingId: string | null) =>
  useQuery({ ...bookingQueryOptions(realm, bookingId ?? ''), enabled: bookingId !== null });
