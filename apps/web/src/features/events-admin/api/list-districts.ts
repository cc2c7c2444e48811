import type { TDistrict, TRealm } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { realmService } from '../realm';
import { adminKey } from './keys';

export const listDistricts = (realm: TRealm, signal?: AbortSignal) =>
  request<TDistrict[]>(realmService(realm), '/districts', { signal });

/** Districts change only with a release: fetched once per visit. */
export const districtsQueryOptions = (realm: TRealm) =>
  queryOptions({
    queryKey: [...adminKey(realm), 'districts'],
    queryFn: ({ signal }) => listDistricts(realm, signal),
    staleTime: 30 * 60_000,
  });

export const useDistricts = (realm: TRealm) => useQuery(districtsQueryOptions(realm));
