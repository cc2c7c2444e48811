import type { TJobCategory } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { jobsKeys } from './keys';

export const OPENINGS_PAGE_SIZE = 10;

export type OpeningsFilter = {
  status: 'open' | 'closed' | 'all';
  category?: TJobCategory | undefined;
  page: number;
  limit?: number;
};

export const listOpenings = (filter: OpeningsFilter, signal?: AbortSignal) =>
  call(jobsApi.listOpenings, {
    query: {
      status: filter.status,
      category: filter.category,
      page: filter.page,
      limit: filter.limit ?? OPENINGS_PAGE_SIZE,
    },
    signal,
  });

export const openingsQueryOptions = (filter: OpeningsFilter) =>
  queryOptions({
    queryKey: jobsKeys.openings(filter),
    queryFn: ({ signal }) => listOpenings(filter, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the list does not jump. */
export const useOpenings = (filter: OpeningsFilter) =>
  useQuery({ ...openingsQueryOptions(filter), placeholderData: keepPreviousData });
