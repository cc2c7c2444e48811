import type { TBooking, TRealm } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { invalidateBookings } from '../keys';
import { serviceOf } from '../realm';
import { bookingQueryOptions } from './get-booking';

export interface CreateBookingInput {
  eventId: string;
  slotId: string;
  seats: number;
}

/** POST /bookings: holds the seats for 15 minutes ('held'), or confirms a free booking at once. */
export const createBooking = (realm: TRealm, body: CreateBookingInput) =>
  request<TBooking>(serviceOf(realm), '/bookings', { method: 'POST', body });

export function useCreateBooking(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingInput) => createBooking(realm, body),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryOptions(realm, booking.id).queryKey, booking);
      void invalidateBookings(queryClient, realm);
    },
  });
}
