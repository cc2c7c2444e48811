import { MAX_PAGE_LIMIT, type TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { useQuery } from '@tanstack/react-query';
import { call, queryFlag } from '@/lib/api';
import { organiserKey } from './keys';

/** A show that began last night may still be letting people in. */
const STILL_AT_THE_DOOR_MS = 24 * 3600_000;

/**
 * The published events a door may be admitting: those not over a day ago, soonest first (up to 100); an
 * organiser's own with `mine`, since the door admits only to the events its desk runs (decision 046).
 */
export const listDoorEvents = (realm: TRealm, mine: boolean, signal?: AbortSignal) =>
  call(eventsApi.list, {
    realm,
    query: {
      page: 1,
      limit: MAX_PAGE_LIMIT,
      status: 'published',
      from: new Date(Date.now() - STILL_AT_THE_DOOR_MS).toISOString(),
      mine: queryFlag(mine || undefined),
    },
    signal,
  });

export const useDoorEvents = (realm: TRealm, mine = false) =>
  useQuery({
    queryKey: [...organiserKey(realm), 'door-events', { mine }] as const,
    queryFn: ({ signal }) => listDoorEvents(realm, mine, signal),
    staleTime: 60_000,
  });
