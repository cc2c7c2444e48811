import type { TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminKeys } from './keys';

export const listVenues = (realm: TRealm, signal?: AbortSignal) => call(eventsApi.venues, { realm, signal });

export const venuesQueryOptions = (realm: TRealm) =>
  queryOptions({
    queryKey: adminKeys.venues(realm),
    queryFn: ({ signal }) => listVenues(realm, signal),
  });

export const useVenues = (realm: TRealm) => useQuery(venuesQueryOptions(realm));
