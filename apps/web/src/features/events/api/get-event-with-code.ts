import type { TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { eventKey } from '../keys';

/**
 * GET /events/:id?promoCode=: the event detail as a buyer holding a code sees it (decision 078): the types the code
 * unlocks join the visible ones, with each show's availability of them, and the questions asked of them.
 */
export const getEventWithCode = (realm: TRealm, eventId: string, promoCode: string, signal?: AbortSignal) =>
  call(eventsApi.get, { realm, params: { id: eventId }, query: { promoCode }, signal });

export const useEventWithCode = (realm: TRealm, eventId: string, promoCode: string | null) =>
  useQuery({
    queryKey: [...eventKey(realm, eventId), 'code', promoCode],
    queryFn: ({ signal }) => getEventWithCode(realm, eventId, promoCode ?? '', signal),
    enabled: promoCode !== null,
  });
