import type { TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { eventKey } from '../keys';

/**
 * GET /events/:id/promo-codes/check (decision 078): what a code unlocks and saves on the items about to be booked.
 * An unknown, switched-off, expired or used-up code is a 422 with a plain reason; too many tries a 429.
 */
export const checkPromoCode = (
  realm: TRealm,
  eventId: string,
  code: string,
  items: string,
  signal?: AbortSignal,
) =>
  call(ticketingApi.checkPromoCode, {
    realm,
    params: { id: eventId },
    query: { code, ...(items ? { items } : {}) },
    signal,
  });

/** The saving of an applied code, asked again as the items change; the last answer stays while the next loads. */
export const usePromoCheck = (realm: TRealm, eventId: string, code: string | null, items: string) =>
  useQuery({
    queryKey: [...eventKey(realm, eventId), 'promo-check', code, items],
    queryFn: ({ signal }) => checkPromoCode(realm, eventId, code ?? '', items, signal),
    enabled: code !== null,
    placeholderData: keepPreviousData,
    // A refusal (422, 429) is an answer to show, not a blip to retry.
    retry: false,
  });
