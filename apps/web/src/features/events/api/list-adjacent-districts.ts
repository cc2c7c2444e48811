import type { TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adjacentDistrictsKey } from '../keys';

export const listAdjacentDistricts = (realm: TRealm, districtId: string, signal?: AbortSignal) =>
  call(eventsApi.adjacentDistricts, { realm, query: { districtId }, signal });

export const adjacentDistrictsQueryOptions = (realm: TRealm, districtId: string) =>
  queryOptions({
    queryKey: adjacentDistrictsKey(realm, districtId),
    queryFn: ({ signal }) => listAdjacentDistricts(realm, districtId, signal),
    staleTime: 60 * 60_000,
  });

export const useAdjacentDistricts = (realm: TRealm, districtId: string | undefined, enabled: boolean) =>
  useQuery({
    ...adjacentDistrictsQueryOptions(realm, districtId ?? ''),
    enabled: enabled && Boolean(districtId),
  });
