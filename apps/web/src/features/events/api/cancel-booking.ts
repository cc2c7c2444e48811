import type { TBooking, TRealm } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { request } from '@/lib/http';
import { invalidateBookings } from '../keys';
import { serviceOf } from '../realm';

/** A paid booking's credits go back to the wallet. */
export const cancelBooking = (realm: TRealm, bookingId: string, reason: string) =>
  request<TBooking>(serviceOf(realm), `/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: 'POST',
    body: { reason },
  });

export function useCancelBooking(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason: string }) =>
      cancelBooking(realm, bookingId, reason),
    onSuccess: () => {
      void invalidateWallet(queryClient);
      void invalidateBookings(queryClient, realm);
    },
  });
}
