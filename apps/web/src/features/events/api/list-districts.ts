import type { TDistrict, TRealm } from '@engagex/contracts';
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

/** Districts grouped by state, states and districts in alphabetical order, for a grouped select. */
export function groupByState(districts: TDistrict[]): { state: string; districts: TDistrict[] }[] {
  const byState = new Map<string, TDistrict[]>();
  for (const district of districts) {
    const list = byState.get(district.state) ?? [];
    list.push(district);
    byState.set(district.state, list);
  }
  return [...byState.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, list]) => ({ state, districts: list.sort((a, b) => a.name.localeCompare(b.name)) }));
}
