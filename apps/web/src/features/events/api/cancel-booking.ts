import type { TRealm, TRefundTo } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { call } from '@/lib/api';
import { invalidateBookings } from '../keys';

/** A paid booking's money goes back to the original payment (the default for a gateway payment) or as credits. */
export const cancelBooking = (realm: TRealm, bookingId: string, reason: string, refundTo?: TRefundTo) =>
  call(bookingsApi.cancel, {
    realm,
    params: { id: bookingId },
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
