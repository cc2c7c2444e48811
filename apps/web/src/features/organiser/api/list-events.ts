import { MAX_PAGE_LIMIT, type TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, queryFlag } from '@/lib/api';
import { adminKeys } from './keys';

export const EVENTS_PAGE_SIZE = 20;

export type AdminEventsFilter = {
  page: number;
  q?: string | undefined;
  competitions?: boolean | undefined;
  /** Only the caller's own events: an organiser's lists (decision 046). */
  mine?: boolean | undefined;
};

/** GET /events as an organiser: drafts and cancelled events too (an organiser's own), ordered by start. */
export const listAdminEvents = (realm: TRealm, filter: AdminEventsFilter, signal?: AbortSignal) =>
  call(eventsApi.list, {
    realm,
    query: {
      page: filter.page,
      limit: filter.competitions ? MAX_PAGE_LIMIT : EVENTS_PAGE_SIZE,
      q: filter.q?.trim() || undefined,
      competitions: queryFlag(filter.competitions),
      mine: queryFlag(filter.mine),
    },
    signal,
  });

export const adminEventsQueryOptions = (realm: TRealm, filter: AdminEventsFilter) =>
  queryOptions({
    queryKey: adminKeys.events(realm, filter),
    queryFn: ({ signal }) => listAdminEvents(realm, filter, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const useAdminEvents = (realm: TRealm, filter: AdminEventsFilter) =>
  useQuery({ ...adminEventsQueryOptions(realm, filter), placeholderData: keepPreviousData });

/**
 * The competitions of a realm (up to 100), an organiser's own with `mine`: parents for new rounds, and the review
 * queue's event filter.
 */
export const useCompetitions = (realm: TRealm, mine = false) =>
  useQuery(adminEventsQueryOptions(realm, { page: 1, competitions: true, ...(mine ? { mine } : {}) }));
