import { HISTORY_PAGE_SIZE } from '@engagex/contracts';
import { creditsApi } from '@engagex/contracts/api/credits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { purchasesPageKey } from './keys';

export const listPurchases = (page: number, signal?: AbortSignal) =>
  call(creditsApi.purchaseHistory, { query: { page, limit: HISTORY_PAGE_SIZE }, signal });

export const purchasesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: purchasesPageKey(page),
    queryFn: ({ signal }) => listPurchases(page, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const usePurchases = (page = 1) =>
  useQuery({ ...purchasesQueryOptions(page), placeholderData: keepPreviousData });
