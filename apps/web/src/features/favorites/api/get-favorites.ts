import { favoritesApi } from '@engagex/contracts/api/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

export const FAVORITES_QUERY_KEY = ['favorites'] as const;

export const getFavorites = (signal?: AbortSignal) => call(favoritesApi.list, { signal });

/** Changes go through the mutations of this folder, which keep the cache current; no need to refetch often. */
export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: FAVORITES_QUERY_KEY,
    queryFn: ({ signal }) => getFavorites(signal),
    staleTime: 60_000,
  });

export const useFavorites = () => useQuery(favoritesQueryOptions());
