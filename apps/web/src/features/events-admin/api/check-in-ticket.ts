import type { TRealm, ZCheckInRequest } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

export type TCheckInRequest = z.input<typeof ZCheckInRequest>;

/**
 * POST /bookings/check-in; a second scan of one ticket answers 409 'Ticket already checked in at <ISO>', and a
 * ticket for another day's show 409 with the show's start (detail `slotStartsAt`) unless `otherDay` is sent.
 */
export const checkInTicket = (realm: TRealm, body: TCheckInRequest) =>
  call(bookingsApi.checkIn, { realm, body });

export function useCheckInTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ realm, ticketCode, otherDay }: TCheckInRequest & { realm: TRealm }) =>
      checkInTicket(realm, otherDay ? { ticketCode, otherDay } : { ticketCode }),
    onSuccess: (_booking, { realm }) => invalidateRealm(queryClient, realm),
  });
}
