import { HISTORY_PAGE_SIZE, type TCreditPurchase, type TPaginated } from '@engagex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CREDITS_KEY } from '@/lib/account';
import { request } from '@/lib/http';

export const listPurchases = (page: number, signal?: AbortSignal) =>
  request<TPaginated<TCreditPurchase>>('main', '/cps/credit-purchase/history', {
    query: { page, limit: HISTORY_PAGE_SIZE },
    signal,
  });

export const purchasesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...CREDITS_KEY, 'purchases', { page }],
    queryFn: ({ signal }) => listPurchases(page, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const usePurchases = (page = 1) =>
  useQuery({ ...purchasesQueryOptions(page), placeholderData: keepPreviousData });
