import type { TRealm, TVenue } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { realmService } from '../realm';
import { adminKey } from './keys';

export const listVenues = (realm: TRealm, signal?: AbortSignal) =>
  request<TVenue[]>(realmService(realm), '/venues', { signal });

export const venuesQueryOptions = (realm: TRealm) =>
  queryOptions({
    queryKey: [...adminKey(realm), 'venues'],
    queryFn: ({ signal }) => listVenues(realm, signal),
  });

export const useVenues = (realm: TRealm) => useQuery(venuesQueryOptions(realm));
