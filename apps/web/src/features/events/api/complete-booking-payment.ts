import type { TGatewayProof, TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { bookingKey, invalidateBookings } from '../keys';

/** After the checkout: the gateway's signed proof confirms the booking (once, however often it is sent). */
export const completeBookingPayment = (realm: TRealm, bookingId: string, proof: TGatewayProof) =>
  call(bookingsApi.completePayment, { realm, body: { bookingId, ...proof } });

export function useCompleteBookingPayment(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, proof }: { bookingId: string; proof: TGatewayProof }) =>
      completeBookingPayment(realm, bookingId, proof),
    onSuccess: async ({ booking }) => {
      await storeAnswer(queryClient, bookingKey(realm, booking.id), booking);
      void invalidateWallet(queryClient);
      void invalidateBookings(queryClient, realm);
    },
  });
}
