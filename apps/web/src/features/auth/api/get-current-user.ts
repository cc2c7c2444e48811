import type { TUser } from '@engagex/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { SESSION_QUERY_KEY, sessionQueryOptions } from './verify-session';

export const getCurrentUser = (signal?: AbortSignal) => request<TUser>('main', '/users/me', { signal });

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'me'], queryFn: ({ signal }) => getCurrentUser(signal) });

/** The signed-in user, shown at once from the verified session and refreshed from /users/me (credit balance). */
export function useCurrentUser() {
  const queryClient = useQueryClient();
  return useQuery({
    ...currentUserQueryOptions(),
    initialData: () => queryClient.getQueryData(sessionQueryOptions().queryKey)?.user,
    initialDataUpdatedAt: () => queryClient.getQueryState(SESSION_QUERY_KEY)?.dataUpdatedAt,
  });
}
