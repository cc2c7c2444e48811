/*
 * GET /events/:id/sales (decision 078) for the sales page. Its key is the one the ticket types panel reads the same
 * figures under (organiser ▸ ticketing ▸ event ▸ sales), so the two pages share one answer and an edit's
 * `invalidateRealm` refreshes both. Changes when the endpoint or its key does.
 */
import type { TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { organiserKey } from '../../api/keys';

/** People keep coming in at the door while the page is open: the figures are asked again this often. */
export const SALES_POLL_MS = 60_000;

export const getEventSales = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(ticketingApi.sales, { realm, params: { id: eventId }, signal });

export const eventSalesQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: [...organiserKey(realm), 'ticketing', eventId, 'sales'] as const,
    queryFn: ({ signal }) => getEventSales(realm, eventId, signal),
  });

export const useEventSales = (realm: TRealm, eventId: string) =>
  useQuery({ ...eventSalesQueryOptions(realm, eventId), refetchInterval: SALES_POLL_MS });
