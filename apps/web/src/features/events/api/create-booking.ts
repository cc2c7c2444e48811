import type { TAttendeeInput, TBookingItemRequest, TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { bookingKey, invalidateBookings } from '../keys';

/**
 * Seats of the event's first type (`seats`), or tickets by type (`items`) with who holds them (`attendees`, in ticket
 * order) and a promo code (decision 078).
 */
export type CreateBookingInput = {
  eventId: string;
  slotId: string;
  attendees?: TAttendeeInput[];
  promoCode?: string;
} & ({ seats: number; items?: undefined } | { items: TBookingItemRequest[]; seats?: undefined });

/** One attempt at a booking: a retry of it (after a timeout or a 503) sends the same key and holds nothing twice. */
export type BookingAttempt = CreateBookingInput & { idempotencyKey: string };

/** POST /bookings: holds the seats for 15 minutes ('held'), or confirms a free booking at once. */
export const createBooking = (realm: TRealm, { idempotencyKey, ...body }: BookingAttempt) =>
  call(bookingsApi.create, { realm, body, idempotencyKey });

export function useCreateBooking(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: BookingAttempt) => createBooking(realm, attempt),
    onSuccess: async (booking) => {
      await storeAnswer(queryClient, bookingKey(realm, booking.id), booking);
      void invalidateBookings(queryClient, realm);
    },
  });
}
