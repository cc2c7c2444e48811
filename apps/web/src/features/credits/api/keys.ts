import type { QueryClient } from '@tanstack/react-query';

/** Every credits query lives under this key, so one invalidation refreshes balance, purchases and ledger. */
export const CREDITS_KEY = ['credits'] as const;

/**
 * After the wallet changed: the credits queries and the signed-in user (its creditBalance feeds the account
 * menu). The user's key is the auth feature's; features do not import each other, so it is named here.
 */
export function invalidateWallet(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['users', 'me'] }),
  ]).then(() => undefined);
}
