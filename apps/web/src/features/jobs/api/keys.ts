import type { QueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import type { ReviewFilter } from './list-applications';
import type { OpeningsFilter } from './list-openings';

/** Every jobs query lives under this key, so one invalidation refreshes openings, applications and fees. */
export const JOBS_KEY = ['jobs'] as const;

export const jobsKeys = {
  openings: (filter: OpeningsFilter) => [...JOBS_KEY, 'openings', filter] as const,
  opening: (openingId: string) => [...JOBS_KEY, 'opening', openingId] as const,
  myApplications: (page: number) => [...JOBS_KEY, 'my-applications', { page }] as const,
  reviewQueue: (filter: ReviewFilter) => [...JOBS_KEY, 'review-queue', filter] as const,
  application: (applicationId: string) => [...JOBS_KEY, 'application', applicationId] as const,
  paymentRates: [...JOBS_KEY, 'payment-rates'] as const,
  paymentStatus: (applicationId: string) => [...JOBS_KEY, 'payment-status', applicationId] as const,
};

/**
 * After a fee was paid: the jobs queries, and the wallet the fee came from.
 */
export function invalidateAfterPayment(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
    invalidateWallet(queryClient),
  ]).then(() => undefined);
}
