import type { TUser } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';

/**
 * The signed-in user (name and email to prefill a registration, roles for the organisers' link). Same request
 * and key as the auth feature's, so both read one cache entry; features do not import each other.
 */
export const getCurrentUser = (signal?: AbortSignal) => request<TUser>('main', '/users/me', { signal });

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'me'],
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 60_000,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

export const useIsAdmin = (): boolean => useCurrentUser().data?.roles.includes('admin') ?? false;
