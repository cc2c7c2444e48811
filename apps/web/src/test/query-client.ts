import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

/**
 * The query client every web test builds, one per test: the app's own (its stale and gc times, its mutation
 * rules) with query retries off. A retry comes a second or more after a failure, often in the next test, where
 * that test's fetch stub would record it; and many tests are about the failure itself.
 */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}
