import type { TRealm, ZCheckInRequest } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

export type TCheckInRequest = z.input<typeof ZCheckInRequest>;

/**
 * POST /bookings/check-in; a second scan of one ticket answers 409 'Ticket already checked in at <ISO>', a ticket
 * for another show than the desk's `slotId` 409 with that show (details `slotId`, `startsAt`, `title`) unless
 * `otherShow` is sent, and one for another day's show 409 with its start (`slotStartsAt`) unless `otherDay` is.
 */
export const checkInTicket = (realm: TRealm, body: TCheckInRequest) =>
  call(bookingsApi.checkIn, { realm, body });

export function useCheckInTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    // Only the flags that are set go on the wire, so a plain scan is just its code.
    mutationFn: ({ realm, ticketCode, slotId, otherDay, otherShow }: TCheckInRequest & { realm: TRealm }) =>
      checkInTicket(realm, {
        ticketCode,
        ...(slotId ? { slotId } : {}),
        ...(otherShow ? { otherShow } : {}),
        ...(otherDay ? { otherDay } : {}),
      }),
    onSuccess: (_booking, { realm }) => invalidateRealm(queryClient, realm),
  });
}
