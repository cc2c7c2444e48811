import { creditsApi } from '@engagex/contracts/api/credits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { purchaseKey } from './keys';

export const getPurchase = (purchaseId: string, signal?: AbortSignal) =>
  call(creditsApi.getPurchase, { params: { purchaseId }, signal });

export const purchaseQueryOptions = (purchaseId: string) =>
  queryOptions({
    queryKey: purchaseKey(purchaseId),
    queryFn: ({ signal }) => getPurchase(purchaseId, signal),
  });

export const usePurchase = (purchaseId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...purchaseQueryOptions(purchaseId), enabled: options.enabled ?? true });
