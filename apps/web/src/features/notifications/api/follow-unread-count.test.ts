import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, stubApi } from '@/test/api';
import { followUnreadCount } from './follow-unread-count';
import { notificationsKeys } from './keys';

/*
 * Decision 070: a hidden tab holds no long poll open. The page's visibility is the browser's own API
 * (document.visibilityState and its event), stubbed; the wait endpoint answers only when its request is
 * cancelled, like a server with nothing new to say.
 */

const WAIT = 'GET /api/main/notifications/unread-count/next?known=3';
let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** A wait endpoint that never answers by itself; counts the requests it holds open. */
function stubWaitingServer() {
  const open = new Set<AbortSignal>();
  const fetchMock = stubApi({
    [WAIT]: ({ init }) =>
      new Promise<Response>((_, reject) => {
        const signal = init?.signal;
        if (!signal) return;
        open.add(signal);
        signal.addEventListener('abort', () => {
          open.delete(signal);
          reject(new DOMException('The request was cancelled', 'AbortError'));
        });
      }),
  });
  const waits = () => calls(fetchMock).filter((call) => call === WAIT).length;
  return { open, waits };
}

describe('the bell’s long poll and a hidden tab', () => {
  let stop: (() => void) | undefined;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const start = () => {
    // The bell's query keeps the count; here no bell observes it, so it must outlive the minutes skipped.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(notificationsKeys.unreadCount, { count: 3 });
    stop = followUnreadCount(queryClient);
  };

  it('cancels the wait when the page is hidden, asks nothing while hidden, and asks at once when it shows', async () => {
    const server = stubWaitingServer();
    start();
    await vi.waitFor(() => expect(server.open.size).toBe(1));

    setVisibility('hidden');
    expect(server.open.size).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.waits()).toBe(1);
    expect(server.open.size).toBe(0);

    setVisibility('visible');
    await vi.waitFor(() => expect(server.open.size).toBe(1));
    expect(server.waits()).toBe(2);
  });

  it('opens no wait in a tab that is already hidden when the bell starts following', async () => {
    const server = stubWaitingServer();
    visibility = 'hidden';
    start();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.waits()).toBe(0);

    setVisibility('visible');
    await vi.waitFor(() => expect(server.open.size).toBe(1));
  });

  it('stops for good when the last bell goes, hidden or not', async () => {
    const server = stubWaitingServer();
    start();
    await vi.waitFor(() => expect(server.open.size).toBe(1));
    stop?.();
    stop = undefined;
    expect(server.open.size).toBe(0);
    setVisibility('hidden');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.waits()).toBe(1);
  });
});
