import type { TBooking, TRealm } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { invalidateBookings } from '../keys';
import { serviceOf } from '../realm';

/** PATCH /bookings/:id/confirm {confirm: false}: gives a held booking's seats back before paying. */
export const releaseBooking = (realm: TRealm, bookingId: string) =>
  request<TBooking>(serviceOf(realm), `/bookings/${encodeURIComponent(bookingId)}/confirm`, {
    method: 'PATCH',
    body: { confirm: false },
  });

export function useReleaseBooking(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => releaseBooking(realm, bookingId),
    onSuccess: () => void invalidateBookings(queryClient, realm),
  });
}
