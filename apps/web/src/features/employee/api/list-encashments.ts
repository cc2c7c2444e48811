import { HISTORY_PAGE_SIZE } from '@engagex/contracts';
import { employeeApi } from '@engagex/contracts/api/employee';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { employeeKeys } from './keys';

/** The employee's own requests, newest first (docs/product.md §7: page, limit default 10). */
export const listEncashments = (page: number, signal?: AbortSignal) =>
  call(employeeApi.listEncashments, { query: { page, limit: HISTORY_PAGE_SIZE }, signal });

export const encashmentsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: employeeKeys.encashments(page),
    queryFn: ({ signal }) => listEncashments(page, signal),
  });

export const useEncashments = (page = 1) =>
  useQuery({ ...encashmentsQueryOptions(page), placeholderData: keepPreviousData });
