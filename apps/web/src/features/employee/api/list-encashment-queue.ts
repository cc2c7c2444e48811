import type { TEncashmentStatus } from '@engagex/contracts';
import { employeeApi } from '@engagex/contracts/api/employee';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { employeeKeys } from './keys';

export type QueueFilter = { status?: TEncashmentStatus | undefined; page: number };
export const QUEUE_PAGE_SIZE = 20;

/** Admins: every employee's requests, newest first, by status. */
export const listEncashmentQueue = (filter: QueueFilter, signal?: AbortSignal) =>
  call(employeeApi.encashmentQueue, {
    query: { status: filter.status, page: filter.page, limit: QUEUE_PAGE_SIZE },
    signal,
  });

export const encashmentQueueQueryOptions = (filter: QueueFilter) =>
  queryOptions({
    queryKey: employeeKeys.encashmentQueue(filter),
    queryFn: ({ signal }) => listEncashmentQueue(filter, signal),
  });

export const useEncashmentQueue = (filter: QueueFilter) =>
  useQuery({ ...encashmentQueueQueryOptions(filter), placeholderData: keepPreviousData });
