import type { TUser, TVerifyResponse } from '@engagex/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';

export const getViewer = (signal?: AbortSignal) => request<TUser>('main', '/users/me', { signal });

/**
 * The signed-in user: roles (the review queue is for admins) and credit balance (the fee step). Same key and
 * answer as the auth feature's current user, so both read one cache entry.
 */
export const viewerQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'me'], queryFn: ({ signal }) => getViewer(signal) });

const SESSION_KEY = ['auth', 'session'] as const;

/** Shown at once from the verified session (the route guard has loaded it), refreshed from /users/me. */
export function useViewer() {
  const queryClient = useQueryClient();
  return useQuery({
    ...viewerQueryOptions(),
    initialData: () => queryClient.getQueryData<TVerifyResponse>(SESSION_KEY)?.user,
    initialDataUpdatedAt: () => queryClient.getQueryState(SESSION_KEY)?.dataUpdatedAt,
  });
}

export const isAdmin = (user: TUser | undefined): boolean => Boolean(user?.roles.includes('admin'));
