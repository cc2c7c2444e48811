import { identityApi } from '@engagex/contracts/api/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@/lib/account';
import { call } from '@/lib/api';

export const verifySession = (signal?: AbortSignal) => call(identityApi.verify, { signal });

/**
 * The stored token is verified once per app load; sign-in fills this entry directly. `authCheck` tells the
 * app-wide 401 handler that this query's failure is the route guard's to handle.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => verifySession(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { authCheck: true },
  });

export const useSession = () => useQuery(sessionQueryOptions());
