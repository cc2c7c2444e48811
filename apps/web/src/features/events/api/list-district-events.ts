import type { TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { districtsKey } from '../keys';

/** GET /districts/with-events: events still to come per district (decision 053), as a map for the picker. */
export const listDistrictEvents = async (realm: TRealm, signal?: AbortSignal) =>
  new Map(
    (await call(eventsApi.districtEvents, { realm, signal })).map((row) => [row.districtId, row.events]),
  );

export const districtEventsQueryOptions = (realm: TRealm) =>
  queryOptions({
    queryKey: [...districtsKey(realm), 'with-events'],
    queryFn: ({ signal }) => listDistrictEvents(realm, signal),
    staleTime: 5 * 60_000,
  });

export const useDistrictEvents = (realm: TRealm) => useQuery(districtEventsQueryOptions(realm));
