import type { QueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import type { QueueFilter } from './list-encashment-queue';

/** Every employee query lives under this key. */
export const EMPLOYEE_KEY = ['employee'] as const;

export const employeeKeys = {
  encashmentConfig: [...EMPLOYEE_KEY, 'encashment', 'config'] as const,
  encashmentValidation: (credits: number) => [...EMPLOYEE_KEY, 'encashment', 'validate', credits] as const,
  encashments: (page: number) => [...EMPLOYEE_KEY, 'encashment', 'requests', { page }] as const,
  encashmentQueue: (filter: QueueFilter) => [...EMPLOYEE_KEY, 'encashment', 'queue', filter] as const,
  referralModules: [...EMPLOYEE_KEY, 'referral', 'modules'] as const,
  referralGuidance: (moduleId: string) => [...EMPLOYEE_KEY, 'referral', 'guidance', moduleId] as const,
  referralSummary: [...EMPLOYEE_KEY, 'referral', 'summary'] as const,
  flaggedReferrals: [...EMPLOYEE_KEY, 'referrals', 'flagged'] as const,
};

/**
 * After credits were held or released: the employee queries and the wallet (an encashment request holds its
 * credits).
 */
export function invalidateAfterHoldChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: EMPLOYEE_KEY }),
    invalidateWallet(queryClient),
  ]).then(() => undefined);
}

/** After an admin decision: the employee queries (the queue and the requester's lists). */
export const invalidateEmployee = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: EMPLOYEE_KEY });
