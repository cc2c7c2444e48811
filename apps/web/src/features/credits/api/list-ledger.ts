import {
  HISTORY_PAGE_SIZE,
  type TCreditTransaction,
  type TLedgerKind,
  type TPaginated,
} from '@engagex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CREDITS_KEY } from '@/lib/account';
import { request } from '@/lib/http';

export type LedgerFilter = { page: number; type?: TLedgerKind | undefined };

export const listLedger = (userId: string, filter: LedgerFilter, signal?: AbortSignal) =>
  request<TPaginated<TCreditTransaction>>(
    'main',
    `/credit-transaction/history/${encodeURIComponent(userId)}`,
    { query: { page: filter.page, limit: HISTORY_PAGE_SIZE, type: filter.type }, signal },
  );

export const ledgerQueryOptions = (userId: string, filter: LedgerFilter) =>
  queryOptions({
    queryKey: [...CREDITS_KEY, 'ledger', userId, filter],
    queryFn: ({ signal }) => listLedger(userId, filter, signal),
  });

/** The wallet's entries; waits for the user's id (the balance answer carries it). */
export const useLedger = (userId: string | undefined, filter: LedgerFilter) =>
  useQuery({
    ...ledgerQueryOptions(userId ?? '', filter),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
