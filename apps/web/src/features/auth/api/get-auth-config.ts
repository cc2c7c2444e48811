import { identityApi } from '@engagex/contracts/api/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

export const getAuthConfig = (signal?: AbortSignal) => call(identityApi.config, { signal });

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: 5 * 60_000,
  });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
