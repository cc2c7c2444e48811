import type { TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { districtsKey } from '../keys';

export const listDistricts = (realm: TRealm, signal?: AbortSignal) =>
  call(eventsApi.districts, { realm, signal });

export const districtsQueryOptions = (realm: TRealm) =>
  queryOptions({
    queryKey: districtsKey(realm),
    queryFn: ({ signal }) => listDistricts(realm, signal),
    // Districts hardly ever change.
    staleTime: 60 * 60_000,
  });

export const useDistricts = (realm: TRealm) => useQuery(districtsQueryOptions(realm));
