import type { TUnreadCount } from '@engagex/contracts';
import { notificationsApi } from '@engagex/contracts/api/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { unreadFollow } from './get-unread-count';
import { notificationsKeys } from './keys';

/*
 * The bell's long poll (decision 056), loaded after first paint: asks the server to answer when the unread count
 * is no longer the one shown, shows the answer and asks again. A failed ask hands the count back to polling.
 * A hidden tab holds nothing open (decision 070): the ask in flight is cancelled when the page is hidden, and the
 * next one goes at once when it shows again. Changes with the wait endpoint or the hidden-tab policy.
 */

/** Between two asks: a burst of notices costs one request, and a page load's quiet moments stay quiet. */
const AGAIN_AFTER_MS = 1_000;
/** After a failed ask (offline, a server that is restarting): polling carries on meanwhile. */
const RETRY_AFTER_MS = 30_000;
/** Longer than the server's longest wait (20 s), so a wait ends by the server's answer. */
const ASK_TIMEOUT_MS = 30_000;

/** What the follower needs of the page: whether it is hidden, and word when that changes. */
export type PageVisibility = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export function followUnreadCount(queryClient: QueryClient, page: PageVisibility = document): () => void {
  const stopped = new AbortController();
  const { signal } = stopped;
  const hidden = () => page.visibilityState === 'hidden';
  /** The ask in flight, cancelled when the page is hidden. */
  let asking: AbortController | undefined;
  /** Ends the current pause early: when the page shows again, or when following stops. */
  let wake: (() => void) | undefined;

  const onVisibilityChange = () => {
    if (hidden()) asking?.abort();
    else wake?.();
  };
  page.addEventListener('visibilitychange', onVisibilityChange);
  signal.addEventListener(
    'abort',
    () => {
      page.removeEventListener('visibilitychange', onVisibilityChange);
      asking?.abort();
      wake?.();
    },
    { once: true },
  );

  /** Waits `ms`, or with no limit until woken. */
  const pause = (ms?: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = ms === undefined ? undefined : setTimeout(done, ms);
      wake = done;
    });

  void (async () => {
    while (!signal.aborted) {
      if (hidden()) {
        unreadFollow.live = false;
        await pause();
        continue;
      }
      const known = queryClient.getQueryData<TUnreadCount>(notificationsKeys.unreadCount)?.count;
      const ask = new AbortController();
      asking = ask;
      try {
        const { count } = await call(notificationsApi.nextUnreadCount, {
          query: { known },
          signal: ask.signal,
          timeoutMs: ASK_TIMEOUT_MS,
        });
        unreadFollow.live = true;
        if (count !== known) {
          queryClient.setQueryData(notificationsKeys.unreadCount, { count });
          void queryClient.invalidateQueries({ queryKey: [...notificationsKeys.all, 'list'] });
        }
        await pause(AGAIN_AFTER_MS);
      } catch {
        // Cancelled because following stopped or the page was hidden: not a failure.
        if (ask.signal.aborted) continue;
        unreadFollow.live = false;
        void queryClient.invalidateQueries({ queryKey: notificationsKeys.unreadCount, exact: true });
        await pause(RETRY_AFTER_MS);
      } finally {
        asking = undefined;
      }
    }
    unreadFollow.live = false;
  })();
  return () => stopped.abort();
}
