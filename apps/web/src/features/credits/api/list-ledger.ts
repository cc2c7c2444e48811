import { HISTORY_PAGE_SIZE, type TLedgerKind } from '@engagex/contracts';
import { creditsApi } from '@engagex/contracts/api/credits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { ledgerKey } from './keys';

export type LedgerFilter = { page: number; type?: TLedgerKind | undefined };

export const listLedger = (userId: string, filter: LedgerFilter, signal?: AbortSignal) =>
  call(creditsApi.history, {
    params: { userId },
    query: { page: filter.page, limit: HISTORY_PAGE_SIZE, type: filter.type },
    signal,
  });

export const ledgerQueryOptions = (userId: string, filter: LedgerFilter) =>
  queryOptions({
    queryKey: ledgerKey(userId, filter),
    queryFn: ({ signal }) => listLedger(userId, filter, signal),
  });

/** The wallet's entries; waits for the user's id (the balance answer carries it). */
export const useLedger = (userId: string | undefined, filter: LedgerFilter) =>
  useQuery({
    ...ledgerQueryOptions(userId ?? '', filter),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
