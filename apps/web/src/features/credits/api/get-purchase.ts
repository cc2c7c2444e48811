import type { TCreditPurchase } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CREDITS_KEY } from '@/lib/account';
import { request } from '@/lib/http';

export const getPurchase = (purchaseId: string, signal?: AbortSignal) =>
  request<TCreditPurchase>('main', `/cps/credit-purchase/${encodeURIComponent(purchaseId)}`, { signal });

export const purchaseQueryOptions = (purchaseId: string) =>
  queryOptions({
    queryKey: [...CREDITS_KEY, 'purchase', purchaseId],
    queryFn: ({ signal }) => getPurchase(purchaseId, signal),
  });

export const usePurchase = (purchaseId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...purchaseQueryOptions(purchaseId), enabled: options.enabled ?? true });
