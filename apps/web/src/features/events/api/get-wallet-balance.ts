import type { TCreditBalance } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { WALLET_BALANCE_KEY } from '../keys';

/** The buyer's credits, shown before paying. Same key as the credits feature's, so both read one cache entry. */
export const getWalletBalance = (signal?: AbortSignal) =>
  request<TCreditBalance>('main', '/cps/credit-transaction/balance', { signal });

export const walletBalanceQueryOptions = () =>
  queryOptions({ queryKey: WALLET_BALANCE_KEY, queryFn: ({ signal }) => getWalletBalance(signal) });

export const useWalletBalance = () => useQuery(walletBalanceQueryOptions());
