import type { TBooking, TRealm, TRefundTo } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { bookingKey, invalidateBookings } from '../keys';

/**
 * Cancels some tickets of a booking (decision 078): the rest stays valid, and each cancelled ticket's share goes
 * back to the original payment (the default for a card) or to the wallet as credits.
 */
export const cancelTickets = (
  realm: TRealm,
  bookingId: string,
  body: { reason: string; ticketIds: string[]; refundTo?: TRefundTo | undefined },
) =>
  call(bookingsApi.cancel, {
    realm,
    params: { id: bookingId },
    body: {
      reason: body.reason,
      ticketIds: body.ticketIds,
      ...(body.refundTo ? { refundTo: body.refundTo } : {}),
    },
  });

export function useCancelTickets(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      bookingId,
      ...body
    }: {
      bookingId: string;
      reason: string;
      ticketIds: string[];
      refundTo?: TRefundTo | undefined;
    }) => cancelTickets(realm, bookingId, body),
    onSuccess: async (booking: TBooking) => {
      await storeAnswer(queryClient, bookingKey(realm, booking.id), booking);
      void invalidateWallet(queryClient);
      void invalidateBookings(queryClient, realm);
    },
  });
}
