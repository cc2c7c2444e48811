import type { TAuthConfigResponse } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';

export const getAuthConfig = (signal?: AbortSignal) =>
  request<TAuthConfigResponse>('main', '/auth/config', { signal });

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: 5 * 60_000,
  });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
