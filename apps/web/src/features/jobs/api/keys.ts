import type { QueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';

/** Every jobs query lives under this key, so one invalidation refreshes openings, applications and fees. */
export const JOBS_KEY = ['jobs'] as const;

/**
 * After a fee was paid: the jobs queries, and the wallet the fee came from.
 */
export function invalidateAfterPayment(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
    invalidateWallet(queryClient),
  ]).then(() => undefined);
}
