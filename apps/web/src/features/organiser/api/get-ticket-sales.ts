import type { TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { ticketingKeys } from './ticketing-keys';

/**
 * GET /events/:id/sales: the ticket types panel reads only how many of each type are sold; the sales charts read
 * the rest. One key for both, so the page asks once.
 */
export const getTicketSales = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(ticketingApi.sales, { realm, params: { id: eventId }, signal });

export const ticketSalesQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: ticketingKeys.sales(realm, eventId),
    queryFn: ({ signal }) => getTicketSales(realm, eventId, signal),
  });

export const useTicketSales = (realm: TRealm, eventId: string) =>
  useQuery(ticketSalesQueryOptions(realm, eventId));
