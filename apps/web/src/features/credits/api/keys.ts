import { CREDITS_KEY } from '@/lib/account';

/** The credits pages' queries, under the wallet's key so one invalidation after a payment refreshes them all. */
export const purchasesKey = [...CREDITS_KEY, 'purchases'] as const;
export const purchasesPageKey = (page: number) => [...purchasesKey, { page }] as const;
export const purchaseKey = (purchaseId: string) => [...CREDITS_KEY, 'purchase', purchaseId] as const;
export const ledgerKey = (userId: string, filter: object) =>
  [...CREDITS_KEY, 'ledger', userId, filter] as const;
/** The user's stored location, which the buy form reads for its currency. */
export const userLocationKey = ['users', 'location'] as const;
