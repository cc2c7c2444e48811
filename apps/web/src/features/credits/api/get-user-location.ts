import type { TUserLocation } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';

export const getUserLocation = (signal?: AbortSignal) =>
  request<TUserLocation>('main', '/users/location', { signal });

/** The user's stored location; the buy form only reads its currency. Rarely changes. */
export const userLocationQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'location'],
    queryFn: ({ signal }) => getUserLocation(signal),
    staleTime: 10 * 60_000,
  });

export const useUserLocation = () => useQuery(userLocationQueryOptions());
