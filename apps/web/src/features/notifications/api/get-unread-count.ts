import { notificationsApi } from '@engagex/contracts/api/notifications';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/api';
import { notificationsKeys } from './keys';

/** Decision 056: the count follows new notifications while the app is open, without a reload. */
export const UNREAD_POLL_MS = 25_000;
/** While the long poll follows the count (decision 056), polling only backs it up. */
export const UNREAD_POLL_FOLLOWED_MS = 120_000;
/**
 * The long poll opens this long after the bell first shows, so it and its code stay out of the page's first
 * download (decision 032's budget); the count read on mount covers the gap, and the poll's first answer comes at
 * once when the count changed meanwhile.
 */
export const FOLLOW_AFTER_MS = 5_000;

/** Set by follow-unread-count.ts while its long poll answers. */
export const unreadFollow = { live: false };

export const getUnreadCount = (signal?: AbortSignal) => call(notificationsApi.unreadCount, { signal });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Polled while the tab is visible (TanStack pauses the interval in the background) and asked again when
    // the user comes back to the tab: what others did (an organiser cancelling, an admin approving) shows up.
    refetchInterval: () => (unreadFollow.live ? UNREAD_POLL_FOLLOWED_MS : UNREAD_POLL_MS),
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());

let followers = 0;
let stopFollowing: (() => void) | undefined;

/** One long poll per tab, however many bells show; it stops when the last bell goes (sign-out). */
export function useFollowUnreadCount() {
  const queryClient = useQueryClient();
  useEffect(() => {
    followers += 1;
    const start = setTimeout(async () => {
      const { followUnreadCount } = await import('./follow-unread-count');
      if (followers > 0 && !stopFollowing) stopFollowing = followUnreadCount(queryClient);
    }, FOLLOW_AFTER_MS);
    return () => {
      clearTimeout(start);
      followers -= 1;
      if (followers === 0) {
        stopFollowing?.();
        stopFollowing = undefined;
      }
    };
  }, [queryClient]);
}
