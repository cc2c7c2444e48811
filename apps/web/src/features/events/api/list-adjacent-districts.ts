import type { TDistrict, TRealm } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { catalogueKey } from '../keys';
import { serviceOf } from '../realm';

export const listAdjacentDistricts = (realm: TRealm, districtId: string, signal?: AbortSignal) =>
  request<TDistrict[]>(serviceOf(realm), '/events/adjacent-districts', { query: { districtId }, signal });

export const adjacentDistrictsQueryOptions = (realm: TRealm, districtId: string) =>
  queryOptions({
    queryKey: [...catalogueKey(realm), 'districts', districtId, 'adjacent'],
    queryFn: ({ signal }) => listAdjacentDistricts(realm, districtId, signal),
    staleTime: 60 * 60_000,
  });

export const useAdjacentDistricts = (realm: TRealm, districtId: string | undefined, enabled: boolean) =>
  useQuery({
    ...adjacentDistrictsQueryOptions(realm, districtId ?? ''),
    enabled: enabled && Boolean(districtId),
  });
