import { notificationsApi } from '@engagex/contracts/api/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { notificationsKeys } from './keys';

/** Issue #17: the count follows new notifications while the app is open, without a reload. */
export const UNREAD_POLL_MS = 25_000;

export const getUnreadCount = (signal?: AbortSignal) => call(notificationsApi.unreadCount, { signal });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Polled while the tab is visible (TanStack pauses the interval in the background) and asked again when
    // the user comes back to the tab: what others did (an organiser cancelling, an admin approving) shows up.
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
