import type { TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { bookingPaymentKey } from '../keys';

export const getBookingPayment = (realm: TRealm, bookingId: string, signal?: AbortSignal) =>
  call(bookingsApi.payment, { realm, params: { id: bookingId }, signal });

export const bookingPaymentQueryOptions = (realm: TRealm, bookingId: string) =>
  queryOptions({
    queryKey: bookingPaymentKey(realm, bookingId),
    queryFn: ({ signal }) => getBookingPayment(realm, bookingId, signal),
  });

export const useBookingPayment = (realm: TRealm, bookingId: string) =>
  useQuery(bookingPaymentQueryOptions(realm, bookingId));
