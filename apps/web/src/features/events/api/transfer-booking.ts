import type { TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateBookings } from '../keys';

export const transferBooking = (realm: TRealm, bookingId: string, targetSlotId: string) =>
  call(bookingsApi.transfer, { realm, body: { bookingId, targetSlotId } });

export function useTransferBooking(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, targetSlotId }: { bookingId: string; targetSlotId: string }) =>
      transferBooking(realm, bookingId, targetSlotId),
    onSuccess: () => void invalidateBookings(queryClient, realm),
  });
}
