import type { TGatewayProof, TRealm } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { request } from '@/lib/http';
import { invalidateBookings } from '../keys';
import { serviceOf } from '../realm';
import { bookingQueryOptions } from './get-booking';
import type { TBookingPayment } from './initiate-booking-payment';

/** After the checkout: the gateway's signed proof confirms the booking (once, however often it is sent). */
export const completeBookingPayment = (realm: TRealm, bookingId: string, proof: TGatewayProof) =>
  request<TBookingPayment>(serviceOf(realm), '/bookings/complete-payment', {
    method: 'POST',
    body: { bookingId, ...proof },
  });

export function useCompleteBookingPayment(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, proof }: { bookingId: string; proof: TGatewayProof }) =>
      completeBookingPayment(realm, bookingId, proof),
    onSuccess: ({ booking }) => {
      queryClient.setQueryData(bookingQueryOptions(realm, booking.id).queryKey, booking);
      void invalidateWallet(queryClient);
      void invalidateBookings(queryClient, realm);
    },
  });
}
