import type { TPayMethod, TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { bookingKey, invalidateBookings } from '../keys';

/** Credits: confirmed at once (422 'Insufficient credits' otherwise). Gateway: a checkout URL to go to. */
export const initiateBookingPayment = (realm: TRealm, bookingId: string, method: TPayMethod) =>
  call(bookingsApi.initiatePayment, { realm, body: { bookingId, method } });

export function useInitiateBookingPayment(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, method }: { bookingId: string; method: TPayMethod }) =>
      initiateBookingPayment(realm, bookingId, method),
    onSuccess: async ({ booking }, { method }) => {
      await storeAnswer(queryClient, bookingKey(realm, booking.id), booking);
      if (method === 'credits') {
        void invalidateWallet(queryClient);
        void invalidateBookings(queryClient, realm);
      }
    },
  });
}
