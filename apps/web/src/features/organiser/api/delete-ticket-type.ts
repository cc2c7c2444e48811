import type { TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

/** DELETE /events/:id/ticket-types/:ticketTypeId: refused (409) once a ticket of it exists, and for the last type. */
export const deleteTicketType = (realm: TRealm, eventId: string, ticketTypeId: string) =>
  call(ticketingApi.deleteTicketType, { realm, params: { id: eventId, ticketTypeId } });

export function useDeleteTicketType(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketTypeId: string) => deleteTicketType(realm, eventId, ticketTypeId),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
