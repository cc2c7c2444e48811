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

/** One attempt at a booking: a retry of it (after a timeout or a 503) sends the same key and holds nothing twice. */
export type BookingAttempt = CreateBookingInput & { idempotencyKey: string };

/** POST /bookings: holds the seats for 15 minutes ('held'), or confirms a free booking at once. */
export const createBooking = (realm: TRealm, { idempotencyKey, ...body }: BookingAttempt) =>
  request<TBooking>(serviceOf(realm), '/bookings', { method: 'POST', body, idempotencyKey });

export function useCreateBooking(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: BookingAttempt) => createBooking(realm, attempt),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryOptions(realm, booking.id).queryKey, booking);
      void invalidateBookings(queryClient, realm);
    },
  });
}
