import type { QueryClient } from '@tanstack/react-query';

/** Every employee query lives under this key. */
export const EMPLOYEE_KEY = ['employee'] as const;

/**
 * After credits were held or released: the employee queries and the wallet (an encashment request holds its
 * credits). The wallet's keys are the credits and auth features' (features do not import each other).
 */
export function invalidateAfterHoldChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: EMPLOYEE_KEY }),
    queryClient.invalidateQueries({ queryKey: ['credits'] }),
    queryClient.invalidateQueries({ queryKey: ['users', 'me'] }),
  ]).then(() => undefined);
}

/** After an admin decision: the employee queries (the queue and the requester's lists). */
export const invalidateEmployee = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: EMPLOYEE_KEY });
