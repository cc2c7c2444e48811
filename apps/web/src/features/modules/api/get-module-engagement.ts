import type { TModuleEngagement } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';

export const getModuleEngagement = (id: string, signal?: AbortSignal) =>
  request<TModuleEngagement>('main', `/modules/${encodeURIComponent(id)}/engagement`, { signal });

export const moduleEngagementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['modules', 'engagement', id],
    queryFn: ({ signal }) => getModuleEngagement(id, signal),
  });

/** The user's launch alert and backing for one module, and how much it has been backed in all. */
export const useModuleEngagement = (id: string) => useQuery(moduleEngagementQueryOptions(id));
