import type { TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminKeys } from './keys';

export const listDistricts = (realm: TRealm, signal?: AbortSignal) =>
  call(eventsApi.districts, { realm, signal });

/** Districts change only with a release: fetched once per visit. */
export const districtsQueryOptions = (realm: TRealm) =>
  queryOptions({
    queryKey: adminKeys.districts(realm),
    queryFn: ({ signal }) => listDistricts(realm, signal),
    staleTime: 30 * 60_000,
  });

export const useDistricts = (realm: TRealm) => useQuery(districtsQueryOptions(realm));
