import { HISTORY_PAGE_SIZE, type TEncashmentRequest, type TPaginated } from '@engagex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { EMPLOYEE_KEY } from './keys';

/** The employee's own requests, newest first (docs/product.md §7: page, limit default 10). */
export const listEncashments = (page: number, signal?: AbortSignal) =>
  request<TPaginated<TEncashmentRequest>>('employee', '/encashment/requests', {
    query: { page, limit: HISTORY_PAGE_SIZE },
    signal,
  });

export const encashmentsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...EMPLOYEE_KEY, 'encashment', 'requests', { page }],
    queryFn: ({ signal }) => listEncashments(page, signal),
  });

export const useEncashments = (page = 1) =>
  useQuery({ ...encashmentsQueryOptions(page), placeholderData: keepPreviousData });
