import type { TBooking, TRealm, TRefundTo } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { request } from '@/lib/http';
import { invalidateBookings } from '../keys';
import { serviceOf } from '../realm';

/** A paid booking's money goes back to the original payment (the default for a gateway payment) or as credits. */
export const cancelBooking = (realm: TRealm, bookingId: string, reason: string, refundTo?: TRefundTo) =>
  request<TBooking>(serviceOf(realm), `/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: 'POST',
    body: refundTo ? { reason, refundTo } : { reason },
  });

export function useCancelBooking(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      bookingId,
      reason,
      refundTo,
    }: {
      bookingId: string;
      reason: string;
      refundTo?: TRefundTo;
    }) => cancelBooking(realm, bookingId, reason, refundTo),
    onSuccess: () => {
      void invalidateWallet(queryClient);
      void invalidateBookings(queryClient, realm);
    },
  });
}
