import { locationApi } from '@engagex/contracts/api/location';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { userLocationKey } from './keys';

export const getUserLocation = (signal?: AbortSignal) => call(locationApi.get, { signal });

/** The user's stored location; the buy form only reads its currency. Rarely changes. */
export const userLocationQueryOptions = () =>
  queryOptions({
    queryKey: userLocationKey,
    queryFn: ({ signal }) => getUserLocation(signal),
    staleTime: 10 * 60_000,
  });

export const useUserLocation = () => useQuery(userLocationQueryOptions());
