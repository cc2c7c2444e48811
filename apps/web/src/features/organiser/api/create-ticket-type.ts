import type { TRealm, TTicketTypeInput } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

/** POST /events/:id/ticket-types: a new type; the event's "from" price follows on the server. */
export const createTicketType = (realm: TRealm, eventId: string, body: TTicketTypeInput) =>
  call(ticketingApi.createTicketType, { realm, params: { id: eventId }, body });

export function useCreateTicketType(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTicketTypeInput) => createTicketType(realm, eventId, body),
    // The types, the event (its slots' availability per type, its price) and the figures.
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
