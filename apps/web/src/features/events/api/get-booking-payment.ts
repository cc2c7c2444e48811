import type { TPaymentDetails, TRealm } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { bookingsKey } from '../keys';
import { serviceOf } from '../realm';

export const getBookingPayment = (realm: TRealm, bookingId: string, signal?: AbortSignal) =>
  request<TPaymentDetails>(serviceOf(realm), `/bookings/${encodeURIComponent(bookingId)}/payment`, {
    signal,
  });

export const bookingPaymentQueryOptions = (realm: TRealm, bookingId: string) =>
  queryOptions({
    queryKey: [...bookingsKey(realm), 'one', bookingId, 'payment'],
    queryFn: ({ signal }) => getBookingPayment(realm, bookingId, signal),
  });

export const useBookingPayment = (realm: TRealm, bookingId: string) =>
  useQuery(bookingPaymentQueryOptions(realm, bookingId));
