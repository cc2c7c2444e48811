import type { TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { ticketingKeys } from './ticketing-keys';

/** GET /events/:id/ticket-types: every type of the event, hidden ones and those off sale too. */
export const listTicketTypes = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(ticketingApi.ticketTypes, { realm, params: { id: eventId }, signal });

export const ticketTypesQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: ticketingKeys.ticketTypes(realm, eventId),
    queryFn: ({ signal }) => listTicketTypes(realm, eventId, signal),
  });

export const useTicketTypes = (realm: TRealm, eventId: string) =>
  useQuery(ticketTypesQueryOptions(realm, eventId));
