import type { TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateBookings } from '../keys';

/** PATCH /bookings/:id/confirm {confirm: false}: gives a held booking's seats back before paying. */
export const releaseBooking = (realm: TRealm, bookingId: string) =>
  call(bookingsApi.confirm, { realm, params: { id: bookingId }, body: { confirm: false } });

export function useReleaseBooking(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => releaseBooking(realm, bookingId),
    onSuccess: () => void invalidateBookings(queryClient, realm),
  });
}
