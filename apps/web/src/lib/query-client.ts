import { QUERY_GC_MS } from '@engagex/contracts';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { invalidateActivity } from './account';
import { isApiError } from './api-error';

/** A refusal (4xx) will not change on its own; transport failures and 5xx are worth two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && typeof error.code === 'number' && error.code < 500) return false;
  return failureCount < 2;
}

/**
 * Every notifications query (the bell's count, the list): what the user just did often notified them (a booking's
 * ticket, a purchase's receipt), so their own actions refresh it at once instead of at the bell's next poll.
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function createQueryClient(config: Omit<QueryClientConfig, 'defaultOptions'> = {}): QueryClient {
  const queryClient = new QueryClient({
    ...config,
    defaultOptions: {
      // docs/product.md §9: the data cache keeps unused entries 60 seconds.
      queries: { gcTime: QUERY_GC_MS, staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  refreshActivityAfterMutations(queryClient);
  return queryClient;
}

/**
 * Every action the user takes is a mutation, and almost every one records activity or moves a dashboard
 * count (a star, a share, a location, a booking) or notifies them: one rule here keeps the recent activity, the
 * stats and the notifications fresh on whatever page shows them, instead of each mutation having to remember.
 */
function refreshActivityAfterMutations(queryClient: QueryClient): void {
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    void invalidateActivity(queryClient);
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The query verifies the session: its 401 is handled by the route guard, not the app-wide handler. */
      authCheck?: boolean;
    };
  }
}
