import type { TAttendeesUpdate, TBooking, TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { bookingKey, bookingsKey } from '../keys';

/** PUT …/bookings/{id}/attendees: the booker renames attendees and edits their answers until the show starts. */
export const updateAttendees = (realm: TRealm, bookingId: string, body: TAttendeesUpdate) =>
  call(bookingsApi.attendees, { realm, params: { id: bookingId }, body });

export function useUpdateAttendees(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, attendees }: { bookingId: string } & TAttendeesUpdate) =>
      updateAttendees(realm, bookingId, { attendees }),
    // Names change nothing of seats or money: the booking and the lists that show it are enough.
    onSuccess: async (booking: TBooking) => {
      await storeAnswer(queryClient, bookingKey(realm, booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: bookingsKey(realm) });
    },
  });
}
