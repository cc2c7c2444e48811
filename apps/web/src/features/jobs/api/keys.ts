import type { QueryClient } from '@tanstack/react-query';

/** Every jobs query lives under this key, so one invalidation refreshes openings, applications and fees. */
export const JOBS_KEY = ['jobs'] as const;

/**
 * After a fee was paid: the jobs queries, and the wallet the fee came from. The wallet's keys are the credits and
 * auth features' (features do not import each other, so they are named here).
 */
export function invalidateAfterPayment(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['credits'] }),
    queryClient.invalidateQueries({ queryKey: ['users', 'me'] }),
  ]).then(() => undefined);
}
