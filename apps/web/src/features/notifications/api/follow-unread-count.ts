import type { TUnreadCount } from '@engagex/contracts';
import { notificationsApi } from '@engagex/contracts/api/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { unreadFollow } from './get-unread-count';
import { notificationsKeys } from './keys';

/*
 * The bell's long poll (decision 056), loaded after first paint: asks the server to answer when the unread count
 * is no longer the one shown, shows the answer and asks again. A failed ask hands the count back to polling.
 */

/** Between two asks: a burst of notices costs one request, and a page load's quiet moments stay quiet. */
const AGAIN_AFTER_MS = 1_000;
/** After a failed ask (offline, a server that is restarting): polling carries on meanwhile. */
const RETRY_AFTER_MS = 30_000;
/** Longer than the server's longest wait (20 s), so a wait ends by the server's answer. */
const ASK_TIMEOUT_MS = 30_000;

export function followUnreadCount(queryClient: QueryClient): () => void {
  const stopped = new AbortController();
  const { signal } = stopped;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });

  void (async () => {
    while (!signal.aborted) {
      const known = queryClient.getQueryData<TUnreadCount>(notificationsKeys.unreadCount)?.count;
      try {
        const { count } = await call(notificationsApi.nextUnreadCount, {
          query: { known },
          signal,
          timeoutMs: ASK_TIMEOUT_MS,
        });
        unreadFollow.live = true;
        if (count !== known) {
          queryClient.setQueryData(notificationsKeys.unreadCount, { count });
          void queryClient.invalidateQueries({ queryKey: [...notificationsKeys.all, 'list'] });
        }
        await pause(AGAIN_AFTER_MS);
      } catch {
        if (signal.aborted) break;
        unreadFollow.live = false;
        void queryClient.invalidateQueries({ queryKey: notificationsKeys.unreadCount, exact: true });
        await pause(RETRY_AFTER_MS);
      }
    }
    unreadFollow.live = false;
  })();
  return () => stopped.abort();
}
