import type { TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { ticketingKeys } from './ticketing-keys';

/** GET /events/:id/promo-codes: every code of the event with its uses, switched-off ones too. */
export const listPromoCodes = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(ticketingApi.promoCodes, { realm, params: { id: eventId }, signal });

export const promoCodesQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: ticketingKeys.promoCodes(realm, eventId),
    queryFn: ({ signal }) => listPromoCodes(realm, eventId, signal),
  });

export const usePromoCodes = (realm: TRealm, eventId: string) =>
  useQuery(promoCodesQueryOptions(realm, eventId));
