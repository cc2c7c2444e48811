import type { TListModulesResponse, ZModuleStatusFilter } from '@engagex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';

export type ModuleStatusFilter = z.infer<typeof ZModuleStatusFilter>;

export const listModules = (status: ModuleStatusFilter, signal?: AbortSignal) =>
  request<TListModulesResponse>('main', '/modules', { query: { status }, signal });

export const modulesQueryOptions = (status: ModuleStatusFilter = 'all') =>
  queryOptions({
    queryKey: ['modules', 'list', status],
    queryFn: ({ signal }) => listModules(status, signal),
    staleTime: 5 * 60_000,
  });

/** Keeps the previous filter's cards on screen while the next filter loads, so the grid does not jump. */
export const useModules = (status: ModuleStatusFilter = 'all') =>
  useQuery({ ...modulesQueryOptions(status), placeholderData: keepPreviousData });
