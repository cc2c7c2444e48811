import type { TListInvoicesQuery } from '@engagex/contracts';
import { organiserInvoicesApi } from '@engagex/contracts/api/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { taxKeys } from './invoice-keys';

/** The documents the organiser issued (and those of the events they run), newest first, in a span of days. */
export const listInvoices = (query: TListInvoicesQuery, signal?: AbortSignal) =>
  call(organiserInvoicesApi.invoices, { query, signal });

export const invoicesQueryOptions = (query: TListInvoicesQuery) =>
  queryOptions({
    queryKey: taxKeys.invoices(query),
    queryFn: ({ signal }) => listInvoices(query, signal),
    // The page and the filter change in place: the last list stays, dimmed, until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useInvoices = (query: TListInvoicesQuery) => useQuery(invoicesQueryOptions(query));
