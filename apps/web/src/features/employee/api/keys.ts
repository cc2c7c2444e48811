import type { QueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';

/** Every employee query lives under this key. */
export const EMPLOYEE_KEY = ['employee'] as const;

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
