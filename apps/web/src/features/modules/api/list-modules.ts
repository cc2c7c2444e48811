import type { TModuleStatusFilter } from '@engagex/contracts';
import { modulesApi } from '@engagex/contracts/api/modules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { modulesKeys } from './keys';

export const listModules = (status: TModuleStatusFilter, signal?: AbortSignal) =>
  call(modulesApi.list, { query: { status }, signal });

export const modulesQueryOptions = (status: TModuleStatusFilter = 'all') =>
  queryOptions({
    queryKey: modulesKeys.list(status),
    queryFn: ({ signal }) => listModules(status, signal),
    staleTime: 5 * 60_000,
  });

/** Keeps the previous filter's cards on screen while the next filter loads, so the grid does not jump. */
export const useModules = (status: TModuleStatusFilter = 'all') =>
  useQuery({ ...modulesQueryOptions(status), placeholderData: keepPreviousData });
