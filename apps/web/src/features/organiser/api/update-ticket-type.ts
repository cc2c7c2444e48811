import type { TRealm, TTicketTypeUpdate } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

/** PATCH /events/:id/ticket-types/:ticketTypeId: what changed; null clears an optional field. */
export const updateTicketType = (
  realm: TRealm,
  eventId: string,
  ticketTypeId: string,
  body: TTicketTypeUpdate,
) => call(ticketingApi.updateTicketType, { realm, params: { id: eventId, ticketTypeId }, body });

export function useUpdateTicketType(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketTypeId, body }: { ticketTypeId: string; body: TTicketTypeUpdate }) =>
      updateTicketType(realm, eventId, ticketTypeId, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
