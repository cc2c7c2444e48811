import type { TEventDetail, TRealm } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { catalogueKey } from '../keys';
import { serviceOf } from '../realm';

export const getEvent = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  request<TEventDetail>(serviceOf(realm), `/events/${encodeURIComponent(eventId)}`, { signal });

export const eventQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: [...catalogueKey(realm), 'event', eventId],
    queryFn: ({ signal }) => getEvent(realm, eventId, signal),
  });

export const useEvent = (realm: TRealm, eventId: string) => useQuery(eventQueryOptions(realm, eventId));
