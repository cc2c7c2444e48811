import type { TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { eventTypesKey } from '../keys';

/**
 * The event types a realm has, for the type filter. There is no endpoint listing them, so they are read off
 * one page of the widest list the server allows (100 events).
 */
export const listEventTypes = async (realm: TRealm, signal?: AbortSignal): Promise<string[]> => {
  const page = await call(eventsApi.list, { realm, query: { limit: 100 }, signal });
  return [...new Set(page.items.map((event) => event.eventType))].sort();
};

export const eventTypesQueryOptions = (realm: TRealm) =>
  queryOptions({
    queryKey: eventTypesKey(realm),
    queryFn: ({ signal }) => listEventTypes(realm, signal),
    staleTime: 5 * 60_000,
  });

export const useEventTypes = (realm: TRealm) => useQuery(eventTypesQueryOptions(realm));
