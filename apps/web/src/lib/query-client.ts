import { QUERY_GC_MS } from '@engagex/contracts';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isApiError } from './http';

/** A refusal (4xx) will not change on its own; transport failures and 5xx are worth two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && typeof error.code === 'number' && error.code < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(config: Omit<QueryClientConfig, 'defaultOptions'> = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      // SPEC.md §9: the data cache keeps unused entries 60 seconds.
      queries: { gcTime: QUERY_GC_MS, staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
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
