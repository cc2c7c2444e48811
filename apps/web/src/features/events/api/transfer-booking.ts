import type { TBooking, TRealm } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { invalidateBookings } from '../keys';
import { serviceOf } from '../realm';

export const transferBooking = (realm: TRealm, bookingId: string, targetSlotId: string) =>
  request<TBooking>(serviceOf(realm), '/bookings/transfer', {
    method: 'POST',
    body: { bookingId, targetSlotId },
  });

export function useTransferBooking(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, targetSlotId }: { bookingId: string; targetSlotId: string }) =>
      transferBooking(realm, bookingId, targetSlotId),
    onSuccess: () => void invalidateBookings(queryClient, realm),
  });
}
