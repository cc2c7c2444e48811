import type { TFavoritesResponse } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';

export const FAVORITES_QUERY_KEY = ['favorites'] as const;

export const getFavorites = (signal?: AbortSignal) =>
  request<TFavoritesResponse>('main', '/favorites', { signal });

/** Changes go through the mutations of this folder, which keep the cache current; no need to refetch often. */
export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: FAVORITES_QUERY_KEY,
    queryFn: ({ signal }) => getFavorites(signal),
    staleTime: 60_000,
  });

export const useFavorites = () => useQuery(favoritesQueryOptions());
