import type { TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { bookingKey, invalidateBookings } from '../keys';

/**
 * PATCH /bookings/:id/confirm {confirm: true}: takes seats offered from a free event's waitlist (decision 042). A paid
 * offer is paid like any hold instead.
 */
export const acceptOffer = (realm: TRealm, bookingId: string) =>
  call(bookingsApi.confirm, { realm, params: { id: bookingId }, body: { confirm: true } });

export function useAcceptOffer(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => acceptOffer(realm, bookingId),
    onSuccess: async (booking) => {
      await storeAnswer(queryClient, bookingKey(realm, booking.id), booking);
      void invalidateBookings(queryClient, realm);
    },
  });
}
