import type { TBooking, TPaymentDetails, TRealm } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { request } from '@/lib/http';
import { invalidateBookings } from '../keys';
import { serviceOf } from '../realm';
import { bookingQueryOptions } from './get-booking';

export type PayMethod = 'credits' | 'gateway';
export type TBookingPayment = { booking: TBooking; payment: TPaymentDetails };

/** Credits: confirmed at once (422 'Insufficient credits' otherwise). Gateway: a checkout URL to go to. */
export const initiateBookingPayment = (realm: TRealm, bookingId: string, method: PayMethod) =>
  request<TBookingPayment>(serviceOf(realm), '/bookings/initiate-payment', {
    method: 'POST',
    body: { bookingId, method },
  });

export function useInitiateBookingPayment(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, method }: { bookingId: string; method: PayMethod }) =>
      initiateBookingPayment(realm, bookingId, method),
    onSuccess: ({ booking }, { method }) => {
      queryClient.setQueryData(bookingQueryOptions(realm, booking.id).queryKey, booking);
      if (method === 'credits') {
        void invalidateWallet(queryClient);
        void invalidateBookings(queryClient, realm);
      }
    },
  });
}
