import type { TListEventsQuery, TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, queryFlag } from '@/lib/api';
import { eventListKey } from '../keys';

export const EVENTS_PAGE_SIZE = 12;

/** The filters of GET /events as the browse page keeps them (page size is fixed). */
export type EventFilters = Partial<Omit<TListEventsQuery, 'limit' | 'mine'>>;

export const listEvents = (realm: TRealm, filters: EventFilters, signal?: AbortSignal) =>
  call(eventsApi.list, {
    realm,
    query: {
      ...filters,
      available: queryFlag(filters.available),
      includeAdjacent: queryFlag(filters.includeAdjacent),
      competitions: queryFlag(filters.competitions),
      limit: EVENTS_PAGE_SIZE,
    },
    signal,
  });

export const eventsQueryOptions = (realm: TRealm, filters: EventFilters) =>
  queryOptions({
    queryKey: eventListKey(realm, filters),
    queryFn: ({ signal }) => listEvents(realm, filters, signal),
    // A new filter keeps the last page on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useEvents = (realm: TRealm, filters: EventFilters) =>
  useQuery(eventsQueryOptions(realm, filters));
