import type { TEvent, TListEventsQuery, TPaginated, TRealm } from '@engagex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { catalogueKey } from '../keys';
import { serviceOf } from '../realm';

export const EVENTS_PAGE_SIZE = 12;

/** The filters of GET /events as the browse page keeps them (page size is fixed). */
export type EventFilters = Partial<Omit<TListEventsQuery, 'limit'>>;

export const listEvents = (realm: TRealm, filters: EventFilters, signal?: AbortSignal) =>
  request<TPaginated<TEvent>>(serviceOf(realm), '/events', {
    query: { ...filters, limit: EVENTS_PAGE_SIZE },
    signal,
  });

export const eventsQueryOptions = (realm: TRealm, filters: EventFilters) =>
  queryOptions({
    queryKey: [...catalogueKey(realm), 'list', filters],
    queryFn: ({ signal }) => listEvents(realm, filters, signal),
    // A new filter keeps the last page on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useEvents = (realm: TRealm, filters: EventFilters) =>
  useQuery(eventsQueryOptions(realm, filters));
