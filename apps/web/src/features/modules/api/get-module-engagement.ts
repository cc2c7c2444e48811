import { modulesApi } from '@engagex/contracts/api/modules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { modulesKeys } from './keys';

export const getModuleEngagement = (id: string, signal?: AbortSignal) =>
  call(modulesApi.engagement, { params: { id }, signal });

export const moduleEngagementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: modulesKeys.engagement(id),
    queryFn: ({ signal }) => getModuleEngagement(id, signal),
  });

/** The user's launch alert and backing for one module, and how much it has been backed in all. */
export const useModuleEngagement = (id: string) => useQuery(moduleEngagementQueryOptions(id));
